/**
 * Next's proxy: the door for `next dev`, Vercel and what the production server leaves to it (lib/front/serverDoor.ts).
 * It asks the site's decision (lib/front/decide.ts) and applies it; Clerk, /auth's nonce and the cookies are the
 * parts only Next's response can carry (docs/architecture.md#the-front-door).
 */
import { clerkMiddleware } from '@clerk/nextjs/server'
import { NextResponse, type NextFetchEvent, type NextRequest } from 'next/server'
import { clerkConfig } from '@/lib/auth/config'
import { publicEnv } from '@/lib/env/public'
import { env } from '@/lib/env/server'
import { newVisitorId } from '@/lib/experiments/visitor'
import { answerRequest } from '@/lib/front/answer'
import type { FrontAnswer, FrontRequest, Pass } from '@/lib/front/decide'
import { jsonError } from '@/lib/http/json'
import { authPagePolicy, type HeaderEnv } from '@/lib/security/headers'
import { refuseBadServerActionRequest } from '@/lib/security/serverActionRequests'
import { AUTH_PATH } from '@/lib/site/routes'

const clerk = clerkConfig()

/**
 * The environment of /auth's Content-Security-Policy. next.config.ts's headers are fixed at build time, when
 * the Clerk key may not be set (one build serves deployments with and without Clerk), so the proxy builds
 * /auth's policy from the key the server runs with; the analytics settings are the build's, as elsewhere.
 */
const authPolicyEnv: HeaderEnv = {
  NODE_ENV: process.env.NODE_ENV,
  NEXT_PUBLIC_PLAUSIBLE_DOMAIN: publicEnv.NEXT_PUBLIC_PLAUSIBLE_DOMAIN,
  NEXT_PUBLIC_PLAUSIBLE_ENDPOINT: publicEnv.NEXT_PUBLIC_PLAUSIBLE_ENDPOINT,
  NEXT_PUBLIC_CLERK_PUBLISHABLE_KEY: clerk.configured ? clerk.publishableKey : undefined,
}

/**
 * The page with a fresh script nonce: set on the request too, where Next reads it to stamp its own inline scripts,
 * so the policy needs no 'unsafe-inline'.
 */
function withNonce(request: NextRequest): NextResponse {
  const nonce = Buffer.from(crypto.getRandomValues(new Uint8Array(16))).toString('base64')
  const policy = authPagePolicy(authPolicyEnv, nonce)
  const requestHeaders = new Headers(request.headers)
  requestHeaders.set('Content-Security-Policy', policy)
  const response = NextResponse.next({ request: { headers: requestHeaders } })
  response.headers.set('Content-Security-Policy', policy)
  return response
}

const frontRequest = (request: NextRequest): FrontRequest => ({
  method: request.method,
  pathname: request.nextUrl.pathname,
  search: request.nextUrl.search,
  secure: request.nextUrl.protocol === 'https:',
  header: (name) => request.headers.get(name),
  cookie: (name) => request.cookies.get(name)?.value,
  newVisitorId,
})

const answers = new WeakMap<Request, Pass>()

/**
 * Clerk's middleware, configured from the run-time environment, for the answers that read the session. Session tokens
 * are verified locally with `jwtKey` (Clerk does not read CLERK_JWT_KEY by itself) and only when they were issued to
 * this site's origin (`authorizedParties`). The secret key is deliberately not passed as an option: Clerk reads
 * CLERK_SECRET_KEY from the server environment at run time anyway, and passing it would require an extra
 * CLERK_ENCRYPTION_KEY to forward it to route handlers.
 */
const withClerk = clerk.configured
  ? clerkMiddleware(
      async (auth, request) => {
        const answer = answers.get(request)
        if (!answer?.nonce) return
        if (answer.signedInRedirect && (await auth()).userId) return NextResponse.redirect(answer.signedInRedirect)
        return withNonce(request)
      },
      {
        publishableKey: clerk.publishableKey,
        ...(clerk.jwtKey ? { jwtKey: clerk.jwtKey } : {}),
        ...(clerk.apiUrl ? { apiUrl: clerk.apiUrl } : {}),
        authorizedParties: [env.NEXT_PUBLIC_SITE_URL],
        signInUrl: AUTH_PATH,
        signUpUrl: AUTH_PATH,
      },
    )
  : null

