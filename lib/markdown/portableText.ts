/**
 * The site's rich text (schemas/objects/richText.ts) as Markdown, for the copies of pages that assistants read
 * (/documentation/{slug}.md…, docs/growing-site.md): made from the same Portable Text the pages render,
 * never from their HTML. Links to this site's paths become absolute on `origin`.
 */
type Span = { _type: 'span'; text: string; marks?: string[] | null }
type MarkDefinition = { _key: string; _type: string; href?: string | null }
type Block = {
  _type: 'block'
  style?: string | null
  listItem?: string | null
  level?: number | null
  children?: Span[] | null
  markDefs?: MarkDefinition[] | null
}
type CodeBlock = { _type: 'codeBlock'; language?: string | null; filename?: string | null; code?: string | null }
type Callout = { _type: 'callout'; tone?: string | null; title?: string | null; body?: string | null }
export type RichTextValue = readonly (Block | CodeBlock | Callout | { _type: string })[] | null | undefined

const DECORATORS: Record<string, string> = { strong: '**', em: '_' }

/** Markdown's own characters in text, escaped so that text reads as text. */
const escapeText = (text: string) => text.replace(/([\\`*_[\]<>#|])/g, '\\$1')

/** A site path as an absolute URL; other links (https, mailto, tel) as they are. */
export const absoluteLink = (href: string, origin: string) => (href.startsWith('/') ? `${origin}${href}` : href)

function spanText(span: Span, markDefs: MarkDefinition[], origin: string): string {
  const marks = span.marks ?? []
  if (marks.includes('code')) return `\`${span.text.replace(/`/g, "'")}\``
  let text = escapeText(span.text)
  for (const mark of marks) if (DECORATORS[mark] && text.trim()) text = `${DECORATORS[mark]}${text}${DECORATORS[mark]}`
  const link = markDefs.find((definition) => marks.includes(definition._key) && definition._type === 'link')
  return link?.href ? `[${text}](${absoluteLink(link.href, origin)})` : text
}

function blockText(block: Block, origin: string): string {
  const markDefs = block.markDefs ?? []
  return (block.children ?? []).map((span) => spanText(span, markDefs, origin)).join('')
}

const HEADING: Record<string, string> = { h2: '## ', h3: '### ' }

/** `value` as Markdown: paragraphs, headings, quotes, nested lists, fenced code and callouts as quotes. */
export function portableTextToMarkdown(value: RichTextValue, origin: string): string {
  const parts: string[] = []
  const numbers: number[] = []
  let previousWasListItem = false
  for (const item of value ?? []) {
    if (item._type === 'block') {
      const block = item as Block
      const text = blockText(block, origin)
      if (block.listItem) {
        const depth = Math.max(1, block.level ?? 1)
        numbers.length = depth
        numbers[depth - 1] = (numbers[depth - 1] ?? 0) + 1
        const marker = block.listItem === 'number' ? `${numbers[depth - 1]}.` : '-'
        const line = `${'   '.repeat(depth - 1)}${marker} ${text}`
        if (previousWasListItem) parts[parts.length - 1] += `\n${line}`
        else parts.push(line)
        previousWasListItem = true
        continue
      }
      numbers.length = 0
      previousWasListItem = false
      const style = block.style ?? 'normal'
      if (style === 'blockquote') parts.push(`> ${text}`)
      else parts.push(`${HEADING[style] ?? ''}${text}`)
      continue
    }
    numbers.length = 0
    previousWasListItem = false
    if (item._type === 'codeBlock') {
      const { language, filename, code } = item as CodeBlock
      const fence = (code ?? '').includes('```') ? '````' : '```'
      parts.push(`${filename ? `${escapeText(filename)}\n\n` : ''}${fence}${language ?? ''}\n${code ?? ''}\n${fence}`)
    } else if (item._type === 'callout') {
      const { title, body } = item as Callout
      const lines = [...(title ? [`**${escapeText(title)}**`, ''] : []), ...(body ?? '').split('\n').map(escapeText)]
      parts.push(lines.map((line) => (line ? `> ${line}` : '>')).join('\n'))
    }
  }
  return parts.join('\n\n')
}
