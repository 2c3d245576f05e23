/**
 * Next's server cache (`cacheHandler` in next.config.ts, set when REDIS_URL is) kept in Redis, so that every
 * instance serves the same prerendered pages and cached fetches, and `revalidateTag` on any instance expires the
 * tag for all of them. Written on Next's documented interface (get, set, revalidateTag, resetRequestCache;
 * node_modules/next/dist/docs/01-app/02-guides/self-hosting.md, "Configuring Caching").
 *
 * Entries belong to one build: their keys carry its build id, so after a deploy the new build never serves the old
 * one's pages (whose scripts no longer exist), and two deployments sharing a Redis (staging and production) never
 * serve each other's. Tag expiry times are shared by all: a publish refreshes every build's pages.
 *
 * Redis unreachable: reads are misses (the page is rendered afresh) and writes are dropped, so pages keep being
 * served; lib/redis/connection.ts logs the outage. Loaded by Node itself (not bundled): relative imports only.
 *
 * Hand-written on purpose: the published handlers stop before Next 16 or bring layers of their own, and this one
 * keeps the stale-render guard (an entry whose tag expired after its render began is never served):
 * docs/deploying.md#running-several-instances.
 */
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { CacheHandlerValue } from 'next/dist/server/lib/incremental-cache'
import { reachable, redisErrorMessage, sharedRedis, type SharedRedis } from './connection.ts'
import { expireTags, latestTagExpiry } from './tagExpiry.ts'

type Value = CacheHandlerValue['value']
/** Both kinds of context Next passes: a fetch's (tags) and a response's. */
type Context = { kind?: string; tags?: string[]; softTags?: string[] }
type StoredEntry = Required<Pick<CacheHandlerValue, 'lastModified' | 'value'>> &
  Pick<CacheHandlerValue, 'cacheControl'> & { tags: string[] }

/** Where an entry of build `buildId` is kept. */
export const entryKey = (buildId: string, key: string) => `next-cache:${buildId}:entry:${key}`
/**
 * Bounds the store: an entry nobody asked for in two weeks is dropped (a read does not extend it; the next
 * request renders and stores it again). Run Redis with `maxmemory` and `maxmemory-policy volatile-lru` to bound it by size:
 * only keys with a lifetime (entries, rate-limit windows) are evicted, never the tags' expiry times.
 */
const ENTRY_TTL_SECONDS = 14 * 24 * 60 * 60
/** Where a page's or route response's tags travel (its own, its fetches', and the path's implicit ones). */
const TAGS_HEADER = 'x-next-cache-tags'

/** JSON with the Buffers (RSC payloads, route bodies) and Maps (segment data) Next puts in entries. */
const TYPE = '__nextCacheType'
function replacer(this: Record<string, unknown>, key: string, value: unknown) {
  const raw = this[key] // before Buffer's own toJSON ran
  if (Buffer.isBuffer(raw)) return { [TYPE]: 'Buffer', base64: raw.toString('base64') }
  if (raw instanceof Map) return { [TYPE]: 'Map', entries: [...raw] }
  return value
}
function reviver(_key: string, value: unknown) {
  if (!value || typeof value !== 'object' || !(TYPE in value)) return value
  const tagged = value as { [TYPE]: string; base64?: string; entries?: [unknown, unknown][] }
  return tagged[TYPE] === 'Buffer' ? Buffer.from(tagged.base64 ?? '', 'base64') : new Map(tagged.entries)
}

/** An entry as this handler writes it; anything else read back (a corrupted or foreign value) is a miss. */
function isStoredEntry(entry: unknown): entry is StoredEntry {
  if (!entry || typeof entry !== 'object') return false
  const { lastModified, value, tags } = entry as Record<string, unknown>
  return (
    typeof lastModified === 'number' &&
    Number.isFinite(lastModified) &&
    (value === null || (typeof value === 'object' && typeof (value as Record<string, unknown>).kind === 'string')) &&
    Array.isArray(tags) &&
    tags.every((tag) => typeof tag === 'string')
  )
}

/** The build this server runs (`<distDir>/BUILD_ID`, beside the `server` folder Next names), read once per folder. */
const buildIds = new Map<string, string | null>()
function buildIdOf(serverDistDir: string | undefined): string | null {
  const folder = serverDistDir ?? join(process.cwd(), '.next', 'server')
  if (!buildIds.has(folder)) {
    let id: string | null = null
    try {
      id = readFileSync(join(folder, '..', 'BUILD_ID'), 'utf8').trim() || null
    } catch {
      console.error(`[cache] No BUILD_ID beside ${JSON.stringify(folder)}: pages are not shared through Redis.`)
    }
    buildIds.set(folder, id)
  }
  return buildIds.get(folder) ?? null
}

