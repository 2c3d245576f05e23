/**
 * Refreshes a cache tag once the Content Lake serves what was published, and no sooner.
 *
 * Sanity calls the webhook as soon as a transaction is committed, before the indexes that answer GROQ queries are
 * sure to have it: a page rendered at that moment would read the old version and keep it until the next publish.
 * So each change waits until a query (published perspective, no CDN: what a page render reads) serves its revision,
 * or no longer finds the document it deleted. The changes waiting at one moment are checked together, one query a
 * poll, and a tag is refreshed once for all the changes of a burst (a release, an import): when none of its changes
 * is still on its way, or once a served change has waited `holdMs` for the others.
 */

/** A published revision: Sanity's `_rev`, and `_updatedAt` when known (a later one supersedes it). */
export type Revision = { rev: string; updatedAt?: string | null }

export type PublishedChange = {
  id: string
  /** The cache tag the change refreshes (the document's type). */
  tag: string
  /** The revision to wait for; null when the change deleted the document (or unpublished it). */
  revision: Revision | null
}

export type RefreshOutcome = {
  /** From the webhook to the refresh. */
  waitedMs: number
  /** False when the revision was not served within the deadline and the tag was refreshed anyway. */
  served: boolean
}

export type RefresherOptions = {
  /**
   * The revisions a content query serves now for these ids (an id left out: no such document is served). Null when
   * content is read in-process (the embedded dataset): everything is served at once.
   */
  servedRevisions: ((ids: string[]) => Promise<Map<string, Revision>>) | null
  /** Refreshes one tag; throws when the shared cache cannot be told. */
  refresh: (tag: string) => void | Promise<void>
  /** How often waiting changes are checked. */
  pollMs?: number
  /** How long a change waits for its revision before the tag is refreshed anyway. */
  deadlineMs?: number
  /** How long a served change waits for other changes of its tag still on their way. */
  holdMs?: number
  now?: () => number
  sleep?: (ms: number) => Promise<void>
  log?: Pick<Console, 'warn'>
}

export const POLL_MS = 100
export const DEADLINE_MS = 10_000
export const HOLD_MS = 1_000

type Waiting = {
  change: PublishedChange
  arrivedAt: number
  servedAt?: number
  served?: boolean
  outcome: Promise<RefreshOutcome>
  settle: { resolve: (outcome: RefreshOutcome) => void; reject: (error: unknown) => void }
}

const sleepFor = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms))

/** Whether what a query serves is the awaited revision, or a later one. */
function isServed(wanted: Revision | null, served: Revision | undefined): boolean {
  if (!wanted) return !served
  if (!served) return false
  if (served.rev === wanted.rev) return true
  return Boolean(wanted.updatedAt && served.updatedAt && served.updatedAt > wanted.updatedAt)
}

export function createRefresher(options: RefresherOptions) {
  const {
    servedRevisions,
    refresh,
    pollMs = POLL_MS,
    deadlineMs = DEADLINE_MS,
    holdMs = HOLD_MS,
    now = Date.now,
    sleep = sleepFor,
    log = console,
  } = options
  /** Keyed by document and revision: Sanity retrying a call it sent joins the first one. */
  const waiting = new Map<string, Waiting>()
  let polling = false

  async function checkServed() {
    const unserved = [...waiting.values()].filter((entry) => entry.servedAt === undefined)
    if (unserved.length === 0) return
    let served = new Map<string, Revision>()
    if (servedRevisions) {
      try {
        served = await servedRevisions([...new Set(unserved.map((entry) => entry.change.id))])
      } catch (error) {
        log.warn(
          `[revalidate] Could not ask the Content Lake which revisions it serves: ${error instanceof Error ? error.message : error}`,
        )
      }
    }
    const checkedAt = now()
    for (const entry of unserved) {
      const { id, tag, revision } = entry.change
      if (!servedRevisions || isServed(revision, served.get(id))) {
        entry.servedAt = checkedAt
        entry.served = true
      } else if (checkedAt - entry.arrivedAt >= deadlineMs) {
        entry.servedAt = checkedAt
        entry.served = false
        log.warn(
          `[revalidate] ${tag} ${JSON.stringify(id)}: ${revision ? `revision ${JSON.stringify(revision.rev)} is` : 'the deletion is'} still not served after ${deadlineMs / 1000} s; refreshing anyway.`,
        )
      }
    }
  }

  /** Refreshes each tag whose changes are all served, or whose first served change has waited long enough. */
  async function refreshReadyTags() {
    const byTag = Map.groupBy(waiting.values(), (entry) => entry.change.tag)
    const at = now()
    for (const [tag, entries] of byTag) {
      const ready = entries.filter((entry) => entry.servedAt !== undefined)
      if (ready.length === 0) continue
      const everyServed = ready.length === entries.length
      if (!everyServed && at - Math.min(...ready.map((entry) => entry.servedAt!)) < holdMs) continue
      for (const entry of ready) waiting.delete(keyOf(entry.change))
      try {
        await refresh(tag)
      } catch (error) {
        for (const entry of ready) entry.settle.reject(error)
        continue
      }
      const refreshedAt = now()
      for (const entry of ready)
        entry.settle.resolve({ waitedMs: refreshedAt - entry.arrivedAt, served: entry.served! })
    }
  }

  async function poll() {
    polling = true
    try {
      for (;;) {
        await checkServed()
        await refreshReadyTags()
        if (waiting.size === 0) return
        await sleep(pollMs)
      }
    } finally {
      polling = false
    }
  }

  const keyOf = ({ id, revision }: PublishedChange) => `${id}\n${revision?.rev ?? 'deleted'}`

  return {
    /** Resolves once the change's tag is refreshed; rejects when the refresh fails (the webhook answers 503). */
    refreshWhenServed(change: PublishedChange): Promise<RefreshOutcome> {
      const same = waiting.get(keyOf(change))
      if (same) return same.outcome
      let settle!: Waiting['settle']
      const outcome = new Promise<RefreshOutcome>((resolve, reject) => (settle = { resolve, reject }))
      waiting.set(keyOf(change), { change, arrivedAt: now(), outcome, settle })
      if (!polling) void poll()
      return outcome
    },
  }
}

export type Refresher = ReturnType<typeof createRefresher>
