/**
 * What answers a request, decided in one place (docs/architecture.md#the-front-door): a pure function over the
 * request and the live tables, which the two doors apply, the production server in front of Next
 * (./serverDoor.ts) and Next's proxy (proxy.ts, for `next dev`, Vercel and what the server leaves to it).
 * Pure so that one table of cases tests it (tests/unit/front/decide.test.ts): whatever is drawn at random (a new
 * visitor's id, /auth's nonce) or read from a body is the doors' part.
 */
import { apiMethodRefusal } from '@/lib/http/apiMethods'
import { siteRedirectUrl } from '@/lib/auth/redirect'
import { ENROLMENT_COOKIE, VISITOR_COOKIE } from '@/lib/experiments/cookies'
import type { ExperimentTable } from '@/lib/experiments/live'
import { CONTROL_VARIANT } from '@/lib/experiments/rules'
import { cookiesToExpire, decideVariant, EXPERIMENT_COOKIE_MAX_AGE, isFetchFromPage } from '@/lib/experiments/visitor'
import type { RedirectTable } from '@/lib/redirects/table'
import { redirectLocation } from '@/lib/redirects/table'
import {
  ACCOUNT_PATH,
  AUTH_PATH,
  PAYMENT_SUCCESS_PATH,
  REDIRECT_PARAM,
  TRIAL_PATH,
  variantPath,
} from '@/lib/site/routes'
import { addressBehind, NOT_FOUND_ROUTE } from './addresses'
import type { AddressTable } from './liveAddresses'

/** What the decision reads of a request. */
export type FrontRequest = {
  method: string
  pathname: string
  /** The query string as the visitor sent it ("?utm_source=mail", or ""), which a redirect keeps. */
  search: string
  /** Whether it came over HTTPS (the experiments' cookies are then `Secure`). */
  secure: boolean
  header(name: string): string | null
  cookie(name: string): string | undefined
  /** A new visitor's id, drawn by the door (lib/experiments/visitor.ts's newVisitorId): asked only when needed. */
  newVisitorId(): string
}

/**
 * The live tables (lib/revalidate/liveTable.ts: replaced by the publish webhook, shared through Redis), loaded by
 * ./tables.ts. A table the decision reads is a field here (the languages will be one more).
 */
export type FrontTables = {
  redirects: RedirectTable
  addresses: AddressTable
  experiments: ExperimentTable
}

/** What the decision takes of the deployment: the site's origin, and whether Clerk is configured. */
export type FrontSite = { origin: string; clerk: boolean }

export type FrontCookie = { name: string; value: string; maxAge: number; httpOnly: boolean; secure: boolean }

/** How the page is handed on: Clerk's session check, /auth's and /account's script nonce, the visitor's cookies. */
export type Pass = {
  kind: 'pass'
  /** Clerk verifies the session (the paths that read it, when Clerk is configured). */
  session: boolean
  /** A Content-Security-Policy with a fresh script nonce, for the pages that run Clerk's browser code. */
  nonce: boolean
  /** Where a visitor who is signed in goes instead (the sign-in page: back where they came from). */
  signedInRedirect: string | null
  /** The answer depends on the visitor's cookies: `Cache-Control: private, no-store`, and only the proxy applies it. */
  private: boolean
  cookies: FrontCookie[]
}

export type FrontAnswer =
  /** A 405 with `Allow` for an API route's method (lib/http/apiMethods.ts). */
  | { kind: 'refuse'; status: 405; allow: string; message: string; private: false }
  /** An empty 204 for a page's fetch that would enrol the visitor in an experiment (a prefetch, say). */
  | { kind: 'refuse'; status: 204; private: true }
  /** A published redirect (`location` keeps the visitor's query string). */
  | { kind: 'redirect'; location: string; status: number }
  /** The not-found page from the build, for an address an on-demand route would answer that names no published page. */
  | { kind: 'not-found'; route: string }
  /** The visitor's variant of a page with running experiments, served at the page's address from `route`. */
  | { kind: 'variant'; route: string; private: true; cookies: FrontCookie[] }
  | Pass

/** Next's own files, the Studio and the API routes: no page's address, so never redirected nor guarded. */
const NOT_A_PAGE = /^\/(?:_next\/|studio(?:\/|$)|api\/)/

/**
 * An address under /api/ ending in ".md" is a page's, all the same: next.config.ts rewrites it to the Markdown route
 * (no API route is named so), which would render and cache a 404 for each made-up one. (/studio/….md is the Studio's:
 * its rewrite comes first.)
 */
const API_MARKDOWN = /^\/api\/.*\.md$/

