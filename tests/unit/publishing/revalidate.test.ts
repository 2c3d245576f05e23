import * as crypto from 'node:crypto'
import { encodeSignatureHeader, SIGNATURE_HEADER_NAME } from '@sanity/webhook'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createRefresher, DEADLINE_MS, HOLD_MS, type Revision } from '@/lib/revalidate/refreshWhenServed'
import { handleSanityWebhook, MAX_BODY_BYTES, SIGNATURE_TOLERANCE_MS } from '@/lib/revalidate/webhook'

vi.mock('node:crypto', async (importOriginal) => {
  const actual = await importOriginal<typeof import('node:crypto')>()
  return { ...actual, timingSafeEqual: vi.fn(actual.timingSafeEqual) }
})

const SECRET = 'test-webhook-secret'
const NOW = Date.parse('2026-06-01T12:00:00Z')

/** A webhook call as Sanity sends it: the projection's JSON, signed with the secret at `timestamp`. */
async function webhookRequest(
  payload: unknown,
  {
    secret = SECRET,
    timestamp = NOW,
    signature,
  }: { secret?: string; timestamp?: number; signature?: string | null } = {},
) {
  const body = typeof payload === 'string' ? payload : JSON.stringify(payload)
  const header = signature === undefined ? await encodeSignatureHeader(body, timestamp, secret) : signature
  return new Request('http://localhost/api/revalidate', {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(header === null ? {} : { [SIGNATURE_HEADER_NAME]: header }) },
    body,
  })
}

/** The documented projection's output for a published plan (`operation` and both slugs included). */
const plan = {
  _type: 'pricingPlan',
  _id: 'plan-pro',
  _rev: 'rev-2',
  _updatedAt: '2026-06-01T11:59:59Z',
  operation: 'update',
  slug: { before: null, after: null },
}

