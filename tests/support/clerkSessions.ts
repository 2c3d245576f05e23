import { createPrivateKey, generateKeyPairSync, sign, type KeyObject } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'

/**
 * Shared by the script that starts the Clerk-configured test servers and the specs that call them: where each
 * server's own key pair lives (generated at run time, git-ignored, never committed), the production-shaped
 * keys the servers get, and session tokens signed the way Clerk signs them.
 */
export type TestServer = { port: number; origin: string; dir: string }

export const testServer = (port: number): TestServer => ({
  port,
  origin: `http://localhost:${port}`,
  dir: join(process.cwd(), '.data', 'e2e-clerk', String(port)),
})

/** Clerk configured, Stripe's API replaced by its stand-in: the auth and purchase specs' server. */
export const CONFIGURED = testServer(Number(process.env.E2E_CLERK_PORT ?? 3101))
/** The same, with no Stripe keys: purchases are unavailable. */
export const WITHOUT_STRIPE = testServer(Number(process.env.E2E_NO_STRIPE_PORT ?? 3103))

export const FRONTEND_API_HOST = 'clerk.persistly.test'
/** `pk_live_` + base64("<Frontend API host>$"): a production instance, so no dev-browser handshake. */
export const PUBLISHABLE_KEY = `pk_live_${Buffer.from(`${FRONTEND_API_HOST}$`).toString('base64')}`

export function newKeyPair() {
  return generateKeyPairSync('rsa', { modulusLength: 2048 })
}

export function publicKeyPem(key: KeyObject): string {
  return key.export({ type: 'spki', format: 'pem' }).toString()
}

export function readTestPrivateKey(server = CONFIGURED): KeyObject {
  return createPrivateKey(readFileSync(join(server.dir, 'private.pem')))
}

export type TestServerInfo = {
  /** The stand-in Clerk Backend API. */
  apiUrl: string
  /** The server's contact inbox (a file). */
  contactInboxFile: string
  /** The stand-in Stripe API and the webhook secret; absent on a server started without Stripe. */
  stripeApiUrl?: string
  stripeWebhookSecret?: string
}

export function readTestServerInfo(server = CONFIGURED): TestServerInfo {
  return JSON.parse(readFileSync(join(server.dir, 'server.json'), 'utf8'))
}

/** Everything the server printed so far (stdout and stderr), for specs that check what operators are told. */
export function readTestServerLog(server: TestServer): string {
  return readFileSync(join(server.dir, 'server.log'), 'utf8')
}

/** The production server's process (not the script that started it), for specs that read its memory use. */
export function readTestServerPid(server: TestServer): number {
  return Number(readFileSync(join(server.dir, 'server.pid'), 'utf8'))
}

const base64url = (value: string | Buffer) => Buffer.from(value).toString('base64url')

export type SessionClaims = {
  sub: string
  sid: string
  iat: number
  exp: number
  nbf?: number
  iss?: string
  azp?: string
  /**
   * Factor verification age, as Clerk's session tokens carry it: minutes since the session last verified its first
   * factor (the password) and its second (an authenticator or backup code), -1 for one never verified in it. Clerk's
   * `has({ reverification })` reads it for the account's sensitive actions.
   */
  fva?: [number, number]
}

/** A session token as Clerk issues it: RS256 over header.payload. */
export function signSessionToken(claims: SessionClaims, privateKey: KeyObject, header: Record<string, unknown> = {}) {
  const head = base64url(JSON.stringify({ alg: 'RS256', typ: 'JWT', kid: 'ins_e2e', ...header }))
  const body = base64url(JSON.stringify(claims))
  const signature = sign('RSA-SHA256', Buffer.from(`${head}.${body}`), privateKey).toString('base64url')
  return `${head}.${body}.${signature}`
}

/**
 * Claims of a fresh session for `userId`, valid for a minute, issued to the test server's origin: signed in just now
 * with a password (`fva: [0, -1]`), so the account's sensitive actions need no re-verification for 10 minutes. A
 * spec for an account with two-step verification passes `fva: [0, 0]`, or an older age to be asked again.
 */
export function sessionClaims(userId = 'user_e2e_ada', overrides: Partial<SessionClaims> = {}): SessionClaims {
  const now = Math.floor(Date.now() / 1000)
  return {
    sub: userId,
    sid: 'sess_e2e_1',
    iat: now - 5,
    nbf: now - 10,
    exp: now + 60,
    iss: `https://${FRONTEND_API_HOST}`,
    azp: CONFIGURED.origin,
    fva: [0, -1],
    ...overrides,
  }
}

/** The cookies clerk-js keeps for a session: the token, and when the client last changed (≤ the token's iat). */
export function sessionCookies(token: string, issuedAt: number) {
  return [
    { name: '__session', value: token },
    { name: '__client_uat', value: String(issuedAt - 5) },
  ]
}

/** The cookies of a fresh, validly signed session for `userId` on `server`: a signed-in browser's. */
export function signedInCookies(userId: string, server = CONFIGURED) {
  const claims = sessionClaims(userId, { azp: server.origin })
  return sessionCookies(signSessionToken(claims, readTestPrivateKey(server)), claims.iat)
}

/** Cookies as a request's Cookie header. */
export const asCookieHeader = (cookies: { name: string; value: string }[]) =>
  cookies.map(({ name, value }) => `${name}=${value}`).join('; ')
