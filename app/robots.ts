import type { MetadataRoute } from 'next'
import { env } from '@/lib/env/server'
import { ACCOUNT_PATH, AUTH_PATH, PAYMENT_SUCCESS_PATH, STUDIO_PATH, TRIAL_PATH } from '@/lib/site/routes'

/** Everything public is crawlable; the Studio, the API and account pages are not. */
export default function robots(): MetadataRoute.Robots {
  return {
    rules: {
      userAgent: '*',
      allow: '/',
      disallow: [STUDIO_PATH, '/api/', AUTH_PATH, ACCOUNT_PATH, PAYMENT_SUCCESS_PATH, TRIAL_PATH],
    },
    sitemap: `${env.NEXT_PUBLIC_SITE_URL}/sitemap.xml`,
  }
}
