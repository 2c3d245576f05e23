/**
 * The scheduler (lib/scheduling) with a clock the test moves, against the Content Lake stand-in through the real
 * @sanity/client, and a real redis-server shared by the "instances" (each with its own connections, as two servers
 * would have).
 */
import { randomUUID } from 'node:crypto'
import { createClient } from 'redis'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { sharedRedis, type SharedRedis } from '@/lib/redis/connection'
import { redisScheduleLock } from '@/lib/scheduling/redisLock'
import { sanityScheduleStore } from '@/lib/scheduling/sanityStore'
import { REDIRECT_TYPE } from '@/lib/redirects/rules'
import { SCHEDULE_ID_PREFIX, SCHEDULE_MESSAGES, SCHEDULE_TYPE, type ScheduleKind } from '@/lib/scheduling/schedule'
import {
  CLAIM_LEASE_MS,
  createScheduler,
  INTERRUPTED,
  lockKey,
  MAX_ATTEMPTS,
  mayPassLater,
  NOTHING_TO_PUBLISH,
  type ScheduleLock,
  type ScheduleStore,
} from '@/lib/scheduling/scheduler'
import { contentLakeStandIn } from '../../support/contentLakeStandIn'
import { startRedisServer, type RedisServer } from '../../support/redisServer'

const REDIS_PORT = Number(process.env.REDIS_SCHEDULER_TEST_PORT ?? 3476)
const SITE = 'https://persistly.test'
const TOKENS = { read: 'sk-read', write: 'sk-write' }
const standIn = contentLakeStandIn({ tokens: TOKENS, documents: [] })
const writer = () => standIn.client(TOKENS.write, 'raw')

let redis: RedisServer
const connections: SharedRedis[] = []
async function redisConnection(): Promise<SharedRedis> {
  const client: SharedRedis = createClient({ url: redis.url, commandOptions: { timeout: 1_000 } })
  client.on('error', () => {})
  await client.connect()
  connections.push(client)
  return client
}
beforeAll(async () => {
  redis = await startRedisServer(REDIS_PORT)
})
afterAll(async () => {
  for (const client of connections) client.destroy()
  sharedRedis(redis.url).destroy()
  await redis?.stop()
})

const HOUR = 3_600_000

/** A plan, published at one price with a draft at another, under a fresh id. */
async function planWithDraft({ published = 4900, draft = 5900 }: { published?: number; draft?: number | null } = {}) {
  const id = `pricingPlan-${randomUUID().slice(0, 8)}`
  const transaction = writer().transaction().create({ _id: id, _type: 'pricingPlan', price: published })
  if (draft !== null) transaction.create({ _id: `drafts.${id}`, _type: 'pricingPlan', price: draft })
  await transaction.commit()
  return id
}

/** A schedule as the Studio writes it (`createdAt`: when the Content Lake recorded it, by default now). */
async function schedule(
  documentId: string,
  kind: ScheduleKind,
  at: Date,
  createdAt?: Date,
  documentType = 'pricingPlan',
) {
  const id = `${SCHEDULE_ID_PREFIX}${randomUUID()}`
  await writer().create({
    _id: id,
    ...(createdAt && { _createdAt: createdAt.toISOString() }),
    _type: SCHEDULE_TYPE,
    kind,
    at: at.toISOString(),
    documentId,
    documentType,
    status: 'scheduled',
  })
  return id
}

const logger = () => ({ info: vi.fn(), warn: vi.fn(), error: vi.fn() })

const store = (): ScheduleStore => sanityScheduleStore(writer(), { siteOrigin: SITE })

/** A scheduler "instance": its own Sanity client, its own Redis connection (or none), the test's clock. */
async function instance(clock: { now: Date }, { withRedis = true, log = logger() } = {}) {
  const connection = withRedis ? await redisConnection() : null
  return createScheduler({
    store: store(),
    lock: connection ? redisScheduleLock(() => connection) : null,
    now: () => clock.now,
    log,
  })
}

const published = (id: string) => standIn.lake.document(id)
const scheduleDocument = (id: string) => standIn.lake.document(id)
const publishActionsFor = (id: string) =>
  standIn.lake.requests.filter(
    (request) =>
      request.endpoint.startsWith('data/actions/') &&
      JSON.stringify(request.body).includes(`"publishedId":"${id}"`) &&
      request.status === 200,
  ).length

