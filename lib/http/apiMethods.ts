import { matches } from '@/lib/front/addresses'
import { jsonError } from './json'

/**
 * The methods each API route answers: what its `app/api/…/route.ts` exports (tests/unit/security/api-methods.test.ts
 * holds the two together). Next answers any other method with an empty 405 and no `Allow` header, which HTTP requires
 * of a 405 (RFC 9110); the proxy answers it instead, from this table.
 */
export const API_METHODS: Readonly<Record<string, readonly string[]>> = {
  '/api/account/delete': ['POST'],
  '/api/account/export': ['POST'],
  '/api/account/password': ['POST'],
  '/api/account/sessions': ['POST'],
  '/api/billing-portal': ['POST'],
  '/api/checkout': ['POST'],
  '/api/cron/publish': ['GET', 'POST'],
  '/api/csp-report': ['POST'],
  '/api/draft-mode/disable': ['GET'],
  '/api/draft-mode/enable': ['GET'],
  '/api/revalidate': ['POST'],
  '/api/sign-out': ['POST'],
  '/api/studio/experiments/[id]/results': ['GET'],
  '/api/trial': ['POST'],
  '/api/webhooks/stripe': ['POST'],
}

/** What a route's methods allow in all: Next also answers OPTIONS on every route, and HEAD where there is a GET. */
function allowedMethods(methods: readonly string[]): string[] {
  return [...new Set([...methods, 'OPTIONS', ...(methods.includes('GET') ? ['HEAD'] : [])])].sort()
}

/** Each route's answer worked out once, not on every request the proxy sees. */
const ROUTES = Object.entries(API_METHODS).map(([route, methods]) => ({
  route,
  allowed: allowedMethods(methods),
  error: `This address answers ${methods.join(' or ')} requests only.`,
}))

/** Why the API route at `pathname` refuses `method` (the 405's `Allow` and words), or null (another method, or no API route). */
export function apiMethodRefusal(pathname: string, method: string): { allow: string; message: string } | null {
  // The proxy runs on most requests: pages leave at once.
  if (!pathname.startsWith('/api/')) return null
  const segments = pathname.split('/').slice(1)
  const found = ROUTES.find(({ route }) => matches(route, segments))
  if (!found || found.allowed.includes(method)) return null
  return { allow: found.allowed.join(', '), message: found.error }
}

/** The 405 for a method the API route at `pathname` does not answer, or null (another method, or no API route). */
export function wrongApiMethod(pathname: string, method: string): Response | null {
  const refusal = apiMethodRefusal(pathname, method)
  return refusal && jsonError(405, refusal.message, { Allow: refusal.allow })
}