describe('the webhook handler', () => {
  const log = { info: vi.fn(), warn: vi.fn(), error: vi.fn() }
  const revalidate = vi.fn()
  /** What the Content Lake's queries serve, by id; the test changes it as the index catches up. */
  let served: Map<string, Revision>
  const servedRevisions = vi.fn(
    async (ids: string[]) => new Map(ids.flatMap((id) => (served.has(id) ? [[id, served.get(id)!]] : []))),
  )
  const currentRevision = vi.fn(async (id: string): Promise<Revision | null> =>
    id === plan._id ? { rev: 'rev-2' } : null,
  )
  let refresher = createRefresher({ servedRevisions, refresh: revalidate, log })
  let arrivals = vi.spyOn(refresher, 'refreshWhenServed')
  const handle = (request: Request, { secret }: { secret: string | undefined } = { secret: SECRET }) =>
    handleSanityWebhook(request, { secret, refresher, currentRevision, log })

  /**
   * Handles the call while the clock runs, until it answers. The clock runs only once the call is verified and
   * waiting: the signature check takes real time, and a clock run ahead meanwhile would make the signature too old.
   */
  async function answer(request: Request | Promise<Request>, { stepMs = 50 }: { stepMs?: number } = {}) {
    let settled = false
    const arrived = arrivals.mock.calls.length
    const response = handle(await request).finally(() => (settled = true))
    await waiting(arrived + 1)
    while (!settled) await vi.advanceTimersByTimeAsync(stepMs)
    return response
  }

  beforeEach(() => {
    // The signature is checked off this clock (WebCrypto): `waiting` lets it finish.
    vi.useFakeTimers({ now: NOW, toFake: ['setTimeout', 'clearTimeout', 'Date'] })
    served = new Map([[plan._id, { rev: 'rev-1' }]])
    refresher = createRefresher({ servedRevisions, refresh: revalidate, log })
    arrivals = vi.spyOn(refresher, 'refreshWhenServed')
  })

  /** Until `count` calls are verified and waiting for their revision, the clock standing still. */
  async function waiting(count: number) {
    while (arrivals.mock.calls.length < count) await new Promise((resolve) => setImmediate(resolve))
  }
  afterEach(() => {
    vi.useRealTimers()
    vi.clearAllMocks()
  })

  it('refreshes the changed type’s tag once the Content Lake serves the published revision, and no sooner', async () => {
    const response = handle(await webhookRequest(plan))
    await waiting(1)
    await vi.advanceTimersByTimeAsync(700)
    expect(revalidate).not.toHaveBeenCalled()
    expect(servedRevisions).toHaveBeenCalledWith([plan._id])

    served.set(plan._id, { rev: 'rev-2' })
    await vi.advanceTimersByTimeAsync(100)
    expect(revalidate.mock.calls).toEqual([['pricingPlan']])
    const answered = await response
    expect(answered.status).toBe(200)
    expect(await answered.json()).toEqual({
      revalidated: ['pricingPlan'],
      id: 'plan-pro',
      type: 'pricingPlan',
      slug: null,
      waitedMs: 800,
      served: true,
    })
    expect(answered.headers.get('cache-control')).toBe('no-store')
  })

  it('takes a later revision than the published one as served (a newer publish came first)', async () => {
    served.set(plan._id, { rev: 'rev-3', updatedAt: '2026-06-01T12:00:00Z' })
    const response = await answer(webhookRequest(plan))
    expect(await response.json()).toMatchObject({ served: true, waitedMs: 0 })
  })

  it('a deletion waits until the document is no longer served', async () => {
    const response = handle(await webhookRequest({ ...plan, operation: 'delete' }))
    await waiting(1)
    await vi.advanceTimersByTimeAsync(500)
    expect(revalidate).not.toHaveBeenCalled()
    served.delete(plan._id)
    await vi.advanceTimersByTimeAsync(100)
    expect((await response).status).toBe(200)
    expect(revalidate.mock.calls).toEqual([['pricingPlan']])
  })

  it(`refreshes anyway after ${DEADLINE_MS / 1000} s when the revision is never served, and says so`, async () => {
    const response = await answer(webhookRequest(plan), { stepMs: 500 })
    expect(await response.json()).toMatchObject({ revalidated: ['pricingPlan'], served: false })
    expect(revalidate).toHaveBeenCalledTimes(1)
    expect(Date.now() - NOW).toBeGreaterThanOrEqual(DEADLINE_MS)
    expect(log.warn).toHaveBeenCalledWith(
      expect.stringMatching(
        /pricingPlan "plan-pro": revision "rev-2" is still not served after 10 s; refreshing anyway/,
      ),
    )
  })

  it('keeps asking while the Content Lake cannot be queried, then refreshes at the deadline', async () => {
    servedRevisions.mockRejectedValue(new Error('fetch failed'))
    const response = await answer(webhookRequest(plan), { stepMs: 500 })
    servedRevisions.mockReset()
    expect(response.status).toBe(200)
    expect(log.warn).toHaveBeenCalledWith(expect.stringContaining('fetch failed'))
    expect(revalidate).toHaveBeenCalledTimes(1)
  })

  it('a burst of changes (a release, an import) refreshes each tag once, and waits no longer than its lag', async () => {
    const posts = Array.from({ length: 12 }, (_, index) => ({
      ...plan,
      _type: 'blogPost',
      _id: `post-${index}`,
      _rev: 'rev-2',
    }))
    const plans = Array.from({ length: 8 }, (_, index) => ({ ...plan, _id: `plan-${index}` }))
    const calls = [...posts, ...plans].map(async (payload) => handle(await webhookRequest(payload)))
    await waiting(calls.length)
    await vi.advanceTimersByTimeAsync(600)
    expect(revalidate).not.toHaveBeenCalled()
    // The index catches up with the documents one poll apart.
    for (const payload of [...posts, ...plans]) {
      served.set(payload._id, { rev: 'rev-2' })
      await vi.advanceTimersByTimeAsync(20)
    }
    await vi.advanceTimersByTimeAsync(100)
    const answers = await Promise.all(calls)
    expect(answers.map((response) => response.status)).toEqual(Array(20).fill(200))
    expect(revalidate.mock.calls.sort()).toEqual([['blogPost'], ['pricingPlan']])
    const waited = await Promise.all(answers.map(async (response) => (await response.json()).waitedMs as number))
    expect(Math.max(...waited)).toBeLessThan(1_200)
  })
  it('a served change waits for the other changes of its tag still on their way, but not forever', async () => {
    const first = handle(await webhookRequest(plan))
    const second = handle(await webhookRequest({ ...plan, _id: 'plan-basic' }))
    await waiting(2)
    served.set(plan._id, { rev: 'rev-2' })
    await vi.advanceTimersByTimeAsync(HOLD_MS - 100)
    expect(revalidate).not.toHaveBeenCalled()
    await vi.advanceTimersByTimeAsync(200)
    expect(revalidate.mock.calls).toEqual([['pricingPlan']])
    expect(await (await first).json()).toMatchObject({ served: true })
    served.set('plan-basic', { rev: 'rev-2' })
    await vi.advanceTimersByTimeAsync(100)
    expect(await (await second).json()).toMatchObject({ served: true })
    expect(revalidate).toHaveBeenCalledTimes(2)
  })

  it('a call Sanity retries (same revision) joins the waiting one, and once served is answered at once', async () => {
    const first = handle(await webhookRequest(plan))
    const retried = handle(await webhookRequest(plan))
    await waiting(2)
    served.set(plan._id, { rev: 'rev-2' })
    await vi.advanceTimersByTimeAsync(100)
    expect((await first).status).toBe(200)
    expect((await retried).status).toBe(200)
    expect(revalidate).toHaveBeenCalledTimes(1)

    const later = handle(await webhookRequest(plan))
    await waiting(3)
    expect(await (await later).json()).toMatchObject({ served: true, waitedMs: 0 })
    expect(revalidate).toHaveBeenCalledTimes(2)
  })

  it('a payload without _rev (an older projection) waits for the revision the Content Lake holds, and says once to update it', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const legacy = { _type: 'pricingPlan', _id: 'plan-pro', slug: null }
    const response = handle(await webhookRequest(legacy))
    await waiting(1)
    await vi.advanceTimersByTimeAsync(500)
    expect(currentRevision).toHaveBeenCalledWith('plan-pro')
    expect(revalidate).not.toHaveBeenCalled()
    served.set(plan._id, { rev: 'rev-2' })
    await vi.advanceTimersByTimeAsync(100)
    expect((await response).status).toBe(200)
    expect(revalidate).toHaveBeenCalledTimes(1)

    await answer(webhookRequest(legacy))
    const advice = warn.mock.calls.filter(([message]) => String(message).includes('projection has no _rev'))
    expect(advice).toHaveLength(1)
    expect(advice[0][0]).toContain('delta::operation()')
    warn.mockRestore()
  })

  it(`a payload without _rev whose revision is never served is refreshed anyway after ${DEADLINE_MS / 1000} s`, async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const waitingSince = Date.now()
    const response = await answer(webhookRequest({ _type: 'pricingPlan', _id: 'plan-pro', slug: null }), {
      stepMs: 500,
    })
    warn.mockRestore()
    expect(await response.json()).toMatchObject({ revalidated: ['pricingPlan'], served: false })
    expect(Date.now() - waitingSince).toBeGreaterThanOrEqual(DEADLINE_MS)
    expect(Date.now() - waitingSince).toBeLessThan(DEADLINE_MS + 1_000)
    expect(revalidate).toHaveBeenCalledTimes(1)
  })

  it('quotes the id and slug it logs, so a newline in them cannot forge a log line', async () => {
    await handle(await webhookRequest({ _type: 'blogPost', _id: 'post-1\n[revalidate] forged', slug: 'a\nb' }))
    expect(log.info).toHaveBeenCalledWith(
      '[revalidate] blogPost "post-1\\n[revalidate] forged" ("a\\nb"): refreshed blogPost after 0 ms',
    )
  })

  it('compares the signature in constant time', async () => {
    served.set(plan._id, { rev: 'rev-2' })
    const forged = (await encodeSignatureHeader(JSON.stringify(plan), NOW, SECRET)).replace(/v1=./, 'v1=A')
    expect((await handle(await webhookRequest(plan, { signature: forged }))).status).toBe(401)
    expect((await handle(await webhookRequest(plan))).status).toBe(200)
    expect(crypto.timingSafeEqual).toHaveBeenCalledTimes(2)
  })

  it('refuses a chunked body past the limit with 413, without reading it all and without refreshing anything', async () => {
    let sent = 0
    const chunk = new TextEncoder().encode(`{"pad":"${'x'.repeat(1024)}",`)
    const body = new ReadableStream<Uint8Array>(
      {
        pull(controller) {
          sent += chunk.byteLength
          controller.enqueue(chunk)
        },
      },
      { highWaterMark: 0 },
    )
    const header = await encodeSignatureHeader('{}', NOW, SECRET)
    const request = new Request('http://localhost/api/revalidate', {
      method: 'POST',
      headers: { [SIGNATURE_HEADER_NAME]: header },
      body,
      duplex: 'half',
    } as RequestInit)
    const response = await handle(request)
    expect(response.status).toBe(413)
    expect(sent).toBeLessThan(MAX_BODY_BYTES + 2 * chunk.byteLength)
    expect(revalidate).not.toHaveBeenCalled()
  })

  it('passes the slug along for the log', async () => {
    const response = await handle(
      await webhookRequest({ _type: 'blogPost', _id: 'post-1', slug: 'maximizing-response-rates' }),
    )
    expect(await response.json()).toMatchObject({ revalidated: ['blogPost'], slug: 'maximizing-response-rates' })
    expect(log.info).toHaveBeenCalledWith(expect.stringContaining('"maximizing-response-rates"'))
  })

  it.each([
    ['signed with another secret (forged)', () => webhookRequest(plan, { secret: 'not-the-secret' })],
    ['unsigned', () => webhookRequest(plan, { signature: null })],
    ['with a malformed signature header', () => webhookRequest(plan, { signature: 'v1=abc' })],
    // The library refuses to compute a signature for a time before 2021 or without milliseconds: a 401 all the same.
    ['signed at a time in seconds', () => webhookRequest(plan, { signature: 't=1,v1=abc' })],
    ['signed at a time of 400 digits', () => webhookRequest(plan, { signature: `t=${'9'.repeat(400)},v1=abc` })],
    ['older than five minutes (stale)', () => webhookRequest(plan, { timestamp: NOW - SIGNATURE_TOLERANCE_MS - 1000 })],
    ['from the future', () => webhookRequest(plan, { timestamp: NOW + SIGNATURE_TOLERANCE_MS + 1000 })],
    [
      'with a body other than the signed one',
      async () => {
        const signed = await webhookRequest(plan)
        return new Request(signed.url, {
          method: 'POST',
          headers: signed.headers,
          body: JSON.stringify({ ...plan, _type: 'homePage' }),
        })
      },
    ],
  ])('a call %s gets 401 and refreshes nothing', async (_case, request) => {
    const response = await handle(await request())
    expect(response.status).toBe(401)
    expect((await response.json()).error).toBeTruthy()
    expect(revalidate).not.toHaveBeenCalled()
  })

  it('a flood of refused calls writes one log line a minute, with how many were left out', async () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    try {
      const floodLog = { info: vi.fn(), warn: vi.fn(), error: vi.fn() }
      const forged = () =>
        handleSanityWebhook(new Request('http://localhost/api/revalidate', { method: 'POST', body: '{}' }), {
          secret: SECRET,
          refresher,
          currentRevision,
          now: () => NOW,
          log: floodLog,
        })
      for (let call = 0; call < 50; call++) expect((await forged()).status).toBe(401)
      expect(floodLog.warn.mock.calls).toEqual([
        [expect.stringMatching(/^\[revalidate\] Refused a webhook call: Missing/)],
      ])
      vi.advanceTimersByTime(60_000)
      await forged()
      expect(floodLog.warn).toHaveBeenCalledTimes(2)
      expect(floodLog.warn).toHaveBeenLastCalledWith(
        expect.stringMatching(/\(and 49 more like it in the last minute\)$/),
      )
    } finally {
      vi.useRealTimers()
    }
  })

  it('a call just inside the five minutes is accepted', async () => {
    served.set(plan._id, { rev: 'rev-2' })
    const response = await handle(await webhookRequest(plan, { timestamp: NOW - SIGNATURE_TOLERANCE_MS + 1000 }))
    expect(response.status).toBe(200)
  })

  it.each([
    ['not JSON', 'this is not json'],
    ['a JSON array', [plan]],
    ['without _type', { _id: 'plan-pro' }],
    ['without _id', { _type: 'pricingPlan' }],
    ['with a _type that is not a type name', { _type: 'pricing plan; drop', _id: 'x' }],
  ])('a signed but malformed payload (%s) gets 400 and refreshes nothing', async (_case, payload) => {
    const response = await handle(await webhookRequest(payload))
    expect(response.status).toBe(400)
    expect(revalidate).not.toHaveBeenCalled()
  })

  it('a draft or release version is acknowledged without refreshing (the site shows published content)', async () => {
    for (const _id of ['drafts.plan-pro', 'versions.rABC.plan-pro']) {
      const response = await handle(await webhookRequest({ ...plan, _id }))
      expect(response.status).toBe(200)
      expect((await response.json()).revalidated).toEqual([])
    }
    expect(revalidate).not.toHaveBeenCalled()
  })

  it('without a configured secret answers 503, says why in the server log, and refreshes nothing', async () => {
    const response = await handle(await webhookRequest(plan), { secret: undefined })
    expect(response.status).toBe(503)
    expect(await response.json()).toEqual({ error: 'Revalidation is not configured on this server.' })
    expect(log.error).toHaveBeenCalledWith(expect.stringContaining('SANITY_REVALIDATE_SECRET'))
    expect(revalidate).not.toHaveBeenCalled()
  })

  it('answers 503 and logs the change and the cause when the cache cannot be refreshed (Sanity retries)', async () => {
    served.set(plan._id, { rev: 'rev-2' })
    revalidate.mockRejectedValueOnce(new Error('The rate-limit store is unreachable'))
    const response = await handle(await webhookRequest(plan))
    expect(response.status).toBe(503)
    expect((await response.json()).revalidated).toBeUndefined()
    expect(log.error).toHaveBeenCalledWith(
      expect.stringMatching(/^\[revalidate\] pricingPlan "plan-pro": could not refresh pricingPlan: .*unreachable/),
    )
    expect(log.info).not.toHaveBeenCalled()
  })
})