/**
 * When each key last missed in this process: the render that follows started then, and read its content then. Its
 * entry is stored as of that moment, so a tag expired while it rendered (a publish) leaves it stale, rather than an
 * entry written after the expiry with the old content passing for fresh until the next publish. Next makes a handler
 * per request, so this lives beside the class; bounded, oldest forgotten first.
 */
const missedAt = new Map<string, number>()
const MISSES_KEPT = 10_000
/** A render that takes longer than this is not waited for: its entry is stamped when written. */
const RENDER_WINDOW_MS = 5 * 60_000

function rememberMiss(key: string, now: number) {
  const earlier = missedAt.get(key)
  // The earliest pending miss wins: an entry is as old as the oldest read a render may have used.
  if (earlier !== undefined && now - earlier < RENDER_WINDOW_MS) return
  missedAt.delete(key)
  missedAt.set(key, now)
  if (missedAt.size > MISSES_KEPT) missedAt.delete(missedAt.keys().next().value as string)
}

function renderStartOf(key: string, now: number): number {
  const started = missedAt.get(key)
  missedAt.delete(key)
  return started !== undefined && now - started < RENDER_WINDOW_MS ? started : now
}

function tagsOf(value: Value, context: Context): string[] {
  const header = value && 'headers' in value ? value.headers?.[TAGS_HEADER] : undefined
  const fromHeader = typeof header === 'string' ? header.split(',') : []
  return [...new Set([...fromHeader, ...(context.tags ?? []), ...(context.softTags ?? [])])]
}

export default class RedisCacheHandler {
  readonly #redis: SharedRedis | null
  readonly #buildId: string | null

  /** `serverDistDir` is Next's (`<distDir>/server`); the build id is read beside it. */
  constructor({ serverDistDir }: { serverDistDir?: string } = {}) {
    const url = process.env.REDIS_URL
    this.#buildId = buildIdOf(serverDistDir)
    this.#redis = url && this.#buildId ? sharedRedis(url) : null
    if (!url) console.error('[cache] The Redis cache handler is configured but REDIS_URL is not set.')
  }

  async get(key: string, context: Context): Promise<CacheHandlerValue | null> {
    if (!this.#redis || !this.#buildId) return null
    const readAt = Date.now()
    try {
      const stored = await reachable(this.#redis).get(entryKey(this.#buildId, key))
      const entry: unknown = stored ? JSON.parse(stored, reviver) : null
      if (isStoredEntry(entry)) {
        // Expired when any of its tags was revalidated at or after its render began, on whichever instance.
        const expiry = await latestTagExpiry(this.#redis, [...new Set([...entry.tags, ...tagsOf(null, context)])])
        if (expiry < entry.lastModified) return entry
      }
    } catch (error) {
      this.#warn('read', key, error)
    }
    rememberMiss(key, readAt)
    return null
  }

  async set(key: string, value: Value, context: Context & { cacheControl?: CacheHandlerValue['cacheControl'] }) {
    if (!this.#redis || !this.#buildId) return
    const entry: StoredEntry = {
      lastModified: renderStartOf(key, Date.now()),
      value,
      cacheControl: context.cacheControl,
      tags: tagsOf(value, context),
    }
    try {
      await reachable(this.#redis).set(entryKey(this.#buildId, key), JSON.stringify(entry, replacer), {
        EX: ENTRY_TTL_SECONDS,
      })
    } catch (error) {
      this.#warn('write', key, error)
    }
  }

  /**
   * Expires the tags at once for every instance, whatever `durations` asks: the site revalidates with
   * `expire: 0` only (lib/revalidate/request.ts), and a shared "stale" state would serve old content longer.
   */
  async revalidateTag(tags: string | string[]) {
    if (!this.#redis) return
    try {
      await expireTags(reachable(this.#redis), typeof tags === 'string' ? [tags] : tags)
    } catch (error) {
      this.#warn('expire', tags, error)
    }
  }

  resetRequestCache() {}

  /** While Redis is down the connection logs the outage (once a minute); other failures are logged here. */
  #warn(action: 'read' | 'write' | 'expire', subject: string | string[], error: unknown) {
    if (this.#redis?.isReady)
      console.warn(`[cache] Could not ${action} ${JSON.stringify(subject)} in Redis: ${redisErrorMessage(error)}`)
  }
}
