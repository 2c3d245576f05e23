import { clerkMiddleware } from '@clerk/nextjs/server'
import { NextResponse, type NextFetchEvent, type NextRequest } from 'next/server'
import { clerkConfig } from '@/lib/auth/config'
import { siteRedirectUrl } from '@/lib/auth/redirect'
import { publicEnv } from '@/lib/env/public'
import { env } from '@/lib/env/server'
import { wrongApiMethod } from '@/lib/http/apiMethods'
import { currentExperiments, type RunningExperiment } from '@/lib/experiments/live'
import { CONTROL_VARIANT } from '@/lib/experiments/rules'
import { ENROLMENT_COOKIE, VISITOR_COOKIE } from '@/lib/experiments/cookies'
import {
  cookiesToExpire,
  decideVariant,
  EXPERIMENT_COOKIE_MAX_AGE,
  isFetchFromPage,
  type VisitorRequest,
} from '@/lib/experiments/visitor'
import { authPagePolicy, type HeaderEnv } from '@/lib/security/headers'
import { refuseBadServerActionRequest } from '@/lib/security/serverActionRequests'
import { answerAddress, isApiRoute } from '@/lib/site/addressAnswer'
import {
  ACCOUNT_PATH,
  AUTH_PATH,
  PAYMENT_SUCCESS_PATH,
  REDIRECT_PARAM,
  TRIAL_PATH,
  variantPath,
} from '@/lib/site/routes'

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
 * The sign-in page with a fresh script nonce: set on the request too, where Next reads it to stamp its own
 * inline scripts, so the policy needs no 'unsafe-inline'.
 */
function authPage(request: NextRequest): NextResponse {
  const nonce = Buffer.from(crypto.getRandomValues(new Uint8Array(16))).toString('base64')
  const policy = authPagePolicy(authPolicyEnv, nonce)
  const requestHeaders = new Headers(request.headers)
  requestHeaders.set('Content-Security-Policy', policy)
  const response = NextResponse.next({ request: { headers: requestHeaders } })
  response.headers.set('Content-Security-Policy', policy)
  return response
}

/**
 * Clerk's middleware, configured from the run-time environment. Session tokens are verified locally with
 * `jwtKey` (Clerk does not read CLERK_JWT_KEY by itself) and only when they were issued to this site's
 * origin (`authorizedParties`). The secret key is deliberately not passed as an option: Clerk reads
 * CLERK_SECRET_KEY from the server environment at run time anyway, and passing it would require an extra
 * CLERK_ENCRYPTION_KEY to forward it to route handlers.
 */
