import { defineQuery } from 'next-sanity'
import { contentReader } from './read'

/** The types whose pages have a Markdown copy (/documentation/{slug}.md…): long-form text a reader may want whole. */
export const MARKDOWN_TYPES = ['docPage', 'guideChapter', 'blogPost', 'legalPage', 'page'] as const

/** Every page with a Markdown copy: its title, the sentence that sums it up, and its text. */
export const markdownDocumentsQuery = defineQuery(`*[_type in ["docPage", "guideChapter", "blogPost", "legalPage", "page"] && defined(slug.current)]{
  _type,
  title,
  "slug": slug.current,
  "summary": coalesce(summary, description, intro, seo.description),
  body
}`)

export const getMarkdownDocuments = contentReader(markdownDocumentsQuery, [...MARKDOWN_TYPES], 'Pages with a Markdown copy')