/**
 * The decision as Next's response. Next wants an absolute URL for a redirect and sends a path on this origin as a
 * relative Location, so the Host header only completes a URL that Next takes apart again; a rewrite's URL is Next's
 * own, so the Host header cannot send it elsewhere.
 */
function apply(request: NextRequest, answer: FrontAnswer): Response {
  if (answer.kind === 'redirect') return NextResponse.redirect(new URL(answer.location, request.nextUrl), answer.status)
  if (answer.kind === 'refuse' && answer.status === 405) return jsonError(405, answer.message, { Allow: answer.allow })
  if (answer.kind === 'refuse')
    return new NextResponse(null, { status: answer.status, headers: { 'Cache-Control': 'private, no-store' } })
  if (answer.kind === 'pass' && answer.nonce) return withNonce(request)
  const rewritten = request.nextUrl.clone()
  if (answer.kind === 'not-found') rewritten.search = ''
  if (answer.kind !== 'pass') rewritten.pathname = answer.route
  const response = answer.kind === 'pass' ? NextResponse.next() : NextResponse.rewrite(rewritten)
  if (answer.kind === 'not-found' || !answer.private) return response
  for (const { name, value, maxAge, httpOnly, secure } of answer.cookies)
    response.cookies.set(name, value, { path: '/', maxAge, sameSite: 'lax', secure, ...(httpOnly ? { httpOnly } : {}) })
  response.headers.set('Cache-Control', 'private, no-store')
  return response
}

/**
 * Possible server actions (multipart posts and `Next-Action` calls) get their 4xx here when they are cross-origin, too
 * large or malformed, instead of a 500 from Next (lib/security/serverActionRequests.ts): it reads the body, so it is
 * this door's part, not the decision's.
 */
export default async function proxy(request: NextRequest, event: NextFetchEvent) {
  const refused = await refuseBadServerActionRequest(request)
  if (refused) return refused
  const answer = await answerRequest(frontRequest(request))
  if (answer.kind === 'pass' && answer.session && withClerk) {
    answers.set(request, answer)
    return withClerk(request, event)
  }
  return apply(request, answer)
}

/**
 * Clerk runs only on the sign-in page, /account (the signed-in visitor's plan), /payment-success (which checks that
 * the checkout session is the signed-in buyer's), /trial (which starts the signed-in visitor's free trial) and the API
 * routes under /api/ (where `requireUser()` reads the session; not the /api documentation page). Other addresses run
 * the proxy only for the address answer, and only when the production server has not answered it
 * (ADDRESS_ANSWERED_HEADER with ADDRESS_ANSWERED_MARK, a value no client can send: lib/front/serverDoor.ts): running
 * Next's proxy at all costs a prerendered page a third of its requests per second (docs/growing-site.md). Next's own
 * files and the Studio never run it. A multipart POST or a server action call to any path does, to be checked.
 * (Matchers are literal, for Next to read at build time: the header names are ACTION_HEADER's and
 * ADDRESS_ANSWERED_HEADER's, the value ADDRESS_ANSWERED_MARK, which tests/unit/security/proxy-matcher.test.ts checks.)
 */
export const config = {
  matcher: [
    '/auth',
    '/account',
    '/payment-success',
    '/trial',
    '/api/:path+',
    {
      source: '/((?!_next/|studio(?:/|$)|api/).*)',
      missing: [{ type: 'header', key: 'x-address-answered', value: ' answered' }],
    },
    { source: '/:path*', has: [{ type: 'header', key: 'content-type', value: 'multipart/form-data.*' }] },
    { source: '/:path*', has: [{ type: 'header', key: 'next-action' }] },
  ],
}
