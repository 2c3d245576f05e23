import { portableTextToMarkdown as renderMarkdown } from '@portabletext/markdown'

/**
 * The site's rich text (schemas/objects/richText.ts) as Markdown, for the copies of pages that assistants read
 * (/documentation/{slug}.md…, docs/growing-site.md): made from the same Portable Text the pages render, never from
 * their HTML, by `@portabletext/markdown` (the version Sanity's own editor uses, so the lockfile holds one). What
 * the site adds: text escaped so that it reads as text, links to this site's paths absolute on `origin`, and its own
 * two block types, `codeBlock` (with a file name) and `callout` (a quote). How the output differs from the
 * hand-written converter it replaced: docs/growing-site.md#for-ai-assistants-llmstxt-and-markdown-copies.
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

/** Markdown's own characters in text, escaped so that text reads as text (the library writes text as it is). */
const escapeText = (text: string) => text.replace(/([\\`*_[\]<>#|])/g, '\\$1')

/** A site path as an absolute URL; other links (https, mailto, tel) as they are. */
export const absoluteLink = (href: string, origin: string) => (href.startsWith('/') ? `${origin}${href}` : href)

/** A span's text as Markdown text: escaped, or in code with its backticks as quotes (a code span cannot hold one). */
const spanText = ({ text, marks }: Span) => (marks?.includes('code') ? text.replace(/`/g, "'") : escapeText(text))

/** The rich text's own types: any other is left out, where the library would write it as JSON. */
const KNOWN_TYPES = new Set(['block', 'codeBlock', 'callout'])

/** The value with its spans' text ready to be written as it is, in the shape the library reads. */
function escaped(value: RichTextValue) {
  return (value ?? [])
    .filter((item) => KNOWN_TYPES.has(item._type))
    .map((item) => {
      if (item._type !== 'block') return item
      const block = item as Block
      return {
        ...block,
        style: block.style ?? 'normal',
        level: block.listItem ? Math.max(1, block.level ?? 1) : undefined,
        listItem: block.listItem ?? undefined,
        markDefs: block.markDefs ?? [],
        children: (block.children ?? []).map((span) => ({ ...span, marks: span.marks ?? [], text: spanText(span) })),
      }
    })
}

/** `value` as Markdown: paragraphs, headings, quotes, nested lists, fenced code and callouts as quotes. */
export function portableTextToMarkdown(value: RichTextValue, origin: string): string {
  return renderMarkdown(escaped(value), {
    marks: {
      // Emphasis around nothing but spaces is no emphasis in Markdown: its asterisks would show.
      strong: ({ children }) => (children.trim() ? `**${children}**` : children),
      em: ({ children }) => (children.trim() ? `_${children}_` : children),
      // The link text is escaped already (the library's own link renderer would escape it again).
      link: ({ children, value: link }) =>
        link?.href ? `[${children}](${absoluteLink(link.href, origin)})` : children,
    },
    types: {
      codeBlock: ({ value: codeBlock }) => {
        const { language, filename, code } = codeBlock as CodeBlock
        const fence = (code ?? '').includes('```') ? '````' : '```'
        return `${filename ? `${escapeText(filename)}\n\n` : ''}${fence}${language ?? ''}\n${code ?? ''}\n${fence}`
      },
      callout: ({ value: callout }) => {
        const { title, body } = callout as Callout
        const lines = [...(title ? [`**${escapeText(title)}**`, ''] : []), ...(body ?? '').split('\n').map(escapeText)]
        return lines.map((line) => (line ? `> ${line}` : '>')).join('\n')
      },
    },
  })
}
