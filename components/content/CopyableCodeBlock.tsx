import { CodeBlock, type CodeSample } from './CodeBlock'
import { CopyButton } from './CopyButton'

export type CodeLabels = { copy: string; copied: string }

/** A code sample with a copy button, for pages whose readers copy commands and requests (docs, guide, API). */
export function CopyableCodeBlock({ labels, ...sample }: CodeSample & { labels: CodeLabels }) {
  return (
    <CodeBlock
      {...sample}
      action={<CopyButton text={sample.code} copyLabel={labels.copy} copiedLabel={labels.copied} />}
    />
  )
}

/** `RichText`'s code blocks with a copy button. */
export function copyableCodeBlocks(labels: CodeLabels) {
  return function CopyableRichTextCode(sample: CodeSample) {
    return <CopyableCodeBlock {...sample} labels={labels} />
  }
}
