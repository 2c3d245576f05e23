/**
 * `GET`/`POST /api/cron/publish` (lib/scheduling/cron.ts) with the scheduler against the Content Lake stand-in:
 * refused without the secret, and called twice (or twice at once), it publishes once.
 */
import { describe, expect, it, vi } from 'vitest'
import { handleCronTick } from '@/lib/scheduling/cron'
import { sanityScheduleStore } from '@/lib/scheduling/sanityStore'
import { createScheduler } from '@/lib/scheduling/scheduler'
import { contentLakeStandIn } from '../../support/contentLakeStandIn'

const TOKENS = { write: 'sk-write' }
const SECRET = 'a-cron-secret-of-the-site-0123456789'
const standIn = contentLakeStandIn({
  tokens: TOKENS,
  documents: [
    { _id: 'pricingPlan-pro', _type: 'pricingPlan', price: 4900 },
    { _id: 'drafts.pricingPlan-pro', _type: 'pricingPlan', price: 5900 },
  ],
})

const call = (method: string, authorization?: string) =>
  new Request('http://localhost/api/cron/publish', {
    method,
    headers: authorization ? { authorization } : {},
  })

const publishes = () =>
  standIn.lake.requests.filter(
    (request) => request.endpoint.startsWith('data/actions/') && JSON.stringify(request.body).includes('publish'),
  ).length

describe('the cron route', () => {
  it('refuses a call without the secret or with another (401), and answers 503 when no secret is set', async () => {
    const scheduler = { tick: vi.fn() }
    const log = { warn: vi.fn(), error: vi.fn() }
    for (const authorization of [undefined, `Bearer ${SECRET}x`, SECRET, `Basic ${SECRET}`, 'Bearer ']) {
      const response = await handleCronTick(call('GET', authorization), { secret: SECRET, scheduler, log })
      expect(response.status).toBe(401)
      expect(response.headers.get('www-authenticate')).toBe('Bearer')
    }
    const unset = await handleCronTick(call('GET', 'Bearer '), { secret: undefined, scheduler, log })
    expect(unset.status).toBe(503)
    expect(log.error).toHaveBeenCalledWith(expect.stringContaining('CRON_SECRET is not set'))
    expect(scheduler.tick).not.toHaveBeenCalled()
  })

  it('runs a due schedule once, however often and however it is called (Vercel Cron: GET)', async () => {
    const writer = standIn.client(TOKENS.write, 'raw')
    const at = new Date(Date.now() - 1_000).toISOString()
    await writer.create({
      _id: 'schedule.cron',
      _type: 'schedule',
      kind: 'publish',
      at,
      documentId: 'pricingPlan-pro',
      documentType: 'pricingPlan',
      status: 'scheduled',
      // Written before its time, as the Studio does.
      _createdAt: new Date(Date.now() - 60_000).toISOString(),
    })
    const options = () => ({
      secret: SECRET,
      scheduler: createScheduler({
        store: sanityScheduleStore(writer, { siteOrigin: 'https://persistly.test' }),
        lock: null,
        now: () => new Date(),
      }),
    })
    const authorization = `Bearer ${SECRET}`
    const [first, second] = await Promise.all([
      handleCronTick(call('GET', authorization), options()),
      handleCronTick(call('POST', authorization), options()),
    ])
    const third = await handleCronTick(call('GET', authorization), options())
    expect([first.status, second.status, third.status]).toEqual([200, 200, 200])
    const done = [await first.json(), await second.json(), await third.json()].flatMap((report) => report.done)
    expect(done).toEqual(['schedule.cron'])
    expect(publishes()).toBe(1)
    expect(standIn.lake.document('pricingPlan-pro')).toMatchObject({ price: 5900 })
    expect(first.headers.get('cache-control')).toBe('no-store')
  })
})
