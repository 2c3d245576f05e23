import { describe, expect, it, vi } from 'vitest'
import { z } from 'zod'
import { createRateLimiter } from '@/lib/security/rateLimit'

/**
 * The intake of every route acting for the signed-in user (lib/auth/signedInRequest.ts): its order of refusals, a route
 * without a body, the allowance. The routes' own cases are in the payments and account tests.
 */
const origin = 'https://persistly.test'
process.env.NEXT_PUBLIC_SITE_URL = origin
/** Who is signed in: verifying the session is requireUser's (auth-require-user.test.ts). */
const signedIn = vi.hoisted(() => ({ userId: 'user_1' as string | null }))
vi.mock('@/lib/auth/requireUser', () => ({
  requireUser: async () =>
    signedIn.userId
      ? { userId: signedIn.userId }
      : { response: Response.json({ error: 'Sign in required.' }, { status: 401 }) },
}))
/** Whether the session has verified recently (the check itself, over Clerk's `has`: account-reverification.test.ts). */
const verified = vi.hoisted(() => ({ recently: true }))
vi.mock('@/lib/auth/reverification', () => ({
  refuseWithoutRecentVerification: async () =>
    verified.recently ? null : Response.json({ clerk_error: { reason: 'reverification-error' } }, { status: 403 }),
}))
const { readSignedInRequest } = await import('@/lib/auth/signedInRequest')
const { RateLimitStoreUnreachable } = await import('@/lib/security/redisRateLimit')

const post = (from: string, body?: string) =>
  new Request(`${origin}/api/example`, {
    method: 'POST',
    headers: { origin: from, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body,
  })
const body = { schema: z.object({ planKey: z.string() }), maxBytes: 64, invalidText: 'Send a plan key.' }

describe('readSignedInRequest', () => {
  it('gives the user and the parsed body', async () => {
    signedIn.userId = 'user_1'
    expect(await readSignedInRequest(post(origin, '{"planKey":"pro"}'), { logName: '[test] example', body })).toEqual({
      userId: 'user_1',
      data: { planKey: 'pro' },
    })
  })

  it('refuses signed out first, whatever else is wrong', async () => {
    signedIn.userId = null
    const read = await readSignedInRequest(post('https://evil.example', 'not json'), {
      logName: '[test] example',
      body,
    })
    expect(read.response?.status).toBe(401)
    signedIn.userId = 'user_1'
  })

  it('then another site, then the body', async () => {
    const elsewhere = await readSignedInRequest(post('https://evil.example', 'not json'), { logName: '[test] x', body })
    expect(elsewhere.response?.status).toBe(403)
    const malformed = await readSignedInRequest(post(origin, 'not json'), { logName: '[test] x', body })
    expect(malformed.response?.status).toBe(400)
    const wrong = await readSignedInRequest(post(origin, '{"plan":"pro"}'), { logName: '[test] x', body })
    expect(await wrong.response?.json()).toEqual({ error: 'Send a plan key.' })
    const huge = await readSignedInRequest(post(origin, JSON.stringify({ planKey: 'x'.repeat(100) })), {
      logName: '[test] x',
      body,
    })
    expect(huge.response?.status).toBe(413)
  })

  it('asks a body rule given by a function for it only once the request is signed in and from this site', async () => {
    const rule = vi.fn(async () => body)
    signedIn.userId = null
    expect(
      (await readSignedInRequest(post(origin, '{"planKey":"pro"}'), { logName: '[test] x', body: rule })).response
        ?.status,
    ).toBe(401)
    signedIn.userId = 'user_1'
    const elsewhere = await readSignedInRequest(post('https://evil.example', '{"planKey":"pro"}'), {
      logName: '[test] x',
      body: rule,
    })
    expect(elsewhere.response?.status).toBe(403)
    expect(rule).not.toHaveBeenCalled()
    expect(await readSignedInRequest(post(origin, '{"planKey":"pro"}'), { logName: '[test] x', body: rule })).toEqual({
      userId: 'user_1',
      data: { planKey: 'pro' },
    })
    expect(rule).toHaveBeenCalledOnce()
  })

  it('takes a route without a body as it is', async () => {
    expect(await readSignedInRequest(post(origin), { logName: '[test] x' })).toEqual({ userId: 'user_1' })
  })

  it('counts well-formed requests per user: past the allowance, 429 with Retry-After, and the log says so', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const limit = { limiter: createRateLimiter({ limit: 2, windowMs: 60_000 }), tooManyText: 'Too many.' }
    // A malformed request spends nothing.
    await readSignedInRequest(post(origin, 'not json'), { logName: '[test] x', body, limit })
    for (let attempt = 0; attempt < 2; attempt++)
      expect((await readSignedInRequest(post(origin), { logName: '[test] x', limit })).response).toBeUndefined()
    const refused = (await readSignedInRequest(post(origin), { logName: '[test] x', limit })).response!
    expect(refused.status).toBe(429)
    expect(await refused.json()).toEqual({ error: 'Too many.' })
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0)
    expect(warn).toHaveBeenCalledWith('[test] x refused for "user_1": too many requests recently.')
    warn.mockRestore()
  })

  it('asks a sensitive action for a recent verification after the body and before the allowance', async () => {
    const limit = { limiter: createRateLimiter({ limit: 1, windowMs: 60_000 }), tooManyText: 'Too many.' }
    verified.recently = false
    try {
      // A malformed body is told so first: nobody is asked to re-verify for a request that cannot go ahead.
      const malformed = await readSignedInRequest(post(origin, 'not json'), {
        logName: '[test] x',
        body,
        reverify: true,
      })
      expect(malformed.response?.status).toBe(400)
      const rules = { logName: '[test] x', body, reverify: true, limit }
      const refused = await readSignedInRequest(post(origin, '{"planKey":"pro"}'), rules)
      expect(refused.response?.status).toBe(403)
      // …and spent none of the allowance.
      verified.recently = true
      expect((await readSignedInRequest(post(origin, '{"planKey":"pro"}'), rules)).response).toBeUndefined()
    } finally {
      verified.recently = true
    }
  })

  it('fails closed while a shared allowance cannot be read: 503, and the log says so once a minute', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {})
    const unreachable = () => Promise.reject(new RateLimitStoreUnreachable(new Error('connection refused')))
    const limit = { limiter: { take: unreachable, retryAfterMs: unreachable }, tooManyText: 'Too many.' }
    for (let attempt = 0; attempt < 3; attempt++) {
      const read = await readSignedInRequest(post(origin), { logName: '[test] shared', limit })
      expect('userId' in read).toBe(false)
      expect(read.response?.status).toBe(503)
      expect(await read.response?.json()).toEqual({ error: expect.any(String) })
    }
    expect(error).toHaveBeenCalledOnce()
    error.mockRestore()
  })
})
