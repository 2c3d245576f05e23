import type { MetadataRoute } from 'next'
import { env } from '@/lib/env/server'

/** Everything public is crawlable; the Studio, the API and account pages are not. */
export default function robots(): MetadataRoute.Robots {
  return {
    rules: { userAgent: '*', allow: '/', disallow: ['/studio', '/api/', '/auth', '/account', '/payment-success'] },
    sitemap: `${env.NEXT_PUBLIC_SITE_URL}/sitemap.xml`,
  }
}
