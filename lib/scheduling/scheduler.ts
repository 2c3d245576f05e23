import { addressChangeOf } from '@/lib/redirects/addressChange'
import { isPending, refusalWhenDue, runsBefore, type Schedule } from './schedule'

/**
 * The scheduler (docs/deploying.md#scheduled-publishing): at each tick, every schedule
 * whose time has come is published or unpublished, once. Pure of I/O: the schedules and documents come from a store
 * (the Content Lake, sanityStore.ts), the lock from Redis (redisLock.ts), the time from `now`.
 *
 * Exactly once, across instances and ticks:
 * 1. The Redis lock (`SET NX PX`) per schedule keeps other instances away while one is at it.
 * 2. The claim is the real guarantee, with or without Redis: the schedule is marked `firing` only if it is still
 *    at the revision read (`ifRevisionID`), so of two ticks that read it, one claims it and the other is refused.
 * 3. Only the claimant publishes, then marks it `done`. Once the publish went through, it is never run again: only
 *    the bookkeeping is retried, and a claim taken over publishes nothing but the draft revision it named.
 * A claim left by an instance that stopped mid-way is taken over after CLAIM_LEASE_MS. A failure the Content Lake
 * may get over (a revision conflict, a network error, a 5xx) is tried again at the next tick, MAX_ATTEMPTS times in
 * all; any other (it refuses the unpublish of a referenced document…) marks the schedule `failed` with its message.
 */

/** The document as the Content Lake holds it now: its draft's and its published version's revisions. */
export type DocumentState = {
  draftRevision: string | null
  publishedRevision: string | null
  /** The slugs of both versions: a publish that changes the address leaves a redirect (lib/redirects/addressChange.ts). */
  draftSlug: string | null
  publishedSlug: string | null
}

export type ScheduleStore = {
  /** Schedules to run at `now`: scheduled at or before it, and claims made before `staleClaimsBefore`. */
  due(now: string, staleClaimsBefore: string): Promise<Schedule[]>
  /** The schedule as it is now (not as a query index saw it a moment ago). */
  get(id: string): Promise<Schedule | null>
  /** Every schedule of a document. */
  schedulesOf(documentId: string): Promise<Schedule[]>
  documentState(documentId: string): Promise<DocumentState>
  /** Sets `fields` if the schedule is still at its `_rev`: the updated schedule, or null when it has changed since. */
  update(schedule: Schedule, fields: Partial<Schedule>): Promise<Schedule | null>
  /** Publishes the draft, only if it is still at `draftRevision`. */
  publish(documentId: string, draftRevision: string): Promise<void>
  unpublish(documentId: string): Promise<void>
  /** The redirects a new address needs (lib/redirects/addressChange.ts), as the Studio's Publish button writes them. */
  recordAddressChange(from: string, to: string): Promise<void>
}

export type ScheduleLock = {
  /** A token when the lock was free (and is now held for `ms`), null when another holds it. */
  acquire(key: string, ms: number): Promise<string | null>
  /** Frees the lock if `token` still holds it. */
  release(key: string, token: string): Promise<void>
}

/** A claim older than this belongs to an instance that stopped mid-way: another takes it over. */
export const CLAIM_LEASE_MS = 2 * 60_000

/** A schedule run this much after its time was missed (no scheduler ran): said in the log. */
export const LATE_AFTER_MS = 60_000

/** How many times a schedule is tried when the Content Lake fails in a way it may get over; then it is `failed`. */
export const MAX_ATTEMPTS = 5

/** How many times the `done` write is tried within the tick after the publish itself went through. */
export const BOOKKEEPING_ATTEMPTS = 3

export const NOTHING_TO_PUBLISH = 'There were no unpublished changes at that time: nothing was published.'
export const NOTHING_TO_UNPUBLISH = 'It was not published at that time: nothing was unpublished.'
export const INTERRUPTED =
  'A scheduler stopped while publishing this, and the draft is no longer the one it was publishing (most likely that one went out then): nothing was published again. Check the document.'

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error))

/** A publish that went out without the redirect its new address needs (the Studio's Publish button says the same). */
export const noRedirectNote = (from: string, error: unknown) =>
  `Published, but no redirect from ${from} could be created (${messageOf(error)}): links to it now lead nowhere. Create one under Redirects.`

/** What the schedule list shows for a failure: the Content Lake's own message. */
export const failureNote = (error: unknown, attempts: number, final: boolean) => {
  const message = messageOf(error)
  if (!final) return `Attempt ${attempts} failed, tried again at the next check: ${message}`
  return attempts > 1
    ? `Failed ${attempts} times; the last time: ${message}`
    : `The Content Lake refused it: ${message}`
}

/** Sanity's answer to an unpublish or delete of a document that published documents reference strongly. */
const REFERENCED = 'documentHasExistingReferencesError'

