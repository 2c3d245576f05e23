import { pathFor } from '@/lib/site/routes'

/**
 * The address change a publish makes, for the Studio's Publish button (studio/actions/redirectOnAddressChange.ts)
 * and the scheduler alike: both then leave the same redirects (lib/redirects/addressChange.ts).
 */

/** A document's slug, or null. */
export const slugOf = (document: object | null | undefined) =>
  (document as { slug?: { current?: string } } | null | undefined)?.slug?.current ?? null

/** From the published version's address to the draft's, when publishing the draft changes it; else null. */
export function addressChangeOf(
  type: string,
  publishedSlug: string | null,
  draftSlug: string | null,
): { from: string; to: string } | null {
  const from = pathFor(type, publishedSlug)
  const to = pathFor(type, draftSlug)
  return from && to && draftSlug && from !== to ? { from, to } : null
}
