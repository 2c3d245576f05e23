/**
 * What several instances share through Redis (REDIS_URL), against a real redis-server on a loopback port:
 * the rate limits' sliding window, Next's cache (its entries and its tags' expiry) and the live tables. Each
 * "instance" here has its own connection, as two servers would.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { createClient } from 'redis'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import RedisCacheHandler, { entryKey } from '@/lib/redis/cacheHandler'
import { expireTags } from '@/lib/redis/tagExpiry'
import { sharedRedis, type SharedRedis } from '@/lib/redis/connection'
import type { Redirect } from '@/lib/redirects/rules'
import { contentNamespace } from '@/lib/redis/namespace'
import { liveTableKeys } from '@/lib/revalidate/liveTable'
import { createRateLimiter } from '@/lib/security/rateLimit'
import { createRedisRateLimiter, RateLimitStoreUnreachable, withLocalFallback } from '@/lib/security/redisRateLimit'
import { startRedisServer, type RedisServer } from '../../support/redisServer'

const REDIS_PORT = Number(process.env.REDIS_TEST_PORT ?? 3470)
/** Nothing listens here: an unreachable Redis. */
const CLOSED_PORT = REDIS_PORT + 1

let server: RedisServer
const clients: SharedRedis[] = []

async function connectedClient(url = server.url): Promise<SharedRedis> {
  const client: SharedRedis = createClient({ url, commandOptions: { timeout: 1_000 } })
  client.on('error', () => {})
  clients.push(client)
  if (url === server.url) await client.connect()
  else client.connect().catch(() => {})
  return client
}

beforeAll(async () => {
  server = await startRedisServer(REDIS_PORT)
})
afterAll(async () => {
  // The handlers' own connections (one per URL in this process) too.
  for (const client of [...clients, sharedRedis(server.url), sharedRedis(`redis://127.0.0.1:${CLOSED_PORT}`)])
    client.destroy()
  await server?.stop()
})

describe('a rate limit shared by two instances', () => {
  const rule = { limit: 5, windowMs: 60_000 }
  const limiters = async (name: string, namespaces = ['p1.production', 'p1.production']) => {
    const [a, b] = [await connectedClient(), await connectedClient()]
    return [a, b].map((client, index) =>
      createRedisRateLimiter({ redis: () => client, namespace: namespaces[index], name, ...rule }),
    )
  }

  it('counts attempts on either instance against one allowance, per key', async () => {
    const [a, b] = await limiters('alternating')
    const results = []
    for (let attempt = 0; attempt < 8; attempt++) results.push(await [a, b][attempt % 2].take('203.0.113.7'))
    expect(results).toEqual([true, true, true, true, true, false, false, false])
    expect(await b.take('198.51.100.1')).toBe(true)
    const wait = await a.retryAfterMs('203.0.113.7')
    expect(wait).toBeGreaterThan(rule.windowMs - 5_000)
    expect(wait).toBeLessThanOrEqual(rule.windowMs)
    expect(await b.retryAfterMs('198.51.100.1')).toBe(0)
  })

  it('counts apart for two sites on one Redis: a staging dataset beside production', async () => {
    const [production, staging] = await limiters('two-sites', ['p1.production', 'p1.staging'])
    for (let attempt = 0; attempt < rule.limit; attempt++) expect(await production.take('203.0.113.9')).toBe(true)
    expect(await production.take('203.0.113.9')).toBe(false)
    expect(await staging.take('203.0.113.9')).toBe(true)
  })

  it('never grants more than the limit to simultaneous attempts on both instances', async () => {
    const [a, b] = await limiters('simultaneous')
    const results = await Promise.all(Array.from({ length: 20 }, (_, index) => [a, b][index % 2].take('user_1')))
    expect(results.filter(Boolean)).toHaveLength(rule.limit)
  })

  it('allows again once the oldest attempt has left the window', async () => {
    const client = await connectedClient()
    const limiter = createRedisRateLimiter({
      redis: () => client,
      namespace: 'embedded',
      name: 'sliding',
      limit: 2,
      windowMs: 400,
    })
    expect([await limiter.take('k'), await limiter.take('k'), await limiter.take('k')]).toEqual([true, true, false])
    const wait = await limiter.retryAfterMs('k')
    expect(wait).toBeGreaterThan(0)
    expect(wait).toBeLessThanOrEqual(400)
    // Redis's clock, not this process's, moves the window: wait until it says the oldest attempt has left it.
    await vi.waitFor(async () => expect(await limiter.retryAfterMs('k')).toBe(0), { timeout: 2_000, interval: 20 })
    expect(await limiter.take('k')).toBe(true)
  })

  it('says Redis is unreachable instead of answering, within a second, and the fallback then counts locally', async () => {
    const client = await connectedClient(`redis://127.0.0.1:${CLOSED_PORT}`)
    const shared = createRedisRateLimiter({ redis: () => client, namespace: 'embedded', name: 'down', ...rule })
    const started = Date.now()
    await expect(shared.take('k')).rejects.toBeInstanceOf(RateLimitStoreUnreachable)
    expect(Date.now() - started).toBeLessThan(2_000)

    const log = { warn: vi.fn() }
    const fallback = withLocalFallback(shared, createRateLimiter({ limit: 1, windowMs: 60_000 }), log)
    expect([await fallback.take('k'), await fallback.take('k')]).toEqual([true, false])
    expect(log.warn).toHaveBeenCalledWith(
      expect.stringMatching(/^\[rate-limit\] .*Redis, REDIS_URL\) is unreachable.*this instance only/),
    )
  })
})