/** Whether an address is an API route's (Clerk reads the session for these), not a page's. */
export const isApiRoute = (pathname: string) => pathname.startsWith('/api/') && !API_MARKDOWN.test(pathname)

/** Whether an address may be a page's: only these are redirected, guarded and experimented on. */
export const isPageAddress = (pathname: string) => !NOT_A_PAGE.test(pathname) || API_MARKDOWN.test(pathname)

/** The paths whose handlers read the signed-in visitor (docs/sign-in.md). */
const readsSession = (pathname: string) =>
  pathname === AUTH_PATH ||
  pathname === ACCOUNT_PATH ||
  pathname === PAYMENT_SUCCESS_PATH ||
  pathname === TRIAL_PATH ||
  isApiRoute(pathname)

/** A page handed on as it is. */
export const PLAIN: Pass = {
  kind: 'pass',
  session: false,
  nonce: false,
  signedInRedirect: null,
  private: false,
  cookies: [],
}

export function decide(request: FrontRequest, tables: FrontTables, site: FrontSite): FrontAnswer {
  const { pathname } = request
  const wrongMethod = apiMethodRefusal(pathname, request.method)
  if (wrongMethod) return { kind: 'refuse', status: 405, ...wrongMethod, private: false }
  if (isPageAddress(pathname)) {
    const redirect = tables.redirects.get(pathname)
    if (redirect)
      return {
        kind: 'redirect',
        location: redirectLocation(redirect.destination, request.search),
        status: redirect.statusCode,
      }
    const address = addressBehind(pathname)
    if (address !== null && !tables.addresses.has(address)) return { kind: 'not-found', route: NOT_FOUND_ROUTE }
  }
  if (site.clerk && readsSession(pathname)) {
    const signIn = pathname === AUTH_PATH
    return {
      ...PLAIN,
      session: true,
      // /account runs Clerk's browser code too (two-step verification): the same per-request policy.
      nonce: signIn || pathname === ACCOUNT_PATH,
      // A signed-in visitor has nothing to do on the sign-in page: back to where they came from, or home, on the
      // configured origin (the Host header is the client's to choose).
      signedInRedirect: signIn
        ? siteRedirectUrl(new URLSearchParams(request.search).get(REDIRECT_PARAM), site.origin).href
        : null,
    }
  }
  // Without Clerk there is no session to read: /auth explains why, under the same policy.
  if (pathname === AUTH_PATH) return { ...PLAIN, nonce: true }
  const experiments = isPageAddress(pathname) ? tables.experiments.at(pathname) : []
  return experiments.length ? experimentAnswer(request, experiments, tables.experiments) : PLAIN
}

/**
 * A page with running experiments (docs/experiments.md): the visitor's variant, prerendered at its own internal address
 * (`variantPath`); the control and the visitors who see the page as published (crawlers, opt-outs, draft mode) get the
 * page itself, opt-outs and draft mode without the cookies of an earlier visit (`cookiesToExpire`). The answer depends
 * on the visitor's cookies, so it is private (and `no-store`: a visitor whose cookies were cleared is not shown the
 * variant they had).
 */
function experimentAnswer(
  request: FrontRequest,
  experiments: ReturnType<ExperimentTable['at']>,
  table: ExperimentTable,
): FrontAnswer {
  const decision = decideVariant(request, experiments, table.running, request.newVisitorId)
  // A fetch by the client router may be a prefetch, which would enrol a visitor who never opens the page. Without a
  // payload the router keeps nothing of the page and, on a click, loads it as a document, which enrols: the visitor's
  // first sight of the page is their variant (docs/experiments.md).
  if (isFetchFromPage(request) && (decision?.newVisitor || decision?.enrolment))
    return { kind: 'refuse', status: 204, private: true }
  const cookie = (name: string, value: string, httpOnly = false, maxAge = EXPERIMENT_COOKIE_MAX_AGE) => ({
    name,
    value,
    maxAge,
    httpOnly,
    secure: request.secure,
  })
  const cookies: FrontCookie[] = []
  if (decision?.newVisitor) cookies.push(cookie(VISITOR_COOKIE, decision.visitorId, true))
  // Read by the analytics tracker (lib/analytics/tracker.ts): not HttpOnly.
  if (decision?.enrolment) cookies.push(cookie(ENROLMENT_COOKIE, decision.enrolment))
  for (const name of cookiesToExpire(request)) cookies.push(cookie(name, '', false, 0))
  if (decision && decision.variantId !== CONTROL_VARIANT)
    return {
      kind: 'variant',
      route: variantPath(request.pathname, decision.experimentId, decision.variantId),
      private: true,
      cookies,
    }
  return { ...PLAIN, private: true, cookies }
}
