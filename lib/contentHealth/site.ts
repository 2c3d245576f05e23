import { followRedirects, internalPath, redirectGraph, REDIRECT_TYPE } from '@/lib/redirects/rules'
import { FIXED_ROUTES, publishedAddresses } from '@/lib/front/addresses'
import { COLLECTION_PATHS, feedPath, pathFor, ROUTABLE_TYPES, SINGLETON_PATHS } from '@/lib/site/routes'
import type { ContentDocument } from './types'

const DRAFT_PREFIX = 'drafts.'

/** Documents the checks never read: uploaded files' records and messages from the contact form (personal data). */
const IGNORED_TYPES = /^sanity\.|^contactSubmission$/

/**
 * The content as it would be with every draft published: one version of each document, the draft where there is
 * one, under the published id (the id the Studio opens). Release versions ("versions.…") are left out.
 */
export function currentVersions(documents: readonly ContentDocument[]): ContentDocument[] {
  const byId = new Map<string, ContentDocument>()
  for (const document of documents) {
    if (document._id.startsWith('versions.') || IGNORED_TYPES.test(document._type)) continue
    const isDraft = document._id.startsWith(DRAFT_PREFIX)
    const id = isDraft ? document._id.slice(DRAFT_PREFIX.length) : document._id
    if (isDraft || !byId.has(id)) byId.set(id, { ...document, _id: id })
  }
  return [...byId.values()]
}

export type Page = { document: ContentDocument; path: string }

const slugOf = (document: ContentDocument) => (document.slug as { current?: string } | undefined)?.current ?? null

const refsIn = (value: unknown): string[] =>
  Array.isArray(value) ? value.flatMap((item) => (typeof item?._ref === 'string' ? [item._ref] : [])) : []

/** Anchors of a page's sections: the ids `/page#anchor` links scroll to (components/sections/types.ts). */
function sectionAnchors(document: ContentDocument): Set<string> | null {
  if (!Array.isArray(document.sections)) return null
  return new Set(document.sections.flatMap((section) => (typeof section?.anchor === 'string' ? [section.anchor] : [])))
}

/** What the checks know of the site: its documents, pages, addresses, anchors and redirects. */
export type Site = ReturnType<typeof describeSite>

/** The published versions only (no drafts, no release versions): what visitors see now. */
export const publishedVersions = (documents: readonly ContentDocument[]) =>
  documents.filter(
    (document) =>
      !document._id.startsWith(DRAFT_PREFIX) &&
      !document._id.startsWith('versions.') &&
      !IGNORED_TYPES.test(document._type),
  )

const pagesOf = (documents: readonly ContentDocument[]): Page[] =>
  documents.flatMap((document) => {
    const path = pathFor(document._type, slugOf(document))
    return path && (ROUTABLE_TYPES as string[]).includes(document._type) ? [{ document, path }] : []
  })

/** Every address the site answers with these documents published (lib/front/addresses.ts). */
function addressesOf(documents: readonly ContentDocument[]): Set<string> {
  const posts = documents.filter((document) => document._type === 'blogPost')
  const categories = documents.filter((document) => document._type === 'blogCategory')
  const blogPage = documents.find((document) => document._type === 'blogPage')
  const categoryPaths = categories.flatMap((category) => {
    const slug = slugOf(category)
    return slug ? [COLLECTION_PATHS.blogCategory + slug] : []
  })
  return new Set<string>([
    ...FIXED_ROUTES,
    ...categoryPaths.map(feedPath),
    ...publishedAddresses({
      pages: pagesOf(documents).map(({ document }) => ({ _type: document._type, slug: slugOf(document) })),
      postsPerPage: typeof blogPage?.postsPerPage === 'number' ? blogPage.postsPerPage : null,
      articleCount: posts.length,
      categories: categories.map((category) => ({
        slug: slugOf(category),
        articleCount: posts.filter((post) => refsIn(post.categories).includes(category._id)).length,
      })),
    }),
  ])
}

/**
 * `documents`: the content as it would be with every draft published (currentVersions); `published`: what visitors
 * see now (publishedVersions), by default the same.
 */
export function describeSite(
  documents: readonly ContentDocument[],
  siteOrigin: string,
  published: readonly ContentDocument[] = documents,
) {
  const byId = new Map(documents.map((document) => [document._id, document]))
  const pages = pagesOf(documents)
  const settings = byId.get('siteSettings')
  const addresses = addressesOf(documents)
  // Addresses only a draft gives: visitors get "not found" there until it is published.
  const liveAddresses = published === documents ? addresses : addressesOf(published)
  const anchors = new Map<string, Set<string>>()
  for (const { document, path } of pages) {
    const own = sectionAnchors(document)
    if (own) anchors.set(path, own)
  }
  const redirects = documents.filter(
    (document) =>
      document._type === REDIRECT_TYPE &&
      document.enabled !== false &&
      typeof document.source === 'string' &&
      typeof document.destination === 'string',
  ) as (ContentDocument & { source: string; destination: string })[]
  const redirectNext = redirectGraph(redirects, siteOrigin)
  return {
    documents,
    byId,
    pages,
    addresses,
    liveAddresses,
    /** The published documents, under their ids. */
    published,
    anchors,
    redirects,
    siteOrigin,
    /** Where a visitor of a site path ends up after the redirects: the addresses visited, and whether they loop. */
    follow: (path: string) => followRedirects(redirectNext, path),
    internalPath: (href: string) => internalPath(href, siteOrigin),
    homePath: SINGLETON_PATHS.homePage,
    /** What the site's layout adds after every page title (app/layout.tsx): " | Persistly". */
    titleSuffix: typeof settings?.companyName === 'string' ? ` | ${settings.companyName}` : '',
  }
}
