/**
 * Scheduled publishing (docs/deploying.md#scheduled-publishing): what a schedule is, and the rules it must follow, shared by the
 * Studio (which writes schedules) and the scheduler (which checks them again when their time comes: a schedule
 * written past the Studio's checks is refused there). No server-only code: the Studio loads this module.
 */

import { isSingletonType } from '@/lib/sanity/singletons'

/** The document type of a schedule. Its documents live under `schedule.`, which only a token can read. */
export const SCHEDULE_TYPE = 'schedule'
export const SCHEDULE_ID_PREFIX = 'schedule.'

export const SCHEDULE_KINDS = ['publish', 'unpublish'] as const
export type ScheduleKind = (typeof SCHEDULE_KINDS)[number]

/** What a document may be scheduled to do: singletons are never unpublished (the Studio hides Unpublish for them). */
export const scheduleKindsOf = (documentType: string): readonly ScheduleKind[] =>
  isSingletonType(documentType) ? ['publish'] : SCHEDULE_KINDS

/** Whether the document may be scheduled to do that, by its type and by its id (a singleton's id is its type). */
const allowed = ({ kind, documentId, documentType }: ScheduleRequest) =>
  scheduleKindsOf(documentType).includes(kind) && scheduleKindsOf(documentId).includes(kind)

/**
 * `scheduled`: waiting for its time; `firing`: claimed by a scheduler that is publishing it now; `done`: published
 * or unpublished (or nothing was left to do: `note` says so); `refused`: the scheduler would not run it (`note`
 * says why); `failed`: the Content Lake refused the publish or unpublish, or kept failing (`note` has its message);
 * `cancelled`: by a marketer.
 */
export const SCHEDULE_STATUSES = ['scheduled', 'firing', 'done', 'refused', 'failed', 'cancelled'] as const
export type ScheduleStatus = (typeof SCHEDULE_STATUSES)[number]

export type Schedule = {
  _id: string
  _rev: string
  _createdAt: string
  kind: ScheduleKind
  /** When, in UTC (an ISO date, `toISOString()`'s form so that GROQ compares them as strings). */
  at: string
  /** The published id of the document to publish or unpublish, and its type (for links to it). */
  documentId: string
  documentType: string
  status: ScheduleStatus
  /** The draft's revision when the schedule was written (what the marketer saw); the draft at `at` goes out. */
  draftRevisionWhenScheduled?: string | null
  /** When a scheduler claimed it (a claim older than the lease is taken over: a crashed instance). */
  claimedAt?: string | null
  /** When it was published or unpublished, refused, or cancelled. */
  finishedAt?: string | null
  /** The draft revision that went out. */
  publishedRevision?: string | null
  /** Why it was refused or failed, what happened instead of a publish (nothing to publish), or the last failure. */
  note?: string | null
  /** How many times the scheduler tried to run it and the Content Lake failed (tried again while under the limit). */
  attempts?: number | null
  /** The draft revision a claim is publishing: a claim taken over never publishes another draft in its place. */
  publishingRevision?: string | null
}

/** A schedule still to run. */
export const isPending = (status: ScheduleStatus) => status === 'scheduled' || status === 'firing'

/** A schedule that holds its document and time: no other schedule may take them. */
const holdsItsTime = (status: ScheduleStatus) => status !== 'cancelled' && status !== 'refused' && status !== 'failed'

/**
 * How far in the past a schedule may be when written: the Studio's clock and the Content Lake's may differ by a
 * little, and a marketer picks minutes, not seconds.
 */
export const CLOCK_SKEW_MS = 60_000

export const SCHEDULE_MESSAGES = {
  invalidTime: 'Choose a valid date and time.',
  past: 'That time has already passed: choose a later one.',
  deleted: 'This document has been deleted: there is nothing to publish or unpublish.',
  unsaved: 'This document has not been saved yet: edit it first, then schedule it.',
  collision: (kind: ScheduleKind) =>
    `This document is already scheduled to ${kind} at that time: move or cancel that schedule instead.`,
  /** Publish and unpublish at one instant: which would run first is anyone's guess. */
  opposite: (kind: ScheduleKind) =>
    `This document is already scheduled to ${kind} at that time: choose another time, or move or cancel that schedule.`,
  invalidDraft: (error: string) =>
    `The draft has validation errors, and Publish would refuse it: ${error} Fix it, then schedule the publish.`,
  writtenAfterItsTime: 'Its time had already passed when it was scheduled.',
  notPending: 'This schedule has already run or been cancelled.',
  neverUnpublished: 'This page is always on the site: it can be scheduled to publish, never to unpublish.',
} as const

