import { defineQuery } from 'next-sanity'
import { imageFields } from '@/lib/images/projection'
import { contentBySlug, contentReader } from './read'

/** The /documentation hub: a card per page with its topics, and the labels every documentation page shares. */
export const documentationPageQuery = defineQuery(`*[_type == "documentationPage" && _id == "documentationPage"][0]{
  title,
  intro,
  seo,
  "pages": pages[]->{ _id, title, "slug": slug.current, icon, image{ ${imageFields} }, summary, topics },
  labels
}`)

/** One documentation page at /documentation/{slug}. */
export const docPageQuery = defineQuery(`*[_type == "docPage" && slug.current == $slug][0]{
  title,
  "slug": slug.current,
  summary,
  body,
  seo
}`)

/** Every documentation page with an address of its own (on the hub or not). */
export const docPageSlugsQuery = defineQuery(`*[_type == "docPage" && defined(slug.current)]{ "slug": slug.current }`)

export const getDocumentationPage = contentReader(
  documentationPageQuery,
  ['documentationPage', 'docPage', 'sanity.imageAsset'],
  'Documentation hub',
)
export const getDocPage = contentBySlug(docPageQuery, ['docPage'])
export const getDocPageSlugs = contentReader(docPageSlugsQuery, ['docPage'], 'Documentation pages')
