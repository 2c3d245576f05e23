import 'server-only'
import { auth, verifyToken } from '@clerk/nextjs/server'
import { env } from '@/lib/env/server'
import { clerkConfig } from './config'

/** Clerk's session cookies on this site's domain (and their `_<suffix>` twins clerk-js also writes). */
const SESSION_COOKIE = /^(__session|__client_uat|__refresh)(_[A-Za-z0-9-]+)?$/

/**
 * How long past its expiry a genuine session token still names the session to end: 5 minutes. The token's times are
 * Clerk's and are compared with this server's clock, so the visitor's clock plays no part; what leaves a genuine
 * token expired at sign-out is a page whose clerk-js has not refreshed it yet (Clerk's tokens live 60 s and
 * clerk-js, which /account loads, renews them about every 50 s: a background tab whose timers the browser throttled,
 * a laptop just woken, a slow network). Minutes cover those; any more only lets a token copied from a log or a proxy
 * end a live session. An older genuine token is `'stale'`: nothing is ended or removed, and the visitor is sent
 * back to /account, whose page load has Clerk refresh the token, so pressing the button again works.
 */
export const SIGN_OUT_TOKEN_GRACE_MS = 5 * 60_000

/** Only used to read an expired token's claims once its signature and site are checked; its age is bounded after. */
const ANY_AGE_MS = 10 * 365 * 86_400_000

/**
 * The Clerk session to end: the one the proxy verified, else the one named by a genuine session token that expired
 * at most `SIGN_OUT_TOKEN_GRACE_MS` ago (clerk-js had not refreshed it yet, and Clerk refreshes tokens on the server
 * only for GET page requests). Its signature and the site it was issued to are still checked: nobody ends a session
 * by naming it. A genuine token older than that is `'stale'`; anything else names no session (`null`, or a throw).
 */
export async function sessionToEnd(request: Request, now = Date.now()): Promise<string | 'stale' | null> {
  const config = clerkConfig()
  if (!config.configured) return null
  const { sessionId } = await auth()
  if (sessionId) return sessionId
  const token = cookiesOf(request).get('__session')
  if (!token) return null
  // Throws for a token that is not Clerk's, not this site's, or malformed: then there is no session to end.
  const claims = await verifyToken(token, {
    secretKey: config.secretKey,
    ...(config.jwtKey ? { jwtKey: config.jwtKey } : {}),
    ...(config.apiUrl ? { apiUrl: config.apiUrl } : {}),
    authorizedParties: [env.NEXT_PUBLIC_SITE_URL],
    clockSkewInMs: ANY_AGE_MS,
  })
  if (typeof claims.sid !== 'string') return null
  return claims.exp * 1000 + SIGN_OUT_TOKEN_GRACE_MS >= now ? claims.sid : 'stale'
}

function cookiesOf(request: Request): Map<string, string> {
  const pairs = (request.headers.get('cookie') ?? '').split(';').map((pair) => {
    const at = pair.indexOf('=')
    return [pair.slice(0, at).trim(), pair.slice(at + 1).trim()] as const
  })
  return new Map(pairs.filter(([name]) => name))
}

/**
 * Set-Cookie headers that remove Clerk's session cookies from this browser: the host's own, and those clerk-js
 * writes for the parent domain (`__client_uat` on example.com for www.example.com), which the header reads to
 * tell signed-in visitors. Removing `__client_uat` is what makes the header say "Sign In" again.
 */
export function clearedSessionCookies(request: Request): string[] {
  const names = new Set([
    '__session',
    '__client_uat',
    ...[...cookiesOf(request).keys()].filter((name) => SESSION_COOKIE.test(name)),
  ])
  const { hostname, protocol } = new URL(env.NEXT_PUBLIC_SITE_URL)
  const labels = hostname.split('.')
  const isName = labels.length > 1 && !/^[\d.]+$/.test(hostname) && !hostname.includes(':')
  // www.shop.example.com → shop.example.com, example.com (a public suffix such as co.uk is refused by browsers).
  const parents = isName ? labels.slice(1, -1).map((_, index) => labels.slice(index + 1).join('.')) : []
  const secure = protocol === 'https:' ? '; Secure' : ''
  return [...names].flatMap((name) =>
    [null, hostname, ...parents]
      .filter((domain) => domain === null || isName)
      .map(
        (domain) =>
          `${name}=; Path=/; Max-Age=0; Expires=Thu, 01 Jan 1970 00:00:00 GMT; SameSite=Lax${secure}${domain ? `; Domain=${domain}` : ''}`,
      ),
  )
}
