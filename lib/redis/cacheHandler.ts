/**
 * Next's server cache (`cacheHandler` in next.config.ts, set when REDIS_URL is) kept in Redis, so that every
 * instance serves the same prerendered pages and cached fetches, and `revalidateTag` on any instance expires the
 * tag for all of them. Written on Next's documented interface (get, set, revalidateTag, resetRequestCache;
 * node_modules/next/dist/docs/01-app/02-guides/self-hosting.md, "Configuring Caching").
 *
 * Redis unreachable: reads are misses (the page is rendered afresh) and writes are dropped, so pages keep being
 * served; lib/redis/connection.ts logs the outage. Loaded by Node itself (not bundled): relative imports only.
 */
import type { CacheHandlerValue } from 'next/dist/server/lib/incremental-cache'
import { reachable, redisErrorMessage, sharedRedis, type SharedRedis } from './connection.ts'
import { expireTags, latestTagExpiry } from './tagExpiry.ts'

type Value = CacheHandlerValue['value']
/** Both kinds of context Next passes: a fetch's (tags) and a response's. */
type Context = { kind?: string; tags?: string[]; softTags?: string[] }
type StoredEntry = Required<Pick<CacheHandlerValue, 'lastModified' | 'value'>> &
  Pick<CacheHandlerValue, 'cacheControl'> & { tags: string[] }

const ENTRY_PREFIX = 'next-cache:entry:'
/**
 * Bounds the store: an entry nobody asked for in two weeks is dropped (a read does not extend it; the next
 * request renders and stores it again). Run Redis with `maxmemory-policy volatile-lru` to bound it by size too:
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

function tagsOf(value: Value, context: Context): string[] {
  const header = value && 'headers' in value ? value.headers?.[TAGS_HEADER] : undefined
  const fromHeader = typeof header === 'string' ? header.split(',') : []
  return [...new Set([...fromHeader, ...(context.tags ?? []), ...(context.softTags ?? [])])]
}

export default class RedisCacheHandler {
  readonly #redis: SharedRedis | null

  constructor() {
    const url = process.env.REDIS_URL
    this.#redis = url ? sharedRedis(url) : null
    if (!this.#redis) console.error('[cache] The Redis cache handler is configured but REDIS_URL is not set.')
  }

  async get(key: string, context: Context): Promise<CacheHandlerValue | null> {
    if (!this.#redis) return null
    try {
      const stored = await reachable(this.#redis).get(ENTRY_PREFIX + key)
      if (!stored) return null
      const entry = JSON.parse(stored, reviver) as StoredEntry
      // Expired when any of its tags was revalidated after it was written, on whichever instance.
      const expiry = await latestTagExpiry(this.#redis, [...new Set([...entry.tags, ...tagsOf(null, context)])])
      return expiry >= entry.lastModified ? null : entry
    } catch (error) {
      this.#warn('read', key, error)
      return null
    }
  }

  async set(key: string, value: Value, context: Context & { cacheControl?: CacheHandlerValue['cacheControl'] }) {
    if (!this.#redis) return
    const entry: StoredEntry = {
      lastModified: Date.now(),
      value,
      cacheControl: context.cacheControl,
      tags: tagsOf(value, context),
    }
    try {
      await reachable(this.#redis).set(ENTRY_PREFIX + key, JSON.stringify(entry, replacer), { EX: ENTRY_TTL_SECONDS })
    } catch (error) {
      this.#warn('write', key, error)
    }
  }

  /**
   * Expires the tags at once for every instance, whatever `durations` asks: the site revalidates with
   * `expire: 0` only (app/api/revalidate/route.ts), and a shared "stale" state would serve old content longer.
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
