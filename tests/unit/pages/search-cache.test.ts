/**
 * What strangers' searches can add to the caches: the search cache's own bounds (lib/search/cache.ts), then 10,000
 * distinct searches from 1,000 addresses through the site's search (lib/search/run.ts) with the shared Redis behind
 * Next's data cache (lib/redis/cacheHandler.ts) and the rate limits (lib/security/redisRateLimit.ts), against a real
 * redis-server on port 3480 (REDIS_SEARCH_TEST_PORT). The figures are in docs/records/search-cache.md.
 */
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { createClient } from 'redis'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import RedisCacheHandler from '@/lib/redis/cacheHandler'
import { sharedRedis, type SharedRedis } from '@/lib/redis/connection'
import { contentNamespace } from '@/lib/redis/namespace'
import { queryEmbedded } from '@/lib/sanity/embedded'
import { cachedSearch, SEARCH_CACHE_LIMITS, type ResultsPage } from '@/lib/search/cache'
import { SEARCH_RESULTS_GROQ, searchResultsParams } from '@/lib/search/query'
import { runSearch, SEARCH_NETWORK_RATE_LIMITS, SEARCH_RATE_LIMIT } from '@/lib/search/run'
import { readResultPage, readSearchInput } from '@/lib/search/terms'
import { networkLimiters } from '@/lib/security/networks'
import { createRedisRateLimiter } from '@/lib/security/redisRateLimit'
import { ROUTABLE_TYPES } from '@/lib/site/routes'
import { startRedisServer, type RedisServer } from '../../support/redisServer'

const REDIS_PORT = Number(process.env.REDIS_SEARCH_TEST_PORT ?? 3480)

describe('the search cache of one instance', () => {
  const page = (size: number): ResultsPage<string> => ({ total: 1, results: ['x'.repeat(size)] })

  it('keeps at most its entries and its bytes, forgetting the least recently used first', async () => {
    const search = vi.fn(async (patterns: string[]) => page(patterns[0].length * 100))
    const cache = cachedSearch({ generation: async () => 'g1', search, maxEntries: 3, maxBytes: 10_000 })
    for (const word of ['aa*', 'bb*', 'cc*']) await cache([word], 0, 10)
    await cache(['aa*'], 0, 10) // used again: now the most recent
    await cache(['dd*'], 0, 10) // a fourth: 'bb*' goes
    expect(cache.size().entries).toBe(3)
    await cache(['aa*'], 0, 10)
    await cache(['bb*'], 0, 10)
    expect(search.mock.calls.map(([patterns]) => patterns[0])).toEqual(['aa*', 'bb*', 'cc*', 'dd*', 'bb*'])

    // Bytes: three pages of ~4 KB fit 10 KB twice over, not three times.
    const big = cachedSearch({ generation: async () => 'g1', search, maxEntries: 100, maxBytes: 10_000 })
    for (const word of ['aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa*', 'bbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb*'])
      await big([word], 0, 10)
    expect(big.size()).toMatchObject({ entries: 2 })
    await big(['ccccccccccccccccccccccccccccccccccccccc*'], 0, 10)
    expect(big.size().entries).toBe(2)
    expect(big.size().bytes).toBeLessThanOrEqual(10_000)
    // A page larger than the whole cache is served, not kept.
    await big(['x'.repeat(200)], 0, 10)
    expect(big.size().entries).toBe(2)
  })

  it('serves nothing read before a publish, nor a search that a publish overtook', async () => {
    let generation = 'g1'
    let content = 'old'
    const search = vi.fn(async () => ({ total: 1, results: [content] }))
    const cache = cachedSearch({ generation: async () => generation, search })
    expect((await cache(['aa*'], 0, 10)).results).toEqual(['old'])
    expect((await cache(['aa*'], 0, 10)).results).toEqual(['old'])
    expect(search).toHaveBeenCalledTimes(1)
    ;[generation, content] = ['g2', 'new']
    expect((await cache(['aa*'], 0, 10)).results).toEqual(['new'])
    expect(cache.size().entries).toBe(1)

    // A publish lands while a search runs: its results are served to that visitor, never kept.
    let release: (() => void) | undefined
    const slow = cachedSearch<string>({
      generation: async () => generation,
      search: (patterns) =>
        patterns[0] === 'bb*'
          ? new Promise<ResultsPage<string>>((resolve) => (release = () => resolve({ total: 1, results: [content] })))
          : Promise.resolve({ total: 1, results: [content] }),
    })
    const running = slow(['bb*'], 0, 10)
    await vi.waitFor(() => expect(release).toBeDefined())
    ;[generation, content] = ['g3', 'newer']
    await slow(['cc*'], 0, 10) // another search sees the publish first
    release?.()
    expect((await running).results).toEqual(['newer'])
    expect(slow.size().entries).toBe(1) // 'cc*' only
  })
})