describe('the scheduler', () => {
  it('publishes the draft at its time, not a tick before, and records the revision that went out', async () => {
    const plan = await planWithDraft()
    const at = new Date(Date.now() + HOUR)
    const id = await schedule(plan, 'publish', at)
    const clock = { now: new Date(at.getTime() - 1_000) }
    const scheduler = await instance(clock)

    expect((await scheduler.tick()).done).toEqual([])
    expect(published(plan)).toMatchObject({ price: 4900 })

    // The draft is edited after scheduling: the draft as it is at the time goes out.
    await writer().patch(`drafts.${plan}`).set({ price: 6900 }).commit()
    const draftRevision = standIn.lake.document(`drafts.${plan}`)?._rev
    clock.now = at
    expect((await scheduler.tick()).done).toEqual([id])
    expect(published(plan)).toMatchObject({ price: 6900 })
    expect(standIn.lake.document(`drafts.${plan}`)).toBeUndefined()
    expect(scheduleDocument(id)).toMatchObject({
      status: 'done',
      publishedRevision: draftRevision,
      finishedAt: at.toISOString(),
    })
    // Nothing is left to run.
    clock.now = new Date(at.getTime() + 60_000)
    expect(await scheduler.tick()).toEqual({ done: [], refused: [], skipped: [], failed: [] })
    expect(publishActionsFor(plan)).toBe(1)
  })

  it('unpublishes at its time: the published version is gone, the content stays as a draft', async () => {
    const plan = await planWithDraft({ draft: null })
    const at = new Date(Date.now() + 2 * HOUR)
    const id = await schedule(plan, 'unpublish', at)
    const clock = { now: new Date(at.getTime() - 1) }
    const scheduler = await instance(clock)
    await scheduler.tick()
    expect(published(plan)).toBeDefined()
    clock.now = at
    expect((await scheduler.tick()).done).toEqual([id])
    expect(published(plan)).toBeUndefined()
    expect(standIn.lake.document(`drafts.${plan}`)).toMatchObject({ price: 4900 })
    expect(scheduleDocument(id)).toMatchObject({ status: 'done' })
  })

  it('publishes exactly once across two instances sharing Redis, ticking at the same moments', async () => {
    const plan = await planWithDraft()
    const at = new Date(Date.now() + HOUR)
    const id = await schedule(plan, 'publish', at)
    const clock = { now: at }
    const [a, b] = [await instance(clock), await instance(clock)]
    const reports = []
    for (let round = 0; round < 3; round++) reports.push(...(await Promise.all([a.tick(), b.tick()])))
    expect(reports.flatMap((report) => report.done)).toEqual([id])
    expect(reports.flatMap((report) => report.failed)).toEqual([])
    expect(publishActionsFor(plan)).toBe(1)
    expect(published(plan)).toMatchObject({ price: 5900 })
  })

  it('publishes exactly once across two instances without Redis: the claim on the schedule decides', async () => {
    const plan = await planWithDraft()
    const at = new Date(Date.now() + HOUR)
    await schedule(plan, 'publish', at)
    const clock = { now: at }
    const [a, b] = [await instance(clock, { withRedis: false }), await instance(clock, { withRedis: false })]
    const reports = []
    for (let round = 0; round < 3; round++) reports.push(...(await Promise.all([a.tick(), b.tick()])))
    expect(reports.flatMap((report) => report.done)).toHaveLength(1)
    expect(publishActionsFor(plan)).toBe(1)
  })

  it('leaves a schedule whose Redis lock another instance holds untouched', async () => {
    const plan = await planWithDraft()
    const at = new Date(Date.now() + HOUR)
    const id = await schedule(plan, 'publish', at)
    const other: ScheduleLock = redisScheduleLock(() => connections[0]!)
    const token = await other.acquire(lockKey(id), 60_000)
    expect(token).not.toBeNull()
    const scheduler = await instance({ now: at })
    expect((await scheduler.tick()).skipped).toEqual([id])
    expect(scheduleDocument(id)).toMatchObject({ status: 'scheduled' })
    await other.release(lockKey(id), token!)
    expect((await scheduler.tick()).done).toEqual([id])
  })

  it('catches up a time missed while no scheduler ran, at the next tick, and says so in the log', async () => {
    const plan = await planWithDraft()
    const at = new Date(Date.now() + HOUR)
    const id = await schedule(plan, 'publish', at)
    const log = logger()
    const scheduler = await instance({ now: new Date(at.getTime() + 3 * HOUR) }, { log })
    expect((await scheduler.tick()).done).toEqual([id])
    expect(published(plan)).toMatchObject({ price: 5900 })
    expect(log.warn).toHaveBeenCalledWith(expect.stringMatching(new RegExp(`${plan}.*was missed.*3 h late`)))
  })

  it('never runs a cancelled schedule', async () => {
    const plan = await planWithDraft()
    const at = new Date(Date.now() + HOUR)
    const id = await schedule(plan, 'publish', at)
    await writer().patch(id).set({ status: 'cancelled' }).commit()
    const scheduler = await instance({ now: new Date(at.getTime() + HOUR) })
    expect(await scheduler.tick()).toEqual({ done: [], refused: [], skipped: [], failed: [] })
    expect(published(plan)).toMatchObject({ price: 4900 })
    expect(scheduleDocument(id)).toMatchObject({ status: 'cancelled' })
  })

  it('refuses, and marks, a schedule of a deleted document, one written after its time, and a collision', async () => {
    const at = new Date(Date.now() + HOUR)
    const deleted = await schedule(`pricingPlan-${randomUUID().slice(0, 8)}`, 'publish', at)
    const written = await schedule(await planWithDraft(), 'publish', new Date(Date.now() - HOUR))
    const plan = await planWithDraft()
    const first = await schedule(plan, 'publish', at, new Date(Date.now() - 2_000))
    const second = await schedule(plan, 'publish', at, new Date(Date.now() - 1_000))
    const log = logger()
    const report = await (await instance({ now: new Date(at.getTime() + 1_000) }, { log })).tick()

    expect(report.done).toEqual([first])
    expect(report.refused.sort()).toEqual([deleted, written, second].sort())
    expect(scheduleDocument(deleted)).toMatchObject({ status: 'refused', note: SCHEDULE_MESSAGES.deleted })
    expect(scheduleDocument(written)).toMatchObject({ status: 'refused', note: SCHEDULE_MESSAGES.writtenAfterItsTime })
    expect(scheduleDocument(second)).toMatchObject({
      status: 'refused',
      note: SCHEDULE_MESSAGES.collision('publish'),
    })
    expect(publishActionsFor(plan)).toBe(1)
    expect(log.warn).toHaveBeenCalledWith(expect.stringContaining(`refused the publish of pricingPlan "${plan}"`))
  })

  it('refuses an unpublish of a singleton, written past the Studio (which never offers it): the page stays', async () => {
    await writer().createOrReplace({ _id: 'homePage', _type: 'homePage', title: 'Home' })
    const at = new Date(Date.now() + HOUR)
    const byType = await schedule('homePage', 'unpublish', at, undefined, 'homePage')
    const otherType = await schedule('homePage', 'unpublish', new Date(at.getTime() + 1_000), undefined, 'pricingPlan')
    const report = await (await instance({ now: new Date(at.getTime() + 2_000) })).tick()

    expect(report.refused.sort()).toEqual([byType, otherType].sort())
    for (const id of [byType, otherType])
      expect(scheduleDocument(id)).toMatchObject({ status: 'refused', note: SCHEDULE_MESSAGES.neverUnpublished })
    expect(published('homePage')).toMatchObject({ title: 'Home' })
  })

  it('marks a publish with no unpublished changes done, saying nothing was published', async () => {
    const plan = await planWithDraft({ draft: null })
    const at = new Date(Date.now() + HOUR)
    const id = await schedule(plan, 'publish', at)
    expect((await (await instance({ now: at })).tick()).done).toEqual([id])
    expect(scheduleDocument(id)).toMatchObject({ status: 'done', note: NOTHING_TO_PUBLISH })
    expect(publishActionsFor(plan)).toBe(0)
  })

  it('tries again at the next tick when the Content Lake fails mid-way, and publishes once', async () => {
    const plan = await planWithDraft()
    const at = new Date(Date.now() + HOUR)
    const id = await schedule(plan, 'publish', at)
    const log = logger()
    const real = store()
    const failing = { ...real, publish: vi.fn().mockRejectedValueOnce(new Error('503 from the Content Lake')) }
    failing.publish.mockImplementation(real.publish)
    const scheduler = createScheduler({ store: failing, lock: null, now: () => at, log })
    expect((await scheduler.tick()).failed).toEqual([id])
    expect(scheduleDocument(id)).toMatchObject({ status: 'scheduled' })
    expect(log.error).toHaveBeenCalled()
    expect((await scheduler.tick()).done).toEqual([id])
    expect(publishActionsFor(plan)).toBe(1)
  })
  it('marks failed, once and with the Content Lake’s message, an unpublish Sanity refuses: no retry every tick', async () => {
    const plan = await planWithDraft({ draft: null })
    // A published page links to the plan with a strong reference: Sanity refuses to unpublish the plan.
    await writer().create({ _id: `page-${plan}`, _type: 'page', plans: [{ _key: 'p', _ref: plan }] })
    const at = new Date(Date.now() + HOUR)
    const id = await schedule(plan, 'unpublish', at)
    const log = logger()
    const clock = { now: new Date(at.getTime() + 2 * HOUR) }
    const scheduler = await instance(clock, { log })

    expect((await scheduler.tick()).failed).toEqual([id])
    expect(scheduleDocument(id)).toMatchObject({
      status: 'failed',
      attempts: 1,
      note: expect.stringContaining(
        `Document "${plan}" cannot be deleted as there are references to it from "page-${plan}"`,
      ),
      finishedAt: clock.now.toISOString(),
    })
    expect(published(plan)).toBeDefined()
    clock.now = new Date(clock.now.getTime() + 60_000)
    expect(await scheduler.tick()).toEqual({ done: [], refused: [], skipped: [], failed: [] })
    const unpublishes = standIn.lake.requests.filter(
      (request) =>
        request.endpoint.startsWith('data/actions/') &&
        JSON.stringify(request.body).includes('document.unpublish') &&
        JSON.stringify(request.body).includes(`"publishedId":"${plan}"`),
    )
    expect(unpublishes).toHaveLength(1)
    expect(log.warn.mock.calls.filter(([message]) => String(message).includes('was missed'))).toHaveLength(1)
  })

  it('tries a failure that may pass again, saying "missed" only the first time, and marks it failed at the limit', async () => {
    const plan = await planWithDraft()
    const at = new Date(Date.now() + HOUR)
    const id = await schedule(plan, 'publish', at)
    const log = logger()
    const unavailable = Object.assign(new Error('Service Unavailable'), { statusCode: 503 })
    const failing = { ...store(), publish: vi.fn().mockRejectedValue(unavailable) }
    const clock = { now: new Date(at.getTime() + HOUR) }
    const scheduler = createScheduler({ store: failing, lock: null, now: () => clock.now, log })

    for (let attempt = 1; attempt < MAX_ATTEMPTS; attempt++) {
      expect((await scheduler.tick()).failed).toEqual([id])
      expect(scheduleDocument(id)).toMatchObject({ status: 'scheduled', attempts: attempt })
      expect(scheduleDocument(id)?.note).toContain('Service Unavailable')
      clock.now = new Date(clock.now.getTime() + 15_000)
    }
    expect((await scheduler.tick()).failed).toEqual([id])
    expect(scheduleDocument(id)).toMatchObject({
      status: 'failed',
      attempts: MAX_ATTEMPTS,
      note: `Failed ${MAX_ATTEMPTS} times; the last time: Service Unavailable`,
    })
    expect(await scheduler.tick()).toEqual({ done: [], refused: [], skipped: [], failed: [] })
    expect(failing.publish).toHaveBeenCalledTimes(MAX_ATTEMPTS)
    expect(log.warn.mock.calls.filter(([message]) => String(message).includes('was missed'))).toHaveLength(1)
  })

  it('never runs a publish again once it went out: only its bookkeeping is retried', async () => {
    const plan = await planWithDraft()
    const at = new Date(Date.now() + HOUR)
    const id = await schedule(plan, 'publish', at)
    const real = store()
    const doneWrites = vi.fn()
    // The write that marks it done fails once, after the publish went through.
    const flaky: ScheduleStore = {
      ...real,
      update: async (schedule, fields) => {
        if (schedule._id === id && fields.status === 'done' && (doneWrites(), doneWrites.mock.calls.length === 1))
          throw new Error('socket hang up')
        return real.update(schedule, fields)
      },
    }
    const clock = { now: at }
    const scheduler = createScheduler({ store: flaky, lock: null, now: () => clock.now, log: logger() })
    expect((await scheduler.tick()).done).toEqual([id])
    expect(scheduleDocument(id)).toMatchObject({ status: 'done', publishedRevision: expect.any(String) })
    expect(publishActionsFor(plan)).toBe(1)
  })

  it('does not publish a later draft when the bookkeeping kept failing and another scheduler takes the claim over', async () => {
    const plan = await planWithDraft()
    const at = new Date(Date.now() + HOUR)
    const id = await schedule(plan, 'publish', at)
    const real = store()
    const neverDone: ScheduleStore = {
      ...real,
      update: async (schedule, fields) => {
        if (schedule._id === id && fields.status === 'done') throw new Error('socket hang up')
        return real.update(schedule, fields)
      },
    }
    const clock = { now: at }
    const first = createScheduler({ store: neverDone, lock: null, now: () => clock.now, log: logger() })
    await first.tick()
    expect(published(plan)).toMatchObject({ price: 5900 })
    expect(scheduleDocument(id)).toMatchObject({ status: 'firing' })

    // The marketer starts the next change; the stale claim is taken over after the lease.
    await writer().create({ _id: `drafts.${plan}`, _type: 'pricingPlan', price: 9900 })
    clock.now = new Date(at.getTime() + CLAIM_LEASE_MS + 1_000)
    const other = await instance(clock)
    expect((await other.tick()).done).toEqual([id])
    expect(scheduleDocument(id)).toMatchObject({ status: 'done', note: INTERRUPTED })
    expect(published(plan)).toMatchObject({ price: 5900 })
    expect(publishActionsFor(plan)).toBe(1)
  })

  it('leaves the redirect from the old address that the Publish button leaves, when the publish changes it', async () => {
    const id = `page-${randomUUID().slice(0, 8)}`
    const [from, to] = [`/old-${id}`, `/new-${id}`]
    await writer()
      .transaction()
      .create({ _id: id, _type: 'page', title: 'Partners', slug: { _type: 'slug', current: from.slice(1) } })
      .create({ _id: `drafts.${id}`, _type: 'page', title: 'Partners', slug: { _type: 'slug', current: to.slice(1) } })
      .commit()
    const at = new Date(Date.now() + HOUR)
    const scheduleId = await schedule(id, 'publish', at, undefined, 'page')
    const log = logger()
    expect((await (await instance({ now: at }, { log })).tick()).done).toEqual([scheduleId])
    expect(log.error).not.toHaveBeenCalledWith(expect.stringContaining('no redirect'), expect.anything())
    expect(published(id)).toMatchObject({ slug: { current: to.slice(1) } })
    const redirects = await writer().fetch(`*[_type == $type && source == $from]{ source, destination, statusCode }`, {
      type: REDIRECT_TYPE,
      from,
    })
    expect(redirects).toEqual([{ source: from, destination: to, statusCode: 308 }])
  })

  it('refuses the later-written of a publish and an unpublish at one instant', async () => {
    const plan = await planWithDraft()
    const at = new Date(Date.now() + HOUR)
    const publish = await schedule(plan, 'publish', at, new Date(Date.now() - 2_000))
    const unpublish = await schedule(plan, 'unpublish', at, new Date(Date.now() - 1_000))
    const report = await (await instance({ now: at })).tick()
    expect(report.done).toEqual([publish])
    expect(report.refused).toEqual([unpublish])
    expect(scheduleDocument(unpublish)).toMatchObject({
      status: 'refused',
      note: SCHEDULE_MESSAGES.opposite('publish'),
    })
    expect(published(plan)).toMatchObject({ price: 5900 })
  })

  it('runs a document’s later schedule only once its earlier one has run', async () => {
    const plan = await planWithDraft()
    const at = new Date(Date.now() + HOUR)
    const publish = await schedule(plan, 'publish', at)
    const unpublish = await schedule(plan, 'unpublish', new Date(at.getTime() + 60_000))
    const real = store()
    const failing = { ...real, publish: vi.fn().mockRejectedValueOnce(new Error('network down')) }
    failing.publish.mockImplementation(real.publish)
    const clock = { now: new Date(at.getTime() + 2 * 60_000) }
    const scheduler = createScheduler({ store: failing, lock: null, now: () => clock.now, log: logger() })

    // The publish fails and waits for the next tick: the unpublish after it waits too.
    expect(await scheduler.tick()).toMatchObject({ done: [], failed: [publish], skipped: [unpublish] })
    expect(published(plan)).toMatchObject({ price: 4900 })
    clock.now = new Date(clock.now.getTime() + 15_000)
    expect((await scheduler.tick()).done).toEqual([publish, unpublish])
    expect(published(plan)).toBeUndefined()
    expect(standIn.lake.document(`drafts.${plan}`)).toMatchObject({ price: 5900 })
  })
})

describe('what the scheduler tries again', () => {
  const answer = (statusCode: number, details: object = {}) => Object.assign(new Error('x'), { statusCode, details })
  it('a revision conflict, a network error, a timeout, a rate limit and a 5xx; no other answer', () => {
    expect(mayPassLater(answer(409, { type: 'conflictError' }))).toBe(true)
    expect(mayPassLater(new Error('socket hang up'))).toBe(true)
    for (const status of [408, 429, 500, 503]) expect(mayPassLater(answer(status))).toBe(true)
    const referenced = { type: 'mutationError', items: [{ error: { type: 'documentHasExistingReferencesError' } }] }
    expect(mayPassLater(answer(409, referenced))).toBe(false)
    for (const status of [400, 401, 403, 404]) expect(mayPassLater(answer(status))).toBe(false)
  })
})
