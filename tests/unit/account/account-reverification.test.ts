import { verifyToken } from '@clerk/backend'
import { signedInAuthObject } from '@clerk/backend/internal'
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { startClerkBackendStandIn } from '../../stand-ins/clerkBackend'
import {
  FRONTEND_API_HOST,
  newKeyPair,
  publicKeyPem,
  sessionClaims,
  signSessionToken,
  type SessionClaims,
} from '../../support/clerkSessions'
import { startRedisServer, type RedisServer } from '../../support/redisServer'
import { seedDocument } from '../../support/seedContent'

/**
 * The account's sensitive actions (deleting the account, changing the password, exporting the data, signing out other
 * sessions) through their real route handlers: each refused with Clerk's reverification answer without a recent
 * verification and done with one, the factor asked of a person with two-step verification, and the password guesses
 * counted per person across the password and deletion routes and across two instances sharing a real redis-server,
 * refused (503, nothing changed) when Redis cannot be read.
 *
 * The session is Clerk's own: a token signed like Clerk's, with the `fva` claim Clerk puts in it, verified by Clerk's
 * `verifyToken` and turned into the auth object by Clerk's `signedInAuthObject`, whose `has` is Clerk's. Only `auth()`'s
 * reading of the request (Next's middleware's work) is replaced. The Backend API is the loopback stand-in.
 */
const REDIS_PORT = Number(process.env.REDIS_REVERIFY_TEST_PORT ?? 3482)
const CLOSED_PORT = REDIS_PORT + 1
const origin = 'https://persistly.test'
const PASSWORD = 'correct horse battery'

const clerkApi = await startClerkBackendStandIn()
const keys = newKeyPair()
const jwtKey = publicKeyPem(keys.publicKey)
let redis: RedisServer

/** The session the next request carries (auth() reads it), as Clerk's middleware would have verified it. */
const session = vi.hoisted(() => ({ token: null as string | null }))
vi.mock('@clerk/nextjs/server', async (importOriginal) => {
  const actual = await importOriginal<typeof import('@clerk/nextjs/server')>()
  return { ...actual, auth: vi.fn(async () => currentAuth()) }
})
async function currentAuth() {
  if (!session.token) return { userId: null, has: () => false, factorVerificationAge: null }
  const claims = await verifyToken(session.token, { jwtKey, authorizedParties: [origin] })
  return signedInAuthObject({ jwtKey }, session.token, claims)
}
vi.mock('@/lib/sanity/content/accountSecurity', () => ({
  getAccountSecurity: async () => seedDocument('accountSecurity'),
}))
/** The deletion past its intake (Stripe, the inbox) is account-deletion.test.ts's: here it checks the password only. */
const deleted = vi.hoisted(() => [] as string[])
vi.mock('@/lib/account/deletion', () => ({
  deleteAccount: async (userId: string, password: string) => {
    if (password !== 'correct horse battery') return { status: 'refused', reasons: ['Password is incorrect.'] }
    deleted.push(userId)
    return { status: 'deleted', subscriptionsEnded: 0, customersRedacted: 0, messagesAnonymised: 0 }
  },
}))
vi.mock('@/lib/account/dataExport', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/lib/account/dataExport')>()),
  accountExport: async (userId: string) => ({ exportedAt: new Date().toISOString(), account: { id: userId } }),
}))

type Routes = {
  password: (request: Request) => Promise<Response>
  deletion: (request: Request) => Promise<Response>
  exportData: (request: Request) => Promise<Response>
  sessions: (request: Request) => Promise<Response>
}

/** One instance of the site: its own modules, its own environment, its own Redis connection. */
async function instance(redisUrl: string): Promise<Routes> {
  vi.resetModules()
  Object.assign(process.env, {
    NEXT_PUBLIC_SITE_URL: origin,
    NEXT_PUBLIC_CLERK_PUBLISHABLE_KEY: `pk_live_${Buffer.from(`${FRONTEND_API_HOST}$`).toString('base64')}`,
    CLERK_SECRET_KEY: 'sk_live_reverify',
    CLERK_API_URL: clerkApi.url,
    REDIS_URL: redisUrl,
  })
  return {
    password: (await import('@/app/api/account/password/route')).POST,
    deletion: (await import('@/app/api/account/delete/route')).POST,
    exportData: (await import('@/app/api/account/export/route')).POST,
    sessions: (await import('@/app/api/account/sessions/route')).POST,
  }
}

let a: Routes
let b: Routes
const environmentBefore = { ...process.env }
beforeAll(async () => {
  redis = await startRedisServer(REDIS_PORT)
  a = await instance(redis.url)
  // Another address of the same server: a second client, as a second instance has.
  b = await instance(redis.url.replace('127.0.0.1', 'localhost'))
}, 20_000)
afterAll(async () => {
  const { sharedRedis } = await import('@/lib/redis/connection')
  for (const url of [redis.url, redis.url.replace('127.0.0.1', 'localhost'), `redis://127.0.0.1:${CLOSED_PORT}`])
    sharedRedis(url, { error: () => undefined, info: () => undefined }).destroy()
  clerkApi.server.close()
  await redis?.stop()
  for (const name of Object.keys(process.env)) if (!(name in environmentBefore)) delete process.env[name]
  Object.assign(process.env, environmentBefore)
})

let counter = 0
async function registerUser({ twoStep = false } = {}) {
  const id = `user_reverify_${++counter}`
  await fetch(`${clerkApi.url}/__stand-in/users/${id}`, {
    method: 'PUT',
    body: JSON.stringify({
      email: `${id}@example.com`,
      password: PASSWORD,
      two_step: twoStep,
      sessions: [{ id: `sess_${id}_here` }, { id: `sess_${id}_phone` }],
    }),
  })
  return id
}
const stateOf = async (id: string) =>
  (await (await fetch(`${clerkApi.url}/__stand-in/users/${id}`)).json()) as {
    password: string
    sessions: { id: string; status: string }[]
  }

