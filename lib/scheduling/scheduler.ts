import { isPending, refusalWhenDue, type Schedule } from './schedule'

/**
 * The scheduler (docs/deploying.md#scheduled-publishing): at each tick, every schedule
 * whose time has come is published or unpublished, once. Pure of I/O: the schedules and documents come from a store
 * (the Content Lake, sanityStore.ts), the lock from Redis (redisLock.ts), the time from `now`.
 *
 * Exactly once, across instances and ticks:
 * 1. The Redis lock (`SET NX PX`) per schedule keeps other instances away while one is at it.
 * 2. The claim is the real guarantee, with or without Redis: the schedule is marked `firing` only if it is still
 *    at the revision read (`ifRevisionID`), so of two ticks that read it, one claims it and the other is refused.
 * 3. Only the claimant publishes, then marks it `done`.
 * A claim left by an instance that stopped mid-way is taken over after CLAIM_LEASE_MS.
 */

/** The document as the Content Lake holds it now: its draft's and its published version's revisions. */
export type DocumentState = { draftRevision: string | null; publishedRevision: string | null }

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

export const NOTHING_TO_PUBLISH = 'There were no unpublished changes at that time: nothing was published.'
export const NOTHING_TO_UNPUBLISH = 'It was not published at that time: nothing was unpublished.'

export type TickReport = {
  /** Published or unpublished (or found with nothing to do) by this tick. */
  done: string[]
  refused: string[]
  /** Due, but run by another instance or tick (locked, or claimed first). */
  skipped: string[]
  /** Failed this time; tried again at the next tick. */
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

    const claimed = await store.update(schedule, { status: 'firing', claimedAt: time.toISOString() })
    if (!claimed) return report.skipped.push(schedule._id)

    const lateMs = time.getTime() - Date.parse(schedule.at)
    if (lateMs > LATE_AFTER_MS)
      log.warn(
        `[schedule] the ${describe(schedule)} was missed (no scheduler ran): running it ${minutesLate(lateMs)} late.`,
      )
    try {
      let outcome: Partial<Schedule>
      if (schedule.kind === 'publish') {
        if (state.draftRevision) {
          await store.publish(schedule.documentId, state.draftRevision)
          outcome = { publishedRevision: state.draftRevision }
        } else outcome = { note: NOTHING_TO_PUBLISH }
      } else if (state.publishedRevision) {
        await store.unpublish(schedule.documentId)
        outcome = {}
      } else outcome = { note: NOTHING_TO_UNPUBLISH }
      await store.update(claimed, { ...outcome, status: 'done', finishedAt: now().toISOString() })
      log.info(
        `[schedule] ${outcome.note ? `nothing to do for the ${describe(schedule)}: ${outcome.note}` : `ran the ${describe(schedule)}.`}`,
      )
      report.done.push(schedule._id)
    } catch (error) {
      // Released for the next tick (the draft changed between reading and publishing, the Content Lake failed…).
      log.error(`[schedule] the ${describe(schedule)} failed; trying again at the next tick:`, error)
      await store.update(claimed, { status: 'scheduled', claimedAt: null }).catch(() => {})
      report.failed.push(schedule._id)
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
