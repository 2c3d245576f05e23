import type { MetadataRoute } from 'next'
import { env } from '@/lib/env/server'
import { getPublicPages } from '@/lib/sanity/content/pages'

export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const pages = await getPublicPages()
  return pages.map((page) => ({
    url: `${env.NEXT_PUBLIC_SITE_URL}${page.path === '/' ? '' : page.path}`,
    ...(page.updatedAt ? { lastModified: page.updatedAt } : {}),
  }))
}