/** Signs `userId` in, its factors verified `fva` minutes ago ([password, code]; -1: never in this session). */
function signIn(userId: string, fva: SessionClaims['fva']) {
  const claims = sessionClaims(userId, { sid: `sess_${userId}_here`, azp: origin, iss: `https://${FRONTEND_API_HOST}` })
  session.token = signSessionToken(fva ? { ...claims, fva } : { ...claims, fva: undefined }, keys.privateKey)
}
beforeEach(() => {
  session.token = null
})

const json = (path: string, body: unknown) =>
  new Request(`${origin}${path}`, {
    method: 'POST',
    headers: { origin, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  })
const confirmWord = seedDocument<{ deletion: { confirmWord: string } }>('accountSecurity').deletion.confirmWord
const requests = {
  password: (currentPassword = PASSWORD) =>
    json('/api/account/password', { currentPassword, newPassword: 'a much longer passphrase', signOutOthers: false }),
  deletion: (password = PASSWORD) => json('/api/account/delete', { password, confirmation: confirmWord }),
  exportData: () => new Request(`${origin}/api/account/export`, { method: 'POST', headers: { origin } }),
  sessions: () =>
    new Request(`${origin}/api/account/sessions`, {
      method: 'POST',
      headers: { origin, 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
      body: 'others=all',
    }),
}
type Action = keyof typeof requests
const ACTIONS: Action[] = ['password', 'deletion', 'exportData', 'sessions']
const send = (routes: Routes, action: Action) => routes[action](requests[action]())

/** What each action changed, as the stand-ins see it. */
async function changed(id: string, action: Action, response: Response) {
  const state = await stateOf(id)
  if (action === 'password') return state.password !== PASSWORD
  if (action === 'deletion') return deleted.includes(id)
  if (action === 'sessions') return state.sessions.some((one) => one.status !== 'active')
  return response.headers.get('content-disposition')?.startsWith('attachment') ?? false
}

/** Clerk's reverification answer, which its `useReverification` in the browser recognises. */
async function expectReverificationAnswer(response: Response, level = 'multi_factor') {
  expect(response.status).toBe(403)
  expect(await response.json()).toEqual({
    clerk_error: {
      type: 'forbidden',
      reason: 'reverification-error',
      metadata: { reverification: { level, afterMinutes: 10 } },
    },
  })
}

describe.each(ACTIONS)('%s', (action) => {
  it.each([
    { when: 'the password was given 11 minutes ago', fva: [11, -1] as [number, number] },
    { when: 'the session token carries no verification age', fva: undefined },
  ])('is refused with Clerk’s reverification answer when $when, and changes nothing', async ({ fva }) => {
    const id = await registerUser()
    signIn(id, fva)
    const response = await send(a, action)
    await expectReverificationAnswer(response)
    expect(await changed(id, action, response)).toBe(false)
  })

  it('goes ahead within 10 minutes of the password, for a person without two-step verification', async () => {
    const id = await registerUser()
    signIn(id, [9, -1])
    const response = await send(a, action)
    expect(response.status).toBe(200)
    expect(await changed(id, action, response)).toBe(true)
  })

  it('asks a person with two-step verification for the code: the password alone is not enough', async () => {
    const id = await registerUser({ twoStep: true })
    // Signed in hours ago with both factors, the password given again just now: the code is old.
    signIn(id, [1, 180])
    await expectReverificationAnswer(await send(a, action))
    // Two-step verification turned on in this very session: the token has never seen the code.
    signIn(id, [1, -1])
    const response = await send(a, action)
    await expectReverificationAnswer(response)
    expect(await changed(id, action, response)).toBe(false)
    // Both factors recent: done.
    signIn(id, [2, 1])
    const done = await send(a, action)
    expect(done.status).toBe(200)
    expect(await changed(id, action, done)).toBe(true)
  })
})

describe('guesses at the current password', () => {
  it('are counted per person across the password and deletion routes and across instances', async () => {
    const id = await registerUser()
    const other = await registerUser()
    signIn(id, [0, -1])
    // 10 wrong guesses in all, alternating routes and instances.
    for (let guess = 0; guess < 10; guess++) {
      const routes = guess % 2 ? a : b
      const response =
        guess % 4 < 2
          ? await routes.password(requests.password(`wrong ${guess}`))
          : await routes.deletion(requests.deletion(`wrong ${guess}`))
      expect(response.status).toBe(422)
    }
    // The 11th, even the right password, on either route and instance: refused before Clerk is asked.
    for (const response of [await a.password(requests.password()), await b.deletion(requests.deletion())]) {
      expect(response.status).toBe(429)
      expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(0)
    }
    expect((await stateOf(id)).password).toBe(PASSWORD)
    expect(deleted).not.toContain(id)
    // Someone else's allowance is their own.
    signIn(other, [0, -1])
    expect((await b.password(requests.password())).status).toBe(200)
  })

  it('fail closed: while Redis cannot be read, 503 and nothing is checked or changed', async () => {
    const down = await instance(`redis://127.0.0.1:${CLOSED_PORT}`)
    const id = await registerUser()
    signIn(id, [0, -1])
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    try {
      for (const response of [await down.password(requests.password()), await down.deletion(requests.deletion())]) {
        expect(response.status).toBe(503)
        expect(await response.json()).toEqual({ error: expect.any(String) })
      }
    } finally {
      error.mockRestore()
    }
    expect((await stateOf(id)).password).toBe(PASSWORD)
    expect(deleted).not.toContain(id)
  }, 20_000)
})
