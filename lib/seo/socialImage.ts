import type { PublicPage } from '@/lib/sanity/content/pages'

/** Each page's generated social card lives under /og, mirroring the page's own path. */
export function socialImagePath(pagePath: string): string {
  return pagePath === '/' ? '/og/home' : `/og${pagePath}`
}

export function pagePathFromSocialImage(segments: string[]): string {
  return segments.join('/') === 'home' ? '/' : `/${segments.join('/')}`
}

/** What the listings need of Site settings: the company's name, its SEO title and the footer's blurb. */
export type CardSettings = {
  companyName: string
  seo: { title?: string | null } | null
  footer: { blurb?: string | null } | null
}

/**
 * A public page's name where the site lists it (its social card, llms.txt): its title, or for a page without one
 * (the home page, whose words are all in its sections) the site's SEO title, else the company's name.
 */
export const listedTitle = (page: Pick<PublicPage, 'title'>, settings: CardSettings) =>
  page.title || settings.seo?.title || settings.companyName

/** What a page's generated card shows (app/og): the company's name, the page's title and the footer's blurb. */
export type SocialCard = { companyName: string; title: string; blurb: string }

/** The card of the public page at `pagePath`, or null for an address that is no public page (a 404). */
export function socialCard(pagePath: string, pages: readonly PublicPage[], settings: CardSettings): SocialCard | null {
  const page = pages.find((candidate) => candidate.path === pagePath)
  if (!page) return null
  return { companyName: settings.companyName, title: listedTitle(page, settings), blurb: settings.footer?.blurb ?? '' }
}
