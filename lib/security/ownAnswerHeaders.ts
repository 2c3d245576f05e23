/**
 * The headers of the answers the production server gives itself, before Next (a published redirect, a refused
 * request, a failure): the site-wide protections every page has (lib/security/headers.ts), and a policy that allows
 * nothing, since such an answer has no content of its own to run or show. Relative imports only: the production
 * server loads it with Node's own TypeScript support, outside Next's bundle.
 */

/** Browser features no page of the site uses (every page's Permissions-Policy). */
export const PERMISSIONS_POLICY = [
  'camera=()',
  'microphone=()',
  'geolocation=()',
  // Off as well: Stripe Checkout is a redirect to Stripe's own page, nothing here asks for payment APIs.
  'payment=()',
  'usb=()',
  'browsing-topics=()',
].join(', ')

/** What every answer of the site carries, pages and the server's own alike. */
export const SITE_WIDE_HEADERS = {
  'Strict-Transport-Security': 'max-age=63072000; includeSubDomains',
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Permissions-Policy': PERMISSIONS_POLICY,
} as const

export const OWN_ANSWER_HEADERS = {
  ...SITE_WIDE_HEADERS,
  'Content-Security-Policy': "default-src 'none'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'",
  'X-Frame-Options': 'DENY',
} as const
