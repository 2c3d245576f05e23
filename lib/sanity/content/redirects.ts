import { defineQuery } from 'next-sanity'
import { isRedirect, REDIRECT_TYPE, type Redirect } from '@/lib/redirects/rules'
import { sanityFetch } from '../fetch'

/** The redirects that are on, for the proxy's table (lib/redirects/live.ts). */
export const publishedRedirectsQuery = defineQuery(`*[_type == "redirect" && enabled == true]{
  source,
  destination,
  statusCode
}`)

/**
 * Read afresh each time (the proxy reads once per process, the webhook once per change): never from Next's data
 * cache, which the webhook's own refresh would race. Entries written around the Studio's rules (an unknown status,
 * a missing field) are left out here.
 */
export async function readPublishedRedirects(): Promise<Redirect[]> {
  const redirects = await sanityFetch({ query: publishedRedirectsQuery, tags: [REDIRECT_TYPE], fresh: true })
  return redirects.filter(isRedirect)
}
