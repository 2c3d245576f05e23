import { expect, test, type APIRequestContext, type BrowserContext } from '@playwright/test'
import {
  CONFIGURED,
  readTestPrivateKey,
  readTestServerInfo,
  sessionClaims,
  sessionCookies,
  signSessionToken,
  type SessionClaims,
} from '../support/clerkSessions'

/** The Clerk Backend API stand-in of the Clerk-configured server. */
export const clerkStandIn = () => readTestServerInfo().apiUrl

/** A user id of its own per test, so that parallel tests and retries never share state in the stand-ins. */
export const newUserId = (name: string) => `user_e2e_${name}_${test.info().workerIndex}_${Date.now()}`

/** Makes `userId` a Clerk user with this email (and whatever else the stand-in takes). */
export async function registerUser(
  request: APIRequestContext,
  userId: string,
  email: string,
  extra: Record<string, unknown> = {},
) {
  const response = await request.put(`${clerkStandIn()}/__stand-in/users/${userId}`, { data: { email, ...extra } })
  expect(response.ok()).toBe(true)
}

/** The cookies of a fresh, validly signed session of `userId`: its own session id unless given; another key forges one. */
export function sessionOf(userId: string, overrides: Partial<SessionClaims> = {}, key = readTestPrivateKey()) {
  const claims = sessionClaims(userId, { sid: `sess_${userId}`, azp: CONFIGURED.origin, ...overrides })
  return sessionCookies(signSessionToken(claims, key), claims.iat)
}

/** Signs the browser in as `userId` with a fresh, validly signed session (its own session id unless given). */
export function signInAs(context: BrowserContext, userId: string, overrides: Partial<SessionClaims> = {}) {
  return context.addCookies(sessionOf(userId, overrides).map((cookie) => ({ ...cookie, url: CONFIGURED.origin })))
}
