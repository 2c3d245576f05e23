import type { SanityClient } from '@sanity/client'
import { recordAddressChange, slugOf } from '@/lib/redirects/addressChange'
import { SCHEDULE_TYPE, type Schedule } from './schedule'
import type { DocumentState, ScheduleStore } from './scheduler'

const DRAFT_PREFIX = 'drafts.'

/** The fields a schedule is read with. */
export const SCHEDULE_PROJECTION = `{ _id, _rev, _createdAt, kind, at, documentId, documentType, status,
  draftRevisionWhenScheduled, claimedAt, finishedAt, publishedRevision, note, attempts, publishingRevision }`

const DUE_QUERY = `*[_type == $type && !(_id in path("drafts.**")) && (
  (status == "scheduled" && at <= $now) || (status == "firing" && claimedAt <= $staleClaimsBefore)
)] | order(at asc) ${SCHEDULE_PROJECTION}`

const SCHEDULES_OF_QUERY = `*[_type == $type && !(_id in path("drafts.**")) && documentId == $documentId] ${SCHEDULE_PROJECTION}`

/** Sanity's answer when `ifRevisionID` no longer matches. */
const isConflict = (error: unknown) => (error as { statusCode?: number } | null)?.statusCode === 409

/**
 * The schedules and the documents they publish, in the Content Lake, through a client with the site's write token
 * (SANITY_API_WRITE_TOKEN): schedules live under `schedule.`, which only a token reads. Publishing goes through the
 * Actions API, as the Studio's Publish button does, so the webhook and instant publishing follow as usual; a new
 * address gets its redirect with the button's code (`siteOrigin`: the site's address, for redirects written as full
 * addresses).
 */
export function sanityScheduleStore(client: SanityClient, { siteOrigin }: { siteOrigin: string }): ScheduleStore {
  const reader = client.withConfig({ perspective: 'published', useCdn: false })
  return {
    due: (now, staleClaimsBefore) =>
      reader.fetch<Schedule[]>(DUE_QUERY, { type: SCHEDULE_TYPE, now, staleClaimsBefore }),
    get: async (id) => (await reader.getDocument<Schedule>(id)) ?? null,
    schedulesOf: (documentId) => reader.fetch<Schedule[]>(SCHEDULES_OF_QUERY, { type: SCHEDULE_TYPE, documentId }),
    async documentState(documentId): Promise<DocumentState> {
      const [published, draft] = await reader.getDocuments([documentId, `${DRAFT_PREFIX}${documentId}`])
      return {
        publishedRevision: published?._rev ?? null,
        draftRevision: draft?._rev ?? null,
        publishedSlug: slugOf(published),
        draftSlug: slugOf(draft),
      }
    },
    async update(schedule, fields) {
      try {
        return await client
          .patch(schedule._id)
          .ifRevisionId(schedule._rev)
          .set(fields)
          .commit<Schedule>({ returnDocuments: true, visibility: 'sync' })
      } catch (error) {
        if (isConflict(error)) return null
        throw error
      }
    },
    async publish(documentId, draftRevision) {
      await client.action({
        actionType: 'sanity.action.document.publish',
        draftId: `${DRAFT_PREFIX}${documentId}`,
        publishedId: documentId,
        ifDraftRevisionId: draftRevision,
      })
    },
    async unpublish(documentId) {
      await client.action({
        actionType: 'sanity.action.document.unpublish',
        draftId: `${DRAFT_PREFIX}${documentId}`,
        publishedId: documentId,
      })
    },
    async recordAddressChange(from, to) {
      await recordAddressChange(client, from, to, siteOrigin)
    },
  }
}
