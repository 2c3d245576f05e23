import { isValidationErrorMarker, type ValidationMarker } from '@sanity/types'
import type { SanityClient } from 'sanity'
import {
  canonicalTime,
  refusalOf,
  SCHEDULE_ID_PREFIX,
  SCHEDULE_MESSAGES,
  SCHEDULE_TYPE,
  type Schedule,
  type ScheduleKind,
} from '@/lib/scheduling/schedule'

/**
 * What the Studio does with schedules (docs/studio.md#scheduling): write one, move it, cancel it, each checked
 * first against the rules the scheduler applies again when it is due (lib/scheduling/schedule.ts).
 */

/** A schedule as the Studio lists it: with its document's title and its draft's last edit, when it has one. */
export type ListedSchedule = Schedule & { title: string | null; draftEditedAt: string | null }

const LISTED = `{ _id, _rev, _createdAt, kind, at, documentId, documentType, status, draftRevisionWhenScheduled,
  claimedAt, finishedAt, publishedRevision, note, attempts,
  "title": coalesce(*[_id in [^.documentId, "drafts." + ^.documentId]][0]{ "t": coalesce(title, name, heading, question, internalName) }.t, null),
  "draftEditedAt": *[_id == "drafts." + ^.documentId][0]._updatedAt }`

/** Everything still to run, soonest first, and the last 20 run, refused, failed or cancelled. */
export const SCHEDULES_QUERY = `{
  "upcoming": *[_type == $type && !(_id in path("drafts.**")) && status in ["scheduled", "firing"]] | order(at asc) ${LISTED},
  "past": *[_type == $type && !(_id in path("drafts.**")) && status in ["done", "refused", "failed", "cancelled"]] | order(coalesce(finishedAt, at) desc)[0...20] ${LISTED}
}`

const SCHEDULES_OF_QUERY = `*[_type == $type && !(_id in path("drafts.**")) && documentId == $documentId] | order(at asc) ${LISTED}`

export const schedulesOf = (client: SanityClient, documentId: string) =>
  client.fetch<ListedSchedule[]>(SCHEDULES_OF_QUERY, { type: SCHEDULE_TYPE, documentId }, { perspective: 'raw' })

/** The published id and its draft's, as the Content Lake holds them now. */
async function documentNow(client: SanityClient, documentId: string) {
  const [published, draft] = await client.getDocuments([documentId, `drafts.${documentId}`])
  return { exists: Boolean(published || draft), draftRevision: draft?._rev ?? null }
}

export type Outcome = { ok: true } | { ok: false; message: string }

export const CHANGED_MEANWHILE = 'This schedule changed meanwhile (it may be running now): the list shows it as it is.'

const isConflict = (error: unknown) => (error as { statusCode?: number } | null)?.statusCode === 409

/**
 * The first validation error of the draft (its message, with the field it is in), as the Studio found it before
 * publishing (`useValidationStatus`), or null. The scheduler cannot run the Studio's validation (docs/studio.md).
 */
export function firstValidationError(markers: readonly ValidationMarker[]): string | null {
  const error = markers.find(isValidationErrorMarker)
  if (!error) return null
  const field = error.path.filter((segment) => typeof segment === 'string').join(' › ')
  return field ? `${field}: ${error.message}` : error.message
}

export async function createSchedule(
  client: SanityClient,
  request: { kind: ScheduleKind; at: string; documentId: string; documentType: string },
  /** The draft's first validation error (firstValidationError), or null: a publish of it is refused. */
  draftError: string | null = null,
): Promise<Outcome> {
  const [document, others] = await Promise.all([
    documentNow(client, request.documentId),
    schedulesOf(client, request.documentId),
  ])
  const refusal = refusalOf(request, { now: new Date(), documentExists: document.exists, others, draftError })
  if (refusal) return { ok: false, message: refusal }
  await client.create({
    _id: `${SCHEDULE_ID_PREFIX}${crypto.randomUUID()}`,
    _type: SCHEDULE_TYPE,
    kind: request.kind,
    at: canonicalTime(request.at),
    documentId: request.documentId,
    documentType: request.documentType,
    status: 'scheduled',
    draftRevisionWhenScheduled: document.draftRevision,
  })
  return { ok: true }
}

export async function moveSchedule(
  client: SanityClient,
  schedule: Schedule,
  at: string,
  draftError: string | null = null,
): Promise<Outcome> {
  if (schedule.status !== 'scheduled') return { ok: false, message: SCHEDULE_MESSAGES.notPending }
  const [document, others] = await Promise.all([
    documentNow(client, schedule.documentId),
    schedulesOf(client, schedule.documentId),
  ])
  const refusal = refusalOf(
    { kind: schedule.kind, at, documentId: schedule.documentId, documentType: schedule.documentType },
    {
      now: new Date(),
      documentExists: document.exists,
      others: others.filter((other) => other._id !== schedule._id),
      draftError,
    },
  )
  const when = canonicalTime(at)
  if (refusal || !when) return { ok: false, message: refusal ?? SCHEDULE_MESSAGES.invalidTime }
  return patchIfUnchanged(client, schedule, { at: when })
}

export async function cancelSchedule(client: SanityClient, schedule: Schedule): Promise<Outcome> {
  if (schedule.status !== 'scheduled') return { ok: false, message: SCHEDULE_MESSAGES.notPending }
  return patchIfUnchanged(client, schedule, { status: 'cancelled', finishedAt: new Date().toISOString() })
}

/** Only the revision the marketer saw: a scheduler that claimed it meanwhile wins. */
async function patchIfUnchanged(client: SanityClient, schedule: Schedule, fields: Partial<Schedule>): Promise<Outcome> {
  try {
    await client.patch(schedule._id).ifRevisionId(schedule._rev).set(fields).commit()
    return { ok: true }
  } catch (error) {
    if (isConflict(error)) return { ok: false, message: CHANGED_MEANWHILE }
    throw error
  }
}

/** The browser's time zone, which the Studio shows and reads times in. */
export const localTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone

/**
 * A stored (UTC) time as the marketer reads it: in their time zone, named. (The `long` time style names the zone:
 * `timeZoneName` cannot be combined with a style, the browser throws.)
 */
export const formatLocal = (at: string) =>
  new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'long' }).format(new Date(at))

/** A time as a `datetime-local` input holds it: the marketer's local time, to the second. */
export function toLocalInput(date: Date): string {
  const pad = (value: number) => String(value).padStart(2, '0')
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}:${pad(date.getSeconds())}`
}

/** A `datetime-local` value (the marketer's local time) as an instant; null when incomplete. */
export function fromLocalInput(value: string): string | null {
  return value ? canonicalTime(new Date(value)) : null
}
