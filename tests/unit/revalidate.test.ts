import * as crypto from 'node:crypto'
import { encodeSignatureHeader, SIGNATURE_HEADER_NAME } from '@sanity/webhook'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import {
  CONSISTENCY_DELAY_MS,
  handleSanityWebhook,
  MAX_BODY_BYTES,
  SIGNATURE_TOLERANCE_MS,
} from '@/lib/revalidate/webhook'

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

const plan = { _type: 'pricingPlan', _id: 'plan-pro', slug: null }

describe('the webhook handler', () => {
  const log = { info: vi.fn(), warn: vi.fn(), error: vi.fn() }
  const revalidate = vi.fn()
  const delay = vi.fn(async () => {})
  const handle = (request: Request, { secret }: { secret: string | undefined } = { secret: SECRET }) =>
    handleSanityWebhook(request, { secret, revalidate, delay, now: () => NOW, log })

  afterEach(() => vi.clearAllMocks())

  it('a signed change refreshes exactly the changed type’s tag, after waiting for the Content Lake', async () => {
    const response = await handle(await webhookRequest(plan))
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({
      revalidated: ['pricingPlan'],
      id: 'plan-pro',
      type: 'pricingPlan',
      slug: null,
    })
    expect(revalidate.mock.calls).toEqual([['pricingPlan']])
    expect(delay).toHaveBeenCalledWith(CONSISTENCY_DELAY_MS)
    expect(delay.mock.invocationCallOrder[0]).toBeLessThan(revalidate.mock.invocationCallOrder[0])
    expect(response.headers.get('cache-control')).toBe('no-store')
  })

  it('quotes the id and slug it logs, so a newline in them cannot forge a log line', async () => {
    await handle(await webhookRequest({ _type: 'blogPost', _id: 'post-1\n[revalidate] forged', slug: 'a\nb' }))
    expect(log.info).toHaveBeenCalledWith(
      '[revalidate] blogPost "post-1\\n[revalidate] forged" ("a\\nb"): refreshed blogPost',
    )
  })

  it('compares the signature in constant time', async () => {
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
    expect((await response.json()).message).toBeTruthy()
    expect(revalidate).not.toHaveBeenCalled()
  })

  it('a flood of refused calls writes one log line a minute, with how many were left out', async () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    try {
      const floodLog = { info: vi.fn(), warn: vi.fn(), error: vi.fn() }
      const forged = () =>
        handleSanityWebhook(new Request('http://localhost/api/revalidate', { method: 'POST', body: '{}' }), {
          secret: SECRET,
          revalidate,
          delay,
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

  it('without a configured secret answers 500, says why in the server log, and refreshes nothing', async () => {
    const response = await handle(await webhookRequest(plan), { secret: undefined })
    expect(response.status).toBe(500)
    expect(log.error).toHaveBeenCalledWith(expect.stringContaining('SANITY_REVALIDATE_SECRET'))
    expect(revalidate).not.toHaveBeenCalled()
  })

  it('answers 503 and logs the change and the cause when the cache cannot be refreshed (Sanity retries)', async () => {
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

  it('with SANITY_REVALIDATE_SECRET unset: 500 and nothing refreshed', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {})
    const response = await post(await webhookRequest(plan, { timestamp: Date.now() }), '')
    expect(response.status).toBe(500)
    expect(error).toHaveBeenCalledWith(expect.stringContaining('SANITY_REVALIDATE_SECRET is not set'))
    expect(revalidateTag).not.toHaveBeenCalled()
  })
})