/** The route itself, with Next's cache functions mocked to see exactly what it asks Next to refresh. */
describe('POST /api/revalidate', () => {
  const revalidateTag = vi.fn()

  beforeEach(() => {
    vi.resetModules()
    vi.doMock('next/cache', () => ({ revalidateTag }))
    vi.useFakeTimers({ toFake: ['setTimeout'] })
  })
  afterEach(() => {
    vi.useRealTimers()
    vi.unstubAllEnvs()
    vi.doUnmock('next/cache')
    revalidateTag.mockReset()
  })

  async function post(request: Request, secret = SECRET) {
    vi.stubEnv('SANITY_REVALIDATE_SECRET', secret)
    const { POST } = await import('@/app/api/revalidate/route')
    let settled = false
    const response = POST(request).finally(() => (settled = true))
    // Let the consistency wait pass, however long the signature check takes.
    while (!settled) await vi.advanceTimersByTimeAsync(250)
    return response
  }

  it('a signed pricingPlan change expires the pricingPlan tag, immediately', async () => {
    const response = await post(await webhookRequest(plan, { timestamp: Date.now() }))
    expect(response.status).toBe(200)
    expect(await response.json()).toMatchObject({ revalidated: ['pricingPlan'] })
    expect(revalidateTag.mock.calls).toEqual([['pricingPlan', { expire: 0 }]])
  })

  it('with REDIS_URL set and Redis unreachable: 503, and the tag is not refreshed on this instance alone', async () => {
    vi.stubEnv('REDIS_URL', 'redis://127.0.0.1:9') // the discard port: nothing answers
    const error = vi.spyOn(console, 'error').mockImplementation(() => {})
    const response = await post(await webhookRequest(plan, { timestamp: Date.now() }))
    expect(response.status).toBe(503)
    expect(revalidateTag).not.toHaveBeenCalled()
    expect(error).toHaveBeenCalledWith(expect.stringMatching(/^\[revalidate\] pricingPlan .*could not refresh/))
    error.mockRestore()
  })

  it('a forged call changes nothing', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    const response = await post(await webhookRequest(plan, { timestamp: Date.now(), secret: 'forged' }))
    expect(response.status).toBe(401)
    expect(revalidateTag).not.toHaveBeenCalled()
  })

  it('with SANITY_REVALIDATE_SECRET unset: 503 and nothing refreshed', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {})
    const response = await post(await webhookRequest(plan, { timestamp: Date.now() }), '')
    expect(response.status).toBe(503)
    expect(error).toHaveBeenCalledWith(expect.stringContaining('SANITY_REVALIDATE_SECRET is not set'))
    expect(revalidateTag).not.toHaveBeenCalled()
  })
})
