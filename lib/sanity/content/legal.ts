import { defineQuery } from 'next-sanity'
import { SECTION_TAGS, sectionsProjection } from '@/lib/sanity/sections'
import { contentBySlug, contentReader } from './read'

/**
 * Single-segment pages served by app/(site)/[slug]: the legal texts (/privacy, /terms) and the generic
 * pages a marketer adds (made of sections). Both types share one route, told apart by `_type`.
 */
export const slugPageQuery = defineQuery(`*[_type in ["legalPage", "page"] && slug.current == $slug][0]{
  _id,
  _type,
  title,
  "slug": slug.current,
  seo,
  _type == "legalPage" => { body, lastUpdated, lastUpdatedLabel },
  _type == "page" => { hiddenFromSearch, ${sectionsProjection} }
}`)

/** Every slug the [slug] route prerenders; anything else is a 404. */
export const slugPageSlugsQuery = defineQuery(
  `*[_type in ["legalPage", "page"] && defined(slug.current)]{ "slug": slug.current }`,
)

const TAGS = ['legalPage', 'page']

export const getSlugPage = contentBySlug(slugPageQuery, [...TAGS, ...SECTION_TAGS])

export const getSlugPageSlugs = contentReader(slugPageSlugsQuery, TAGS, 'Legal and generic page addresses')
