import { PortableText, toPlainText, type PortableTextComponents } from '@portabletext/react'
import type { ComponentType } from 'react'
import { ArrowUpRight, Info, Lightbulb, TriangleAlert } from '@/components/ui/icons'
import { SiteLink } from '@/components/navigation/SiteLink'
import type { RichText as RichTextValue } from '@/sanity/types'
import { slugify } from '@/lib/text/slugify'
import { CodeBlock, type CodeSample } from './CodeBlock'

export type Heading = { id: string; text: string; level: 2 | 3 }

/** The h2/h3 headings of a text with unique anchor ids, for links to a section and an "on this page" list. */
export function headingsOf(value: RichTextValue): (Heading & { key: string })[] {
  const used = new Map<string, number>()
  return value.flatMap((block) => {
    if (block._type !== 'block' || (block.style !== 'h2' && block.style !== 'h3')) return []
    const text = toPlainText([block])
    const base = slugify(text) || 'section'
    const count = (used.get(base) ?? 0) + 1
    used.set(base, count)
    return [{ key: block._key, id: count > 1 ? `${base}-${count}` : base, text, level: block.style === 'h2' ? 2 : 3 }]
  })
}

const isInternal = (href: string) => href.startsWith('/') || href.startsWith('#')

const CALLOUT_TONES = {
  tip: { icon: Lightbulb, style: 'border-emerald-400/40 bg-emerald-400/10' },
  note: { icon: Info, style: 'border-brand-400/40 bg-brand-500/10' },
  warning: { icon: TriangleAlert, style: 'border-amber-300/50 bg-amber-300/10' },
} as const

/**
 * Long-form text from Sanity: headings with anchors, lists, links, code samples and callouts. Code samples render
 * without a copy button unless the page passes one (`copyableCodeBlocks`): the button's script is then loaded
 * only by the pages that offer it.
 */
export function RichText({
  value,
  CodeSample = CodeBlock,
}: {
  value: RichTextValue
  CodeSample?: ComponentType<CodeSample>
}) {
  const headingIds = new Map(headingsOf(value).map((heading) => [heading.key, heading.id]))
  const components: PortableTextComponents = {
    block: {
      normal: ({ children }) => <p className="my-4 leading-relaxed text-ink-300">{children}</p>,
      h2: ({ children, value: block }) => (
        <h2
          id={block._key ? headingIds.get(block._key) : undefined}
          className="mt-12 mb-4 text-2xl font-semibold text-white"
        >
          {children}
        </h2>
      ),
      h3: ({ children, value: block }) => (
        <h3
          id={block._key ? headingIds.get(block._key) : undefined}
          className="mt-8 mb-3 text-xl font-semibold text-white"
        >
          {children}
        </h3>
      ),
      blockquote: ({ children }) => (
        <blockquote className="my-6 border-l-4 border-violet-400 pl-4 text-lg text-ink-100 italic">
          {children}
        </blockquote>
      ),
    },
    list: {
      bullet: ({ children }) => (
        <ul className="my-4 list-disc space-y-2 pl-6 text-ink-300 marker:text-brand-400">{children}</ul>
      ),
      number: ({ children }) => (
        <ol className="my-4 list-decimal space-y-2 pl-6 text-ink-300 marker:text-brand-400">{children}</ol>
      ),
    },
    marks: {
      strong: ({ children }) => <strong className="font-semibold text-ink-100">{children}</strong>,
      code: ({ children }) => (
        <code className="rounded bg-white/10 px-1.5 py-0.5 font-mono text-sm text-ink-100">{children}</code>
      ),
      link: ({ children, value: mark }) => {
        const href: string = mark?.href ?? '#'
        const style = 'font-medium text-brand-400 underline underline-offset-2 hover:text-white'
        return isInternal(href) ? (
          <SiteLink href={href} className={style}>
            {children}
          </SiteLink>
        ) : (
          <a href={href} rel="noopener noreferrer" className={`${style} inline-flex items-baseline gap-0.5`}>
            {children}
            <ArrowUpRight aria-hidden="true" className="size-3.5 self-center" />
          </a>
        )
      },
    },
    types: {
      codeBlock: ({ value: block }) => (
        <CodeSample code={block.code} language={block.language} filename={block.filename} />
      ),
      callout: ({ value: block }) => {
        const tone = CALLOUT_TONES[block.tone as keyof typeof CALLOUT_TONES] ?? CALLOUT_TONES.note
        const Icon = tone.icon
        return (
          <aside className={`my-6 flex gap-3 rounded-xl border p-4 ${tone.style}`}>
            <Icon aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-ink-100" />
            <div>
              {block.title ? <p className="font-semibold text-white">{block.title}</p> : null}
              <p className="text-ink-300">{block.body}</p>
            </div>
          </aside>
        )
      },
    },
  }
  return (
    <div className="max-w-none">
      <PortableText value={value} components={components} />
    </div>
  )
}
