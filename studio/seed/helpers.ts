/**
 * Small helpers that keep the seed content readable: references, Portable Text written as light
 * Markdown, and the `_key`s Sanity needs on array items (derived from the path, so they are stable).
 */

export type SeedDocument = { _id: string; _type: string } & Record<string, unknown>

export const ref = (id: string) => ({ _type: 'reference', _ref: id })

type Span = { _type: 'span'; text: string; marks: string[] }
type MarkDef = { _type: 'link'; _key: string; href: string }
type Block =
  | {
      _type: 'block'
      style: string
      listItem?: 'bullet' | 'number'
      level?: number
      children: Span[]
      markDefs: MarkDef[]
    }
  | { _type: 'codeBlock'; language: string; filename?: string; code: string }
  | { _type: 'callout'; tone: 'tip' | 'note' | 'warning'; title?: string; body: string }

const INLINE = /\*\*(.+?)\*\*|\*(.+?)\*|`(.+?)`|\[(.+?)\]\((.+?)\)/g

function inline(text: string, markDefs: MarkDef[]): Span[] {
  const spans: Span[] = []
  let last = 0
  for (const match of text.matchAll(INLINE)) {
    if (match.index > last) spans.push({ _type: 'span', text: text.slice(last, match.index), marks: [] })
    const [, strong, em, code, label, href] = match
    if (strong) spans.push({ _type: 'span', text: strong, marks: ['strong'] })
    else if (em) spans.push({ _type: 'span', text: em, marks: ['em'] })
    else if (code) spans.push({ _type: 'span', text: code, marks: ['code'] })
    else {
      const _key = `link${markDefs.length}`
      markDefs.push({ _type: 'link', _key, href })
      spans.push({ _type: 'span', text: label, marks: [_key] })
    }
    last = match.index + match[0].length
  }
  if (last < text.length || spans.length === 0) spans.push({ _type: 'span', text: text.slice(last), marks: [] })
  return spans
}

function textBlock(text: string, style = 'normal', listItem?: 'bullet' | 'number'): Block {
  const markDefs: MarkDef[] = []
  const children = inline(text, markDefs)
  return listItem
    ? { _type: 'block', style, listItem, level: 1, children, markDefs }
    : { _type: 'block', style, children, markDefs }
}

/** Removes the indentation template literals pick up from the source around them. */
function dedent(text: string): string {
  const lines = text.replace(/^\n+|\s+$/g, '').split('\n')
  const indent = Math.min(...lines.filter((line) => line.trim()).map((line) => line.match(/^ */)![0].length))
  return lines.map((line) => line.slice(indent)).join('\n')
}

/**
 * Portable Text from light Markdown: `## h2`, `### h3`, `> quote`, `- bullets`, `1. numbers`,
 * fenced code (```lang caption), callouts (:::tip Title … :::), **bold**, *italic*, `code`, [links](/path).
 * Paragraphs are separated by blank lines.
 */
export function richText(markdown: string): Block[] {
  const lines = dedent(markdown).split('\n')
  const blocks: Block[] = []
  let paragraph: string[] = []
  const flush = () => {
    if (paragraph.length) blocks.push(textBlock(paragraph.join(' ')))
    paragraph = []
  }
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]
    const trimmed = line.trim()
    const fence = trimmed.match(/^```(\w+)?\s*(.*)$/)
    const callout = trimmed.match(/^:::(tip|note|warning)\s*(.*)$/)
    if (fence || callout) {
      flush()
      const closing = fence ? '```' : ':::'
      const body: string[] = []
      while (++i < lines.length && lines[i].trim() !== closing) body.push(fence ? lines[i] : lines[i].trim())
      if (fence)
        blocks.push({
          _type: 'codeBlock',
          language: fence[1] ?? 'text',
          ...(fence[2] ? { filename: fence[2] } : {}),
          code: body.join('\n'),
        })
      else
        blocks.push({
          _type: 'callout',
          tone: callout![1] as 'tip' | 'note' | 'warning',
          ...(callout![2] ? { title: callout![2] } : {}),
          body: body.join(' '),
        })
    } else if (!trimmed) flush()
    else if (/^#{2,3} /.test(trimmed)) {
      flush()
      blocks.push(textBlock(trimmed.replace(/^#+ /, ''), trimmed.startsWith('### ') ? 'h3' : 'h2'))
    } else if (trimmed.startsWith('> ')) {
      flush()
      blocks.push(textBlock(trimmed.slice(2), 'blockquote'))
    } else if (/^(- |\d+\. )/.test(trimmed)) {
      flush()
      const numbered = /^\d/.test(trimmed)
      blocks.push(textBlock(trimmed.replace(/^(- |\d+\. )/, ''), 'normal', numbered ? 'number' : 'bullet'))
    } else paragraph.push(trimmed)
  }
  flush()
  return blocks
}

/** FNV-1a, enough to make short stable keys. */
function hash(text: string): string {
  let h = 0x811c9dc5
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i)
    h = Math.imul(h, 0x01000193)
  }
  return (h >>> 0).toString(16).padStart(8, '0')
}

/** Adds a `_key` (stable, derived from the document id and path) to every object in every array. */
export function withKeys<T>(value: T, path: string): T {
  if (Array.isArray(value)) {
    return value.map((item, index) => {
      const itemPath = `${path}[${index}]`
      const keyed = withKeys(item, itemPath)
      return keyed && typeof keyed === 'object' && !('_key' in keyed) ? { _key: hash(itemPath), ...keyed } : keyed
    }) as T
  }
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).map(([field, child]) => [field, withKeys(child, `${path}.${field}`)]),
    ) as T
  }
  return value
}