/**
 * Whether running it again may succeed: a revision conflict (the draft changed between reading and publishing), a
 * network error, a timeout, a rate limit or a 5xx. Any other answer of the Content Lake would be the same next time.
 */
export function mayPassLater(error: unknown): boolean {
  const { statusCode, details } = (error ?? {}) as {
    statusCode?: number
    details?: { type?: string; items?: { error?: { type?: string } }[] }
  }
  if (typeof statusCode !== 'number') return true
  if (statusCode === 409) {
    const types = [details?.type, ...(details?.items ?? []).map((item) => item.error?.type)]
    return !types.includes(REFERENCED)
  }
  return statusCode === 408 || statusCode === 429 || statusCode >= 500
}

export type TickReport = {
  /** Published or unpublished (or found with nothing to do) by this tick. */
  done: string[]
  refused: string[]
  /** Due, but run by another instance or tick (locked, or claimed first). */
  skipped: string[]
  /** Failed this time: tried again at the next tick, or marked `failed` when it cannot pass or kept failing. */
  failed: string[]
}

export type SchedulerOptions = {
  store: ScheduleStore
  /** Null without Redis (one instance, or none shared): the claim alone keeps it to once. */
  lock: ScheduleLock | null
  now: () => Date
  log?: Pick<Console, 'info' | 'warn' | 'error'>
}

export const lockKey = (scheduleId: string) => `persistly:schedule:${scheduleId}`

const describe = (schedule: Schedule) =>
  `${schedule.kind} of ${schedule.documentType} "${schedule.documentId}" (schedule "${schedule._id}", due ${schedule.at})`

const minutesLate = (ms: number) =>
  ms < 3_600_000 ? `${Math.round(ms / 60_000)} min` : `${Math.round((ms / 3_600_000) * 10) / 10} h`

