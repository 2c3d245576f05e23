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
import { SCHEDULE_ID_PREFIX, SCHEDULE_MESSAGES, SCHEDULE_TYPE, type ScheduleKind } from '@/lib/scheduling/schedule'
import { createScheduler, lockKey, NOTHING_TO_PUBLISH, type ScheduleLock } from '@/lib/scheduling/scheduler'
import { contentLakeStandIn } from '../../support/contentLakeStandIn'
import { startRedisServer, type RedisServer } from '../../support/redisServer'

const REDIS_PORT = Number(process.env.REDIS_SCHEDULER_TEST_PORT ?? 3476)
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

/** A scheduler "instance": its own Sanity client, its own Redis connection (or none), the test's clock. */
async function instance(clock: { now: Date }, { withRedis = true, log = logger() } = {}) {
  const connection = withRedis ? await redisConnection() : null
  return createScheduler({
    store: sanityScheduleStore(writer()),
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
    const store = sanityScheduleStore(writer())
    const failing = { ...store, publish: vi.fn().mockRejectedValueOnce(new Error('503 from the Content Lake')) }
    failing.publish.mockImplementation(store.publish)
    const scheduler = createScheduler({ store: failing, lock: null, now: () => at, log })
    expect((await scheduler.tick()).failed).toEqual([id])
    expect(scheduleDocument(id)).toMatchObject({ status: 'scheduled' })
    expect(log.error).toHaveBeenCalled()
    expect((await scheduler.tick()).done).toEqual([id])
    expect(publishActionsFor(plan)).toBe(1)
  })
})