const withClerk = clerk.configured
  ? clerkMiddleware(
      async (auth, request) => {
        // /account runs Clerk's browser code too (two-step verification): the same per-request policy.
        if (request.nextUrl.pathname === ACCOUNT_PATH) return authPage(request)
        if (request.nextUrl.pathname !== AUTH_PATH) return
        // A signed-in visitor has nothing to do on the sign-in page: back to where they came from, or home,
        // on the configured origin (the Host header is the client's to choose).
        const { userId } = await auth()
        if (userId) {
          return NextResponse.redirect(
            siteRedirectUrl(request.nextUrl.searchParams.get(REDIRECT_PARAM), env.NEXT_PUBLIC_SITE_URL),
          )
        }
        return authPage(request)
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
 * The paths Clerk runs on (the first five matchers below). Not a made-up /api/….md: a page's Markdown address, which
 * the address answer guards like any other (next.config.ts rewrites it to the Markdown route after the proxy).
 */
const runsClerk = (pathname: string) =>
  pathname === AUTH_PATH ||
  pathname === ACCOUNT_PATH ||
  pathname === PAYMENT_SUCCESS_PATH ||
  pathname === TRIAL_PATH ||
  isApiRoute(pathname)

/**
 * A redirect a marketer published for this address, or the not-found page from the build for an address an on-demand
 * route would answer but that names no published page (lib/site/addressAnswer.ts): for requests the production server
 * has not answered (`next dev`). Next wants an absolute URL for a redirect and sends a path on this origin as a
 * relative Location, so the Host header only completes a URL that Next takes apart again; the rewrite's URL is Next's
 * own, so the Host header cannot send it elsewhere.
 */
async function addressAnswer(request: NextRequest): Promise<NextResponse | null> {
  const answer = await answerAddress(request.nextUrl.pathname, request.nextUrl.search)
  if (!answer) return null
  if ('experiments' in answer) return experimentVariant(request, answer.experiments)
  if ('redirect' in answer)
    return NextResponse.redirect(new URL(answer.redirect.location, request.nextUrl), answer.redirect.status)
  const rewritten = request.nextUrl.clone()
  rewritten.pathname = answer.rewrite
  rewritten.search = ''
  return NextResponse.rewrite(rewritten)
}

/**
 * A page with running experiments (docs/experiments.md): the visitor's variant, prerendered at its own internal address
 * (`variantPath`), served at the page's address; the control and the visitors who see the page as published
 * (crawlers, opt-outs, draft mode) get the page itself, opt-outs and draft mode without the cookies of an earlier visit
 * (`cookiesToExpire`). The answer depends on the visitor's cookies, so no shared cache may keep it (`private`), and
 * the browser asks again each time (`no-store`: a visitor whose cookies were cleared is not shown the variant they had).
 */
async function experimentVariant(
  request: NextRequest,
  experiments: readonly RunningExperiment[],
): Promise<NextResponse> {
  const table = await currentExperiments()
  const visitor: VisitorRequest = {
    cookie: (name) => request.cookies.get(name)?.value,
    header: (name) => request.headers.get(name),
  }
  const decision = decideVariant(visitor, experiments, table.running)
  // A fetch by the client router may be a prefetch, which would enrol a visitor who never opens the page. Without a
  // payload the router keeps nothing of the page (segment-cache/cache.js rejects a prefetch that is not a Flight
  // response) and, on a click, loads it as a document (fetch-server-response.js), which enrols: the visitor's first
  // sight of the page is their variant (docs/experiments.md).
  if (isFetchFromPage(visitor) && (decision?.newVisitor || decision?.enrolment))
    return new NextResponse(null, { status: 204, headers: { 'Cache-Control': 'private, no-store' } })
  let response = NextResponse.next()
  if (decision && decision.variantId !== CONTROL_VARIANT) {
    const rewritten = request.nextUrl.clone()
    rewritten.pathname = variantPath(request.nextUrl.pathname, decision.experimentId, decision.variantId)
    response = NextResponse.rewrite(rewritten)
  }
  const cookie = {
    path: '/',
    maxAge: EXPERIMENT_COOKIE_MAX_AGE,
    sameSite: 'lax' as const,
    secure: request.nextUrl.protocol === 'https:',
  }
  if (decision?.newVisitor) response.cookies.set(VISITOR_COOKIE, decision.visitorId, { ...cookie, httpOnly: true })
  // Read by the analytics tracker (lib/analytics/tracker.ts): not HttpOnly.
  if (decision?.enrolment) response.cookies.set(ENROLMENT_COOKIE, decision.enrolment, cookie)
  for (const name of cookiesToExpire(visitor)) response.cookies.set(name, '', { ...cookie, maxAge: 0 })
  response.headers.set('Cache-Control', 'private, no-store')
  return response
}

/**
 * Possible server actions (multipart posts and `Next-Action` calls) to any route get their 4xx here when they are
 * cross-origin, too large or malformed, instead of a 500 from Next (lib/security/serverActionRequests.ts); an API
 * route asked with a method it does not answer gets its 405 with `Allow` (lib/http/apiMethods.ts).
 * Without Clerk keys there is no session to read: requests pass through and /auth explains why.
 */
export default async function proxy(request: NextRequest, event: NextFetchEvent) {
  const refused =
    (await refuseBadServerActionRequest(request)) ?? wrongApiMethod(request.nextUrl.pathname, request.method)
  if (refused) return refused
  if (withClerk && runsClerk(request.nextUrl.pathname)) return withClerk(request, event)
  if (request.nextUrl.pathname === AUTH_PATH) return authPage(request)
  return (await addressAnswer(request)) ?? NextResponse.next()
}

/**
 * Clerk runs only on the sign-in page, /account (the signed-in visitor's plan), /payment-success (which checks that
 * the checkout session is the signed-in buyer's), /trial (which starts the signed-in visitor's free trial) and the API
 * routes under /api/ (where `requireUser()` reads the session; not the /api documentation page). Other addresses run
 * the proxy only for the address answer, and only when the production server has not answered it
 * (ADDRESS_ANSWERED_HEADER with ADDRESS_ANSWERED_MARK, a value no client can send: lib/http/addressFront.ts): running
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
