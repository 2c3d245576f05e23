/**
 * The content health check (docs/studio.md, "Content health"): what would embarrass the site, found in its content
 * before visitors or search engines find it. Pure: it reads documents (the bundled seed, a dataset's, or the
 * Studio's) and returns findings; scripts/content-check.ts and the Studio's "Content health" tool show them.
 */
import type { SanityClient } from '@sanity/client'
import {
  brokenLinks,
  duplicateTitles,
  emptySections,
  imagesWithoutAlt,
  metaDescriptions,
  metaTitles,
  redirectChains,
  unreachablePages,
} from './checks'
import { currentVersions, describeSite, publishedVersions } from './site'
import type { ContentDocument, Finding } from './types'

export { DESCRIPTION_LENGTH, TITLE_LENGTH } from './checks'
export type { CheckName, ContentDocument, Finding, PathSegment, Severity } from './types'
export { pathToString } from './walk'

const CHECKS = [
  imagesWithoutAlt,
  brokenLinks,
  metaTitles,
  metaDescriptions,
  unreachablePages,
  redirectChains,
  duplicateTitles,
  emptySections,
]

/**
 * Every finding over `documents` as stored (the `raw` perspective: drafts under `drafts.` ids, each checked as it
 * would be published, and the published versions, which say what visitors get now), errors first. `siteOrigin` is
 * the site's own address: a link or redirect to it is internal.
 */
export function checkContent(documents: readonly ContentDocument[], { siteOrigin }: { siteOrigin: string }): Finding[] {
  const site = describeSite(currentVersions(documents), siteOrigin, publishedVersions(documents))
  const findings = CHECKS.flatMap((check) => check(site))
  return findings.sort((a, b) => (a.severity === b.severity ? 0 : a.severity === 'error' ? -1 : 1))
}

/** The GROQ query that reads what the check needs from a dataset: every document but files and contact messages. */
export const CONTENT_HEALTH_QUERY = /* groq */ `*[!(_type match "sanity.*") && _type != "contactSubmission" && !(_id in path("versions.**"))]`

/**
 * Reads what the Studio's tool checks: every document as stored (the `raw` perspective), drafts and published
 * versions apart. The `drafts` perspective would let a draft stand in for a published document, and a link to a
 * page that is only a draft would pass.
 */
export const readAllVersions = (client: Pick<SanityClient, 'fetch'>) =>
  client.fetch<ContentDocument[]>(CONTENT_HEALTH_QUERY, {}, { perspective: 'raw' })