/** Entries shaped as Next stores them (its kinds are enums of an internal module: written as their values). */
type CacheValue = Parameters<RedisCacheHandler['set']>[1]

describe("Next's cache shared by two instances", () => {
  const page = (html: string, tags = '_N_T_/layout,_N_T_/pricing,pricingPlan') =>
    ({
      kind: 'APP_PAGE' as const,
      html,
      rscData: Buffer.from(`rsc of ${html}`),
      segmentData: new Map([['/_tree', Buffer.from('tree')]]),
      headers: { 'x-next-cache-tags': tags },
      status: 200,
      postponed: undefined,
    }) as unknown as CacheValue
  const pageContext = { kind: 'APP_PAGE', isFallback: false }
  /** A build's output folder as Next lays it out: BUILD_ID beside the `server` folder it names to the handler. */
  const builds = mkdtempSync(join(tmpdir(), 'cache-builds-'))
  afterAll(() => rmSync(builds, { recursive: true, force: true }))
  const serverDistDirOf = (buildId: string) => {
    mkdirSync(join(builds, buildId, 'server'), { recursive: true })
    writeFileSync(join(builds, buildId, 'BUILD_ID'), buildId)
    return join(builds, buildId, 'server')
  }
  /** Handlers of two instances running `buildId` (each request gets a new one, as Next makes them). */
  const instances = (buildId = 'build-a') => {
    vi.stubEnv('REDIS_URL', server.url)
    const serverDistDir = serverDistDirOf(buildId)
    return [new RedisCacheHandler({ serverDistDir }), new RedisCacheHandler({ serverDistDir })]
  }

  it('serves what one instance rendered from the other, Buffers and Maps intact', async () => {
    const [a, b] = instances()
    await a.set('/route-cache/APP_PAGE/x/$/pricing', page('<h1>Pricing</h1>'), {
      cacheControl: { revalidate: false, expire: undefined },
    })
    const entry = await b.get('/route-cache/APP_PAGE/x/$/pricing', pageContext)
    expect(entry?.value).toEqual(page('<h1>Pricing</h1>'))
    expect(entry?.cacheControl).toEqual({ revalidate: false })
    expect(await b.get('/route-cache/APP_PAGE/x/$/nowhere', pageContext)).toBeNull()
  })

  it('a tag revalidated on one instance expires the pages and fetches using it on the other, until rendered again', async () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    try {
      const [a, b] = instances()
      const fetchEntry = {
        kind: 'FETCH',
        data: { headers: {}, body: 'e30=', url: 'https://x' },
        revalidate: 31536000,
      } as unknown as CacheValue
      vi.setSystemTime(2_000_000)
      await a.set('/route-cache/APP_PAGE/x/$/tagged', page('old price'), {})
      await a.set('fetch-key', fetchEntry, { tags: ['pricingPlan'] })
      await a.set('/route-cache/APP_PAGE/x/$/blog', page('blog', 'blogPost'), {})

      vi.setSystemTime(2_001_000)
      await a.revalidateTag('pricingPlan')
      vi.setSystemTime(2_002_000)
      expect(await b.get('/route-cache/APP_PAGE/x/$/tagged', pageContext)).toBeNull()
      expect(await b.get('fetch-key', { kind: 'FETCH', tags: ['pricingPlan'] })).toBeNull()
      expect((await b.get('/route-cache/APP_PAGE/x/$/blog', pageContext))?.value).toMatchObject({ html: 'blog' })

      vi.setSystemTime(2_003_000)
      await b.set('/route-cache/APP_PAGE/x/$/tagged', page('new price'), {})
      expect((await a.get('/route-cache/APP_PAGE/x/$/tagged', pageContext))?.value).toMatchObject({
        html: 'new price',
      })
    } finally {
      vi.useRealTimers()
    }
  })

  it('a page rendered while its tag was expired is stale once stored: the render read the content before the publish', async () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    try {
      const [a, b] = instances()
      const key = '/route-cache/APP_PAGE/x/$/overlap'
      vi.setSystemTime(1_000_000)
      expect(await a.get(key, pageContext)).toBeNull() // the render starts, reading the old price
      vi.setSystemTime(1_000_500)
      await expireTags(await connectedClient(), ['pricingPlan']) // a publish, handled by another instance
      vi.setSystemTime(1_001_000)
      await a.set(key, page('old price'), {}) // the render ends after the publish
      expect(await b.get(key, pageContext)).toBeNull()
      // Rendered again after the publish: fresh.
      vi.setSystemTime(1_002_000)
      await a.set(key, page('new price'), {})
      expect((await b.get(key, pageContext))?.value).toMatchObject({ html: 'new price' })
    } finally {
      vi.useRealTimers()
    }
  })

  it('serves each build its own entries only: a deploy never serves the previous build’s pages', async () => {
    const [oldBuild] = instances('build-old')
    const [newBuild, newBuildToo] = instances('build-new')
    await oldBuild.set('/route-cache/APP_PAGE/x/$/deploy', page('<script src="/_next/static/old.js">'), {})
    expect(await newBuild.get('/route-cache/APP_PAGE/x/$/deploy', pageContext)).toBeNull()
    await newBuild.set('/route-cache/APP_PAGE/x/$/deploy', page('<script src="/_next/static/new.js">'), {})
    expect((await newBuildToo.get('/route-cache/APP_PAGE/x/$/deploy', pageContext))?.value).toMatchObject({
      html: '<script src="/_next/static/new.js">',
    })
    expect((await oldBuild.get('/route-cache/APP_PAGE/x/$/deploy', pageContext))?.value).toMatchObject({
      html: '<script src="/_next/static/old.js">',
    })
  })

  it('reads an entry that is not one it wrote as a miss', async () => {
    const [handler] = instances('build-shapes')
    const redis = await connectedClient()
    for (const stored of ['not json', 'null', '[]', '{"lastModified":"soon","value":null,"tags":[]}', '{"value":{}}']) {
      await redis.set(entryKey('build-shapes', '/route-cache/APP_PAGE/x/$/odd'), stored)
      expect(await handler.get('/route-cache/APP_PAGE/x/$/odd', pageContext), stored).toBeNull()
    }
  })

  it('with Redis unreachable, reads are misses and writes and revalidations do not throw', async () => {
    vi.stubEnv('REDIS_URL', `redis://127.0.0.1:${CLOSED_PORT}`)
    const handler = new RedisCacheHandler({ serverDistDir: serverDistDirOf('build-a') })
    const started = Date.now()
    expect(await handler.get('/route-cache/APP_PAGE/x/$/pricing', pageContext)).toBeNull()
    await expect(handler.set('/route-cache/APP_PAGE/x/$/pricing', page('x'), {})).resolves.toBeUndefined()
    await expect(handler.revalidateTag('pricingPlan')).resolves.toBeUndefined()
    expect(Date.now() - started).toBeLessThan(5_000)
    // Known to be down now: a page's further reads do not wait for Redis at all.
    const again = Date.now()
    expect(await handler.get('/route-cache/APP_PAGE/x/$/blog', pageContext)).toBeNull()
    expect(Date.now() - again).toBeLessThan(100)
  })
})