/** The same instant, written as schedules store it (UTC, milliseconds): GROQ compares them as strings. */
export function canonicalTime(value: string | Date): string | null {
  const time = new Date(value).getTime()
  return Number.isFinite(time) ? new Date(time).toISOString() : null
}

export type ScheduleRequest = { kind: ScheduleKind; at: string; documentId: string; documentType: string }

/** Why a schedule may not share its time with `other`: same kind (a duplicate) or the opposite (no order). */
const clashMessage = (kind: ScheduleKind, other: ScheduleKind) =>
  other === kind ? SCHEDULE_MESSAGES.collision(kind) : SCHEDULE_MESSAGES.opposite(other)

/**
 * Why a new schedule (or a moved one) is refused, or null: an unpublish of a singleton, a time in the past, a
 * document that no longer exists, a publish of a draft with validation errors (`draftError`, the first one, as the
 * Studio found it), or another schedule for the same document at the same time (of either kind). `others` are
 * the document's other schedules (the moved one left out).
 */
export function refusalOf(
  request: ScheduleRequest,
  {
    now,
    documentExists,
    others,
    draftError = null,
  }: {
    now: Date
    documentExists: boolean
    others: Pick<Schedule, 'kind' | 'at' | 'status' | 'documentId'>[]
    draftError?: string | null
  },
): string | null {
  if (!allowed(request)) return SCHEDULE_MESSAGES.neverUnpublished
  const at = canonicalTime(request.at)
  if (!at) return SCHEDULE_MESSAGES.invalidTime
  if (Date.parse(at) < now.getTime() - CLOCK_SKEW_MS) return SCHEDULE_MESSAGES.past
  if (!documentExists) return SCHEDULE_MESSAGES.deleted
  if (request.kind === 'publish' && draftError) return SCHEDULE_MESSAGES.invalidDraft(draftError)
  const clash = others.find(
    (other) => other.documentId === request.documentId && holdsItsTime(other.status) && canonicalTime(other.at) === at,
  )
  return clash ? clashMessage(request.kind, clash.kind) : null
}

/**
 * Why the scheduler refuses a due schedule, or null. It checks again what the Studio checked, with what the
 * Content Lake recorded: an unpublish of a singleton, a schedule written after its time (its `_createdAt`, the
 * Content Lake's clock, is later), a document deleted since, and a collision (of two schedules for the same document
 * and time, of either kind, the one written first runs). `others` are the document's other schedules.
 */
export function refusalWhenDue(
  schedule: Schedule,
  { documentExists, others }: { documentExists: boolean; others: Schedule[] },
): string | null {
  if (!allowed(schedule)) return SCHEDULE_MESSAGES.neverUnpublished
  if (Date.parse(schedule._createdAt) > Date.parse(schedule.at) + CLOCK_SKEW_MS)
    return SCHEDULE_MESSAGES.writtenAfterItsTime
  if (!documentExists) return SCHEDULE_MESSAGES.deleted
  const writtenFirst = others.find(
    (other) =>
      other._id !== schedule._id &&
      holdsItsTime(other.status) &&
      other.documentId === schedule.documentId &&
      canonicalTime(other.at) === canonicalTime(schedule.at) &&
      (other._createdAt < schedule._createdAt ||
        (other._createdAt === schedule._createdAt && other._id < schedule._id)),
  )
  return writtenFirst ? clashMessage(schedule.kind, writtenFirst.kind) : null
}

/**
 * Another schedule of the same document, still to run, whose time comes first (or the same time, written first):
 * a document's schedules run in order, so a later one waits while an earlier one is pending or being retried.
 */
export function runsBefore(schedule: Schedule, others: Schedule[]): Schedule | undefined {
  const at = Date.parse(schedule.at)
  return others.find(
    (other) =>
      other._id !== schedule._id &&
      other.documentId === schedule.documentId &&
      isPending(other.status) &&
      (Date.parse(other.at) < at ||
        (Date.parse(other.at) === at &&
          (other._createdAt < schedule._createdAt ||
            (other._createdAt === schedule._createdAt && other._id < schedule._id)))),
  )
}
