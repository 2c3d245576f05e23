import type { MetadataRoute } from 'next'
import { env } from '@/lib/env/server'
import { ACCOUNT_PATH, AUTH_PATH, PAYMENT_SUCCESS_PATH, STUDIO_PATH, TRIAL_PATH } from '@/lib/site/routes'

/**
 * A path and what lies under it, but no other page that begins alike: a rule is a prefix, so "/trial" would block a
 * marketer's "/trial-terms" too. "$" ends a rule, and "?" is literal (RFC 9309 §2.2.3, as Google reads it).
 */
const exactly = (path: string) => [`${path}$`, `${path}/`, `${path}?`]

/** Everything public is crawlable; the Studio, the API and account pages are not. */
export default function robots(): MetadataRoute.Robots {
  return {
    rules: {
      userAgent: '*',
      allow: '/',
      disallow: ['/api/', ...[STUDIO_PATH, AUTH_PATH, ACCOUNT_PATH, PAYMENT_SUCCESS_PATH, TRIAL_PATH].flatMap(exactly)],
    },
    sitemap: `${env.NEXT_PUBLIC_SITE_URL}/sitemap.xml`,
  }
}
