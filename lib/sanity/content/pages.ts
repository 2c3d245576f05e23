import { defineQuery } from 'next-sanity'
import { LISTED_PAGE, pathFor, ROUTABLE_TYPES } from '@/lib/site/routes'
import { cache } from 'react'
import { sanityFetch } from '../fetch'
import { SECTION_TAGS, sectionsProjection } from '@/lib/sanity/sections'
import { contentBySlug, contentReader } from './read'

/** Every published document that is a page of its own, but those a marketer hid from search engines. */
export const publicPagesQuery = defineQuery(`*[_type in $types && ${LISTED_PAGE}]{
  _type,
  _updatedAt,
  "slug": slug.current,
  "title": coalesce(title, heading),
  "description": seo.description
}`)

export type PublicPage = { path: string; title: string; description: string | null; updatedAt: string | null; type: string }

/** The site's public pages (for the sitemap and social images), home first then by path. */
export const getPublicPages = cache(async (): Promise<PublicPage[]> => {
  const documents = await sanityFetch({ query: publicPagesQuery, params: { types: ROUTABLE_TYPES }, tags: ROUTABLE_TYPES })
  const pages = documents.flatMap((document): PublicPage[] => {
    const path = pathFor(document._type, document.slug)
    if (!path) return []
    // The bundled content has no edit times; the Content Lake always does.
    const updatedAt: string | null = document._updatedAt ?? null
    return [{ path, title: document.title ?? '', description: document.description ?? null, updatedAt, type: document._type }]
  })
  return pages.sort((a, b) => (a.path === '/' ? -1 : b.path === '/' ? 1 : a.path.localeCompare(b.path)))
})

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