describe('10,000 distinct searches from 1,000 addresses, with the shared Redis', () => {
  let server: RedisServer
  let redis: SharedRedis
  let buildDir: string
  const NAMESPACE = contentNamespace('p1', 'production')

  beforeAll(async () => {
    server = await startRedisServer(REDIS_PORT)
    redis = createClient({ url: server.url })
    redis.on('error', () => {})
    await redis.connect()
    buildDir = mkdtempSync(join(tmpdir(), 'search-cache-'))
    mkdirSync(join(buildDir, 'server'))
    writeFileSync(join(buildDir, 'BUILD_ID'), 'build-1')
    vi.stubEnv('REDIS_URL', server.url)
  })
  afterAll(async () => {
    vi.unstubAllEnvs()
    redis?.destroy()
    if (server) sharedRedis(server.url).destroy()
    await server?.stop()
    rmSync(buildDir, { recursive: true, force: true })
  })

  /** Next's data cache as `fetch(…, { cache: 'force-cache', next: { tags } })` uses it, on the Redis handler. */
  const dataCache = (handler: RedisCacheHandler) => async (key: string, read: () => Promise<unknown>) => {
    const hit = await handler.get(key, { kind: 'FETCH', tags: ROUTABLE_TYPES })
    if (hit?.value?.kind === 'FETCH') return JSON.parse(hit.value.data.body).result as unknown
    const result = await read()
    const body = JSON.stringify({ query: key, result, ms: 3 })
    await handler.set(
      key,
      {
        kind: 'FETCH',
        data: { headers: { 'content-type': 'application/json' }, body, status: 200, url: 'https://p1.api.sanity.io' },
        revalidate: false as unknown as number,
      } as never,
      { tags: ROUTABLE_TYPES },
    )
    return result
  }

  /** Every key under `prefix`, and the bytes Redis says each takes (MEMORY USAGE, the key and its value). */
  async function keysUnder(prefix: string): Promise<{ keys: string[]; bytes: number }> {
    const keys: string[] = []
    for await (const batch of redis.scanIterator({ MATCH: `${prefix}*`, COUNT: 1_000 })) keys.push(...batch)
    let bytes = 0
    for (const key of keys) bytes += (await redis.memoryUsage(key)) ?? 0
    return { keys, bytes }
  }

  /** 1,000 addresses (half IPv4, half IPv6 /64s, each in its own /48), ten distinct searches each, pages 1 to 3. */
  const visits = Array.from({ length: 10_000 }, (_, index) => {
    const address = index % 1_000
    const clientKey =
      address % 2 ? `198.51.${address >> 8}.${address & 255}` : `2001:db8:${address.toString(16)}:1::/64`
    return { clientKey, q: `pricing follow word${index}`, page: String((index % 3) + 1) }
  })

  it('add one small entry to the shared cache, and rate-limit windows that expire within the minute', async () => {
    // A real page of results for a common word, returned for every search (as if every search found ten articles).
    const realPage = await queryEmbedded<ResultsPage<unknown>>(
      SEARCH_RESULTS_GROQ,
      searchResultsParams(['email*'], 0, 10),
    )
    expect(realPage.results).toHaveLength(10)
    const handler = new RedisCacheHandler({ serverDistDir: join(buildDir, 'server') })
    const throughDataCache = dataCache(handler)
    const contentLake = vi.fn(async (_patterns: string[], start: number) => ({
      total: 10,
      results: start === 0 ? realPage.results : [],
    }))
    const search = cachedSearch({
      generation: async () => String(await throughDataCache('now()', async () => '2026-01-01T00:00:00.000Z')),
      search: contentLake,
    })
    const limiterFor = (name: string, rule: { limit: number; windowMs: number }) =>
      createRedisRateLimiter({ redis: () => redis, namespace: NAMESPACE, name, ...rule })
    const context = {
      pageSize: 10,
      limiter: limiterFor('search', SEARCH_RATE_LIMIT),
      networkLimiters: networkLimiters(SEARCH_NETWORK_RATE_LIMITS, (prefix, rule) =>
        limiterFor(`search-${prefix}`, rule),
      ),
      search,
      log: { warn: vi.fn(), error: vi.fn() },
    }
    const before = await keysUnder('')
    expect(before.keys).toEqual([])

    const outcomes: Record<string, number> = {}
    for (let start = 0; start < visits.length; start += 50) {
      const batch = visits.slice(start, start + 50)
      for (const outcome of await Promise.all(
        batch.map(({ clientKey, q, page }) =>
          runSearch(readSearchInput(q), readResultPage(page), { ...context, clientKey }),
        ),
      ))
        outcomes[outcome.kind] = (outcomes[outcome.kind] ?? 0) + 1
    }
    // Every search ran (none over a limit): 1 in 3 asked for a page past the end.
    expect(outcomes).toEqual({ results: 3_334, pastTheEnd: 6_666 })
    expect(contentLake).toHaveBeenCalledTimes(10_000)

    const cache = await keysUnder('next-cache:')
    const limits = await keysUnder('rate-limit:')
    expect(cache.keys).toEqual(['next-cache:build-1:entry:now()'])
    expect(cache.bytes).toBeLessThanOrEqual(1_024)
    const inProcess = search.size()
    expect(inProcess.entries).toBeLessThanOrEqual(SEARCH_CACHE_LIMITS.maxEntries)
    expect(inProcess.bytes).toBeLessThanOrEqual(SEARCH_CACHE_LIMITS.maxBytes)

    // The limits' keys carry the site's namespace and leave with their window (a minute for search).
    expect(limits.keys.every((key) => key.startsWith(`rate-limit:${NAMESPACE}:search`))).toBe(true)
    expect(limits.keys).toHaveLength(1_000 + 500 * 2) // each address, and each IPv6 client's /56 and /48
    for (const key of limits.keys.slice(0, 50)) expect(await redis.pTTL(key)).toBeLessThanOrEqual(60_000)
    expect((await redis.dbSize()) - cache.keys.length - limits.keys.length).toBe(0)

    // Before: each search and page was an entry of its own in the shared cache, for 14 days. Measured on 200 of them.
    const perSearch = dataCache(handler)
    for (const { q, page } of visits.slice(0, 200)) {
      const start = (Number(page) - 1) * 10
      const terms = readSearchInput(q)
      await perSearch(`search:${JSON.stringify([terms, start])}`, () => contentLake([], start))
    }
    const perSearchBytes = (await keysUnder('next-cache:build-1:entry:search:')).bytes / 200

    console.info(
      `[search-cache] 10,000 searches: shared cache ${cache.keys.length} key, ${cache.bytes} B; ` +
        `rate-limit windows ${limits.keys.length} keys, ${limits.bytes} B (expiring within 60 s); ` +
        `in-process ${inProcess.entries} entries, ${inProcess.bytes} B (cap ${SEARCH_CACHE_LIMITS.maxBytes} B); ` +
        `before: ${Math.round(perSearchBytes)} B per search, ~${Math.round((perSearchBytes * 10_000) / 1e6)} MB for 10,000, kept 14 days.`,
    )
  }, 240_000)
})
