/**
 * What publishing a new address for a page does to the redirects (the Studio's Publish button,
 * studio/actions/redirectOnAddressChange.ts, and a scheduled publish, lib/scheduling/scheduler.ts): the old address
 * leads to the new one, redirects that led to the old address lead to the new one directly (no chain), and a
 * redirect away from the new address goes (it would hide the page, or loop when a page gets its old address back).
 */
import type { SanityClient } from '@sanity/client'
import { pathFor } from '@/lib/site/routes'
import { internalPath, REDIRECT_TYPE } from './rules'

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

export type StoredRedirect = { _id: string; source: string; destination: string }

export type AddressChangePlan = {
  /** A redirect from the old address: a new one, or (by id) the one that exists, pointed at the new address and on. */
  fromOldAddress: { create: { source: string; destination: string } } | { reuse: string }
  /** Redirects (by id) that led to the old address, to point at the new one. */
  retarget: string[]
  /** Redirects (by id) away from the new address. */
  remove: string[]
}

export function planAddressChange(
  existing: readonly StoredRedirect[],
  from: string,
  to: string,
  siteOrigin: string,
): AddressChangePlan {
  const idsOf = (keep: (redirect: StoredRedirect) => boolean) => existing.filter(keep).map((redirect) => redirect._id)
  const existingFromOld = existing.find((redirect) => redirect.source === from)
  return {
    fromOldAddress: existingFromOld ? { reuse: existingFromOld._id } : { create: { source: from, destination: to } },
    retarget: idsOf(
      (redirect) =>
        redirect.source !== from && redirect.source !== to && internalPath(redirect.destination, siteOrigin) === from,
    ),
    remove: idsOf((redirect) => redirect.source === to),
  }
}

/** The published redirects (drafts of them are not on the site and are left alone). */
const PUBLISHED_REDIRECTS = `*[_type == $type && !(_id in path("drafts.**")) && !(_id in path("versions.**"))]{ _id, source, destination }`

/** Applies the plan in one transaction with the marketer's own client, and returns it. */
export async function recordAddressChange(
  client: SanityClient,
  from: string,
  to: string,
  siteOrigin: string,
): Promise<AddressChangePlan> {
  const existing = await client.fetch<StoredRedirect[]>(PUBLISHED_REDIRECTS, { type: REDIRECT_TYPE })
  const plan = planAddressChange(existing, from, to, siteOrigin)
  const transaction = client.transaction()
  if ('create' in plan.fromOldAddress) {
    const redirect = { ...plan.fromOldAddress.create, statusCode: 308, enabled: true }
    transaction.create({ _id: `${REDIRECT_TYPE}-${crypto.randomUUID()}`, _type: REDIRECT_TYPE, ...redirect })
  } else {
    transaction.patch(plan.fromOldAddress.reuse, (patch) => patch.set({ destination: to, enabled: true }))
  }
  for (const id of plan.retarget) transaction.patch(id, (patch) => patch.set({ destination: to }))
  for (const id of plan.remove) transaction.delete(id)
  await transaction.commit()
  return plan
}
