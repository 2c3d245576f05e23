import { defineQuery } from 'next-sanity'
import { MARKDOWN_TYPES } from '@/lib/markdown/document'
import { contentReader } from './read'

/**
 * Every page with a Markdown copy (MARKDOWN_TYPES, written out for TypeGen): its title, the sentence that sums it up,
 * and its text.
 */
export const markdownDocumentsQuery = defineQuery(`*[_type in ["docPage", "guideChapter", "blogPost", "legalPage"] && defined(slug.current)]{
  _type,
  title,
  "slug": slug.current,
  "summary": coalesce(summary, description, intro, seo.description),
  body
}`)

export const getMarkdownDocuments = contentReader(markdownDocumentsQuery, [...MARKDOWN_TYPES], 'Pages with a Markdown copy')
