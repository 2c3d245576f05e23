import { describe, expect, it } from 'vitest'
import { getPublicPages } from '@/lib/sanity/content/pages'
import { getSiteChrome } from '@/lib/sanity/content/site'
import { pagePathFromSocialImage, socialCard, socialImagePath } from '@/lib/seo/socialImage'

/** What each generated social card (app/og) draws, over the bundled content: a headline for every public page. */
describe('the social cards', () => {
  it('give every public page a title to show, the home page the site’s SEO title', async () => {
    const [pages, { settings }] = await Promise.all([getPublicPages(), getSiteChrome()])
    expect(pages.length).toBeGreaterThan(40)
    const cards = pages.map((page) => ({
      path: page.path,
      card: socialCard(pagePathFromSocialImage(socialImagePath(page.path).split('/').slice(2)), pages, settings),
    }))
    expect(cards.filter(({ card }) => !card?.title.trim() || !card.companyName || !card.blurb)).toEqual([])
    expect(socialCard('/', pages, settings)?.title).toBe(settings.seo.title)
    expect(socialCard('/pricing', pages, settings)?.title).toBe(pages.find((page) => page.path === '/pricing')?.title)
  })

  it('are no card for an address that is no public page', async () => {
    const [pages, { settings }] = await Promise.all([getPublicPages(), getSiteChrome()])
    expect(socialCard('/not-a-page', pages, settings)).toBeNull()
    expect(socialCard('/goodbye', pages, settings)).toBeNull()
  })
})