export function createScheduler({ store, lock, now, log = console }: SchedulerOptions) {
  /** The tick under way: a second call (the interval and the cron route in one process) joins it. */
  let running: Promise<TickReport> | null = null

  async function run(schedule: Schedule, report: TickReport) {
    const key = lockKey(schedule._id)
    let token: string | null = null
    if (lock) {
      try {
        token = await lock.acquire(key, CLAIM_LEASE_MS)
        if (!token) return report.skipped.push(schedule._id)
      } catch (error) {
        // Redis down: the claim below still keeps it to once.
        log.warn(`[schedule] the Redis lock is unavailable (${String(error)}); relying on the claim alone.`)
      }
    }
    try {
      await claimAndRun(schedule, report)
    } finally {
      if (lock && token) await lock.release(key, token).catch(() => {})
    }
  }

  async function claimAndRun(listed: Schedule, report: TickReport) {
    const time = now()
    // The query index may lag: read the schedule itself, and check it is still due.
    const schedule = await store.get(listed._id)
    const stillDue =
      schedule &&
      Date.parse(schedule.at) <= time.getTime() &&
      (schedule.status === 'scheduled' ||
        (schedule.status === 'firing' && Date.parse(schedule.claimedAt ?? '') <= time.getTime() - CLAIM_LEASE_MS))
    if (!schedule || !stillDue) return report.skipped.push(listed._id)

    const [state, others] = await Promise.all([
      store.documentState(schedule.documentId),
      store.schedulesOf(schedule.documentId),
    ])
    const refusal = refusalWhenDue(schedule, {
      documentExists: state.draftRevision !== null || state.publishedRevision !== null,
      others,
    })
    if (refusal) {
      const refused = await store.update(schedule, { status: 'refused', note: refusal, finishedAt: time.toISOString() })
      if (!refused) return report.skipped.push(schedule._id)
      log.warn(`[schedule] refused the ${describe(schedule)}: ${refusal}`)
      return report.refused.push(schedule._id)
    }

    // A document's schedules run in order: a later one waits while an earlier one is pending or being retried.
    if (runsBefore(schedule, others)) return report.skipped.push(schedule._id)

    // A claim taken over (its instance stopped) whose draft changed since may already have been published.
    const takenOver = schedule.status === 'firing' && schedule.publishingRevision
    if (takenOver && schedule.kind === 'publish' && state.draftRevision !== schedule.publishingRevision) {
      const finished = await store.update(schedule, {
        status: 'done',
        note: INTERRUPTED,
        finishedAt: time.toISOString(),
      })
      if (!finished) return report.skipped.push(schedule._id)
      log.warn(`[schedule] the ${describe(schedule)} was interrupted; not published again: ${INTERRUPTED}`)
      return report.done.push(schedule._id)
    }

    const publishing = schedule.kind === 'publish' ? state.draftRevision : null
    const claimed = await store.update(schedule, {
      status: 'firing',
      claimedAt: time.toISOString(),
      publishingRevision: publishing,
    })
    if (!claimed) return report.skipped.push(schedule._id)

    const attempts = schedule.attempts ?? 0
    const lateMs = time.getTime() - Date.parse(schedule.at)
    // Said once: a retry is late because of its failures, not because no scheduler ran.
    if (lateMs > LATE_AFTER_MS && attempts === 0)
      log.warn(
        `[schedule] the ${describe(schedule)} was missed (no scheduler ran): running it ${minutesLate(lateMs)} late.`,
      )

    // Only the publish or unpublish: once it went through, nothing below may run it again.
    let outcome: Partial<Schedule>
    try {
      outcome = await perform(schedule, state)
    } catch (error) {
      return failed(claimed, error, attempts + 1, report)
    }

    const address =
      schedule.kind === 'publish' &&
      outcome.publishedRevision &&
      addressChangeOf(schedule.documentType, state.publishedSlug, state.draftSlug)
    if (address) {
      try {
        await store.recordAddressChange(address.from, address.to)
        log.info(`[schedule] redirect created for the ${describe(schedule)}: ${address.from} → ${address.to}.`)
      } catch (error) {
        log.error(`[schedule] no redirect from ${address.from} after the ${describe(schedule)}:`, error)
        outcome = { ...outcome, note: noRedirectNote(address.from, error) }
      }
    }
    // `note: null` clears a failed attempt's note.
    await finish(claimed, { note: null, ...outcome, status: 'done', finishedAt: now().toISOString() })
    log.info(
      `[schedule] ${outcome.note && !outcome.publishedRevision ? `nothing to do for the ${describe(schedule)}: ${outcome.note}` : `ran the ${describe(schedule)}.`}`,
    )
    report.done.push(schedule._id)
  }

  /** The publish or unpublish itself, with the state read before the claim. */
  async function perform(schedule: Schedule, state: DocumentState): Promise<Partial<Schedule>> {
    if (schedule.kind === 'publish') {
      if (!state.draftRevision) return { note: NOTHING_TO_PUBLISH }
      await store.publish(schedule.documentId, state.draftRevision)
      return { publishedRevision: state.draftRevision }
    }
    if (!state.publishedRevision) return { note: NOTHING_TO_UNPUBLISH }
    await store.unpublish(schedule.documentId)
    return {}
  }

  /** Back to `scheduled` for the next tick when it may pass then, else (or at the last attempt) `failed`. */
  async function failed(claimed: Schedule, error: unknown, attempts: number, report: TickReport) {
    const final = !mayPassLater(error) || attempts >= MAX_ATTEMPTS
    const note = failureNote(error, attempts, final)
    if (final) {
      log.error(`[schedule] the ${describe(claimed)} failed: ${note}`, error)
      await store
        .update(claimed, { status: 'failed', note, attempts, finishedAt: now().toISOString() })
        .catch((failure: unknown) => log.error(`[schedule] could not mark the ${describe(claimed)} failed:`, failure))
    } else {
      log.error(`[schedule] the ${describe(claimed)} failed; trying again at the next tick:`, error)
      await store
        .update(claimed, { status: 'scheduled', claimedAt: null, publishingRevision: null, note, attempts })
        .catch(() => {
          // Left `firing`: taken over after the lease, which publishes only the draft revision it named.
        })
    }
    report.failed.push(claimed._id)
  }

  /**
   * Marks it done, trying a few times: the publish went through, so a failure here is never a reason to run it
   * again. Still `firing` after that, its claim is taken over after the lease, which does not publish it twice.
   */
  async function finish(claimed: Schedule, fields: Partial<Schedule>) {
    for (let attempt = 1; attempt <= BOOKKEEPING_ATTEMPTS; attempt++) {
      try {
        await store.update(claimed, fields)
        return
      } catch (error) {
        log.error(`[schedule] could not mark the ${describe(claimed)} done (attempt ${attempt}):`, error)
      }
    }
  }

  async function tickOnce(): Promise<TickReport> {
    const time = now()
    const report: TickReport = { done: [], refused: [], skipped: [], failed: [] }
    const due = await store.due(time.toISOString(), new Date(time.getTime() - CLAIM_LEASE_MS).toISOString())
    for (const schedule of due) {
      if (!isPending(schedule.status)) continue
      try {
        await run(schedule, report)
      } catch (error) {
        log.error(`[schedule] the ${describe(schedule)} could not be run; trying again at the next tick:`, error)
        report.failed.push(schedule._id)
      }
    }
    return report
  }

  return {
    /** Runs every due schedule once; joins the tick under way if there is one. */
    tick(): Promise<TickReport> {
      running ??= tickOnce().finally(() => {
        running = null
      })
      return running
    },
  }
}

export type Scheduler = ReturnType<typeof createScheduler>
