import { portableTextToMarkdown, type RichTextValue } from './portableText'

/** A page's Markdown copy: its title as the heading, its summary as a quote, then its text. */
export function markdownDocument(
  { title, summary, body }: { title: string | null; summary: string | null; body: RichTextValue },
  origin: string,
): string {
  return [
    `# ${title ?? ''}`,
    ...(summary ? [`> ${summary.replace(/\n+/g, ' ')}`] : []),
    portableTextToMarkdown(body, origin),
  ]
    .filter(Boolean)
    .join('\n\n')
    .concat('\n')
}

/**
 * The types whose pages have a Markdown copy (/documentation/{slug}.md…): long-form text a reader may want whole, kept
 * in Portable Text (`body`). Pages built from sections (`page`, the home page) have none: their words are spread over
 * sections of many kinds, and a copy made of only their title was nearly empty.
 */
export const MARKDOWN_TYPES = ['docPage', 'guideChapter', 'blogPost', 'legalPage'] as const

/** Whether pages of a type have a Markdown copy. */
export const hasMarkdownCopy = (type: string) => (MARKDOWN_TYPES as readonly string[]).includes(type)

/** The address of a page's Markdown copy: "/documentation/getting-started" → "/documentation/getting-started.md". */
export const markdownPath = (path: string) => `${path}.md`

/** Markdown as a response: readable as text, and kept out of search results (the page itself is the one to find). */
export const markdownResponse = (markdown: string) =>
  new Response(markdown, {
    headers: { 'content-type': 'text/markdown; charset=utf-8', 'x-robots-tag': 'noindex' },
  })
