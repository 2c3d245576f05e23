/**
 * Search results kept in this process, bounded: anyone can type anything into the search field, so a cache with one
 * entry per search and page (past-the-end pages included) grows with whatever strangers send. Results used to be kept
 * in Next's data cache, which with REDIS_URL is the shared Redis, one entry per search for 14 days: 10,000 searches
 * from many addresses were 10,000 entries there (the figure: docs/records/search-cache.md). Now the shared cache holds
 * one small entry for search, the content's generation (lib/sanity/content/search.ts), and the results live here, in a
 * least-recently-used cache (`lru-cache`) of at most `maxEntries` entries and `maxBytes` bytes of JSON per instance.
 *
 * A publish changes the generation, which comes through Next's data cache tagged with every type a result can be, so
 * the webhook's refresh reaches every instance the way it reaches pages: results read under another generation are
 * never served. The generation is read before the results, so a publish during a search leaves its results stale.
 */

import { LRUCache } from 'lru-cache'

/** What the Content Lake answers for a page of results. */
export type ResultsPage<Result> = { total: number; results: Result[] }

export type SearchFunction<Result> = (patterns: string[], start: number, end: number) => Promise<ResultsPage<Result>>

/** Per instance: a few hundred pages of results (a page of ten articles with their text is ~20 KB of JSON). */
export const SEARCH_CACHE_LIMITS = { maxEntries: 1_000, maxBytes: 8 * 1024 * 1024 } as const

export type SearchCache<Result> = SearchFunction<Result> & {
  /** Entries and bytes held now (for the tests and the records). */
  readonly size: () => { entries: number; bytes: number }
}

export function cachedSearch<Result>({
  generation,
  search,
  maxEntries = SEARCH_CACHE_LIMITS.maxEntries,
  maxBytes = SEARCH_CACHE_LIMITS.maxBytes,
}: {
  /** Changes whenever published content does (a publish), on every instance. */
  generation: () => Promise<string>
  /** The search itself, uncached. */
  search: SearchFunction<Result>
  maxEntries?: number
  maxBytes?: number
}): SearchCache<Result> {
  // A page of results larger than the whole cache is served, not kept (`maxEntrySize` defaults to `maxSize`).
  const entries = new LRUCache<string, { value: ResultsPage<Result>; bytes: number }>({
    max: maxEntries,
    maxSize: maxBytes,
    sizeCalculation: (entry) => entry.bytes,
  })
  // The generation everything held was read under.
  let current: string | null = null

  const find = async (patterns: string[], start: number, end: number): Promise<ResultsPage<Result>> => {
    const now = await generation()
    if (now !== current) {
      // Everything held was read under an earlier generation: none of it can be served again.
      entries.clear()
      current = now
    }
    const key = JSON.stringify([patterns, start, end])
    const held = entries.get(key)
    if (held) return held.value
    const value = await search(patterns, start, end)
    // A publish while this search ran: its results belong to no generation still served.
    if (current === now)
      entries.set(key, { value, bytes: Buffer.byteLength(key) + Buffer.byteLength(JSON.stringify(value)) })
    return value
  }
  return Object.assign(find, { size: () => ({ entries: entries.size, bytes: entries.calculatedSize }) })
}
