import { beforeEach, describe, expect, it, vi } from 'vitest'
import { newKeyPair, publicKeyPem, sessionClaims, signSessionToken } from '@/tests/support/clerkSessions'

/**
 * Which session a sign-out ends when the proxy found no live one: the real token verification (Clerk's backend,
 * offline with a JWT key made here), Clerk's `auth()` and its Backend API stubbed.
 */
const SITE = 'https://www.persistly.ai'
const keys = newKeyPair()
const auth = vi.fn()
const revokeSession = vi.fn()

vi.stubEnv('NEXT_PUBLIC_SITE_URL', SITE)
vi.mock('@clerk/nextjs/server', async () => ({ auth, verifyToken: (await import('@clerk/backend')).verifyToken }))
vi.mock('@/lib/auth/config', () => ({
  clerkConfig: () => ({
    configured: true,
    publishableKey: 'pk_live_x',
    secretKey: 'sk_live_x',
    jwtKey: publicKeyPem(keys.publicKey),
  }),
}))
vi.mock('@/lib/auth/backend', () => ({ clerkBackend: () => ({ sessions: { revokeSession } }) }))

const { sessionToEnd, SIGN_OUT_TOKEN_GRACE_MS } = await import('@/lib/auth/signOut')
const { POST } = await import('@/app/api/sign-out/route')

const now = Math.floor(Date.now() / 1000)
/** A token of session `sess_1` that expired `secondsAgo` seconds ago (negative: still valid). */
const tokenExpired = (secondsAgo: number, privateKey = keys.privateKey) =>
  signSessionToken(
    sessionClaims('user_1', {
      sid: 'sess_1',
      iat: now - secondsAgo - 60,
      nbf: now - secondsAgo - 70,
      exp: now - secondsAgo,
      iss: 'https://clerk.persistly.test',
      azp: SITE,
    }),
    privateKey,
  )
const signOutRequest = (token: string, origin = SITE) =>
  new Request(`${SITE}/api/sign-out`, { method: 'POST', headers: { origin, cookie: `__session=${token}` } })

beforeEach(() => {
  auth.mockReset().mockResolvedValue({ sessionId: null })
  revokeSession.mockReset().mockResolvedValue({})
  vi.spyOn(console, 'warn').mockImplementation(() => {})
})

describe('the session token a sign-out accepts once it has expired', () => {
  it('is five minutes past its expiry at most', () => {
    expect(SIGN_OUT_TOKEN_GRACE_MS).toBe(5 * 60_000)
  })

  it('names its session while fresh or expired within the grace period (clerk-js had not refreshed it yet)', async () => {
    await expect(sessionToEnd(signOutRequest(tokenExpired(-30)))).resolves.toBe('sess_1')
    await expect(sessionToEnd(signOutRequest(tokenExpired(60)))).resolves.toBe('sess_1')
    await expect(sessionToEnd(signOutRequest(tokenExpired(4 * 60)))).resolves.toBe('sess_1')
  })

  it('is stale once older than that: a genuine token from a log no longer names a session to end', async () => {
    await expect(sessionToEnd(signOutRequest(tokenExpired(6 * 60)))).resolves.toBe('stale')
    await expect(sessionToEnd(signOutRequest(tokenExpired(3600)))).resolves.toBe('stale')
    await expect(sessionToEnd(signOutRequest(tokenExpired(365 * 86_400)))).resolves.toBe('stale')
  })

  it('measures the age against the time given, at the boundary', async () => {
    const token = tokenExpired(0)
    await expect(sessionToEnd(signOutRequest(token), now * 1000 + SIGN_OUT_TOKEN_GRACE_MS)).resolves.toBe('sess_1')
    await expect(sessionToEnd(signOutRequest(token), now * 1000 + SIGN_OUT_TOKEN_GRACE_MS + 1)).resolves.toBe('stale')
  })

  it('names nothing for a token signed by anyone else, however recent', async () => {
    await expect(sessionToEnd(signOutRequest(tokenExpired(-30, newKeyPair().privateKey)))).rejects.toThrow()
    await expect(sessionToEnd(signOutRequest(tokenExpired(3600, newKeyPair().privateKey)))).rejects.toThrow()
  })
})

describe('POST /api/sign-out with an expired token', () => {
  it('ends the session of a token expired a minute ago, removes the cookies and goes home', async () => {
    const response = await POST(signOutRequest(tokenExpired(60)))
    expect(response.status).toBe(303)
    expect(response.headers.get('location')).toBe(`${SITE}/`)
    expect(revokeSession).toHaveBeenCalledExactlyOnceWith('sess_1')
    expect(response.headers.getSetCookie().length).toBeGreaterThan(0)
  })

  it('refuses an hour-old token: nothing is revoked or removed, and /account says to try again', async () => {
    const response = await POST(signOutRequest(tokenExpired(3600)))
    expect(response.status).toBe(303)
    expect(response.headers.get('location')).toBe(`${SITE}/account?sign-out-failed=1`)
    expect(revokeSession).not.toHaveBeenCalled()
    expect(response.headers.getSetCookie()).toEqual([])
  })
})