describe('the live tables shared through Redis (redirects, published addresses)', () => {
  const productionList: Redirect[] = [{ source: '/old', destination: '/new', statusCode: 308 }]
  const stagingList: Redirect[] = [{ source: '/old', destination: '/staging-only', statusCode: 308 }]
  afterAll(() => {
    vi.unstubAllEnvs()
    vi.doUnmock('@/lib/sanity/content/redirects')
  })

  /** The redirects of an instance of the site on `dataset`, whose published redirects are `list`. */
  async function instanceOn(dataset: string, list: Redirect[]) {
    vi.resetModules()
    vi.stubEnv('REDIS_URL', server.url)
    vi.stubEnv('NEXT_PUBLIC_SANITY_PROJECT_ID', 'shared0')
    vi.stubEnv('NEXT_PUBLIC_SANITY_DATASET', dataset)
    vi.doMock('@/lib/sanity/content/redirects', () => ({ readPublishedRedirects: async () => list }))
    return import('@/lib/redirects/live')
  }

  it('are kept per Sanity dataset: a staging site publishing on the same Redis never replaces production’s', async () => {
    const production = await instanceOn('production', productionList)
    const staging = await instanceOn('staging', stagingList)
    const keys = liveTableKeys(contentNamespace('shared0', 'production'), 'redirects')
    // What every production instance hears: the announcements on production's channel.
    const heard: string[] = []
    const listener = (await connectedClient()).duplicate()
    clients.push(listener)
    await listener.connect()
    await listener.subscribe(keys.channel, (message) => void heard.push(message))

    await production.refreshRedirectsAfter('redirect')
    await staging.refreshRedirectsAfter('redirect')
    // Announced after staging's on the same connection: once it is heard, staging's would have been heard before it.
    await production.refreshRedirectsAfter('redirect')
    await expect.poll(() => heard.length).toBe(2)
    expect(heard.map((message) => JSON.parse(message))).toEqual([productionList, productionList])
    // What a production instance that (re)connects catches up from.
    expect(JSON.parse((await (await connectedClient()).get(keys.stored)) ?? 'null')).toEqual(productionList)
    expect(
      JSON.parse(
        (await (
          await connectedClient()
        ).get(liveTableKeys(contentNamespace('shared0', 'staging'), 'redirects').stored)) ?? 'null',
      ),
    ).toEqual(stagingList)
  })
})
