/**
 * What the site answers for an address before any page: a redirect a marketer published (lib/redirects/live.ts), or
 * the not-found page for an address an on-demand route would answer but that names no published page
 * (lib/site/addresses.ts), or the experiments running on the page (lib/experiments/live.ts). Asked by the production server in front of Next (lib/http/addressFront.ts), and by the
 * proxy for requests that did not come through it (`next dev`).
 */
import { currentExperiments } from '@/lib/experiments/live'
import { currentRedirects } from '@/lib/redirects/live'
import { redirectLocation } from '@/lib/redirects/table'
import { addressBehind, NOT_FOUND_ROUTE } from '@/lib/site/addresses'
import { currentAddresses } from '@/lib/site/liveAddresses'
import type { AddressAnswer } from '@/lib/http/addressFront'

/** Next's own files, the Studio and the API routes: no page's address, so never redirected nor guarded. */
const NOT_A_PAGE = /^\/(?:_next\/|studio(?:\/|$)|api\/)/

/**
 * An address under /api/ ending in ".md" is a page's, all the same: next.config.ts rewrites it to the Markdown route
 * (no API route is named so), which would render and cache a 404 for each made-up one. (/studio/….md is the Studio's:
 * its rewrite comes first.)
 */
const API_MARKDOWN = /^\/api\/.*\.md$/

/** Whether an address is an API route's (the proxy runs Clerk for these), not a page's. */
export const isApiRoute = (pathname: string) => pathname.startsWith('/api/') && !API_MARKDOWN.test(pathname)

/** `search`: the query string as the visitor sent it ("?utm_source=mail", or ""), which a redirect keeps. */
export async function answerAddress(pathname: string, search: string): Promise<AddressAnswer> {
  if (NOT_A_PAGE.test(pathname) && !API_MARKDOWN.test(pathname)) return null
  const redirect = (await currentRedirects()).get(pathname)
  if (redirect)
    return { redirect: { location: redirectLocation(redirect.destination, search), status: redirect.statusCode } }
  const address = addressBehind(pathname)
  if (address !== null && !(await currentAddresses()).has(address)) return { rewrite: NOT_FOUND_ROUTE }
  const experiments = (await currentExperiments()).at(pathname)
  return experiments.length ? { experiments } : null
}
