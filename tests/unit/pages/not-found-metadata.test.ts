import { describe, expect, it, vi } from 'vitest'

/** The not-found pages' tab title, from content (the readers are stand-ins here): written as the marketer wrote it. */
vi.mock('@/lib/sanity/content/site', () => ({
  getNotFoundPage: async () => ({ documentTitle: 'Lost? 100% $& more' }),
  getSiteChrome: async () => ({ settings: { companyName: 'Persistly' } }),
}))
const { notFoundMetadata } = await import('@/lib/seo/metadata')

describe('the not-found pages’ metadata', () => {
  it('takes the title as written, with the company’s name, and is never indexed', async () => {
    expect(await notFoundMetadata()).toEqual({
      title: { absolute: 'Lost? 100% $& more | Persistly' },
      robots: { index: false },
    })
  })
})
