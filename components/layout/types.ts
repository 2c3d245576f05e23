import type { getSiteChrome } from '@/lib/sanity/content/site'

/** The site settings and navigation every page's chrome is drawn from. */
export type SiteChrome = Awaited<ReturnType<typeof getSiteChrome>>
