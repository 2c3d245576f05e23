import { describe, expect, it, vi } from 'vitest'
import type { Metadata } from 'next'
import { getPublicPages } from '@/lib/sanity/content/pages'
import { getSiteChrome } from '@/lib/sanity/content/site'
import { pagePathFromSocialImage, socialCard } from '@/lib/seo/socialImage'

/**
 * The metadata of the article lists' further pages (/blog/page/2, a category's /page/2), over the bundled content at
 * two articles a page, so that every list has further pages: their social card must be one /og draws.
 */
vi.mock('@/lib/sanity/content/blog', async (importOriginal) => {
  const original = await importOriginal<typeof import('@/lib/sanity/content/blog')>()
  return { ...original, getBlogPage: async () => ({ ...(await original.getBlogPage()), postsPerPage: 2 }) }
})
const { blogIndexMetadata, categoryArchiveMetadata } = await import('@/app/(site)/blog/listing')
const { getBlogPage } = await import('@/lib/sanity/content/blog')

const imagesOf = (metadata: Metadata) =>
  [metadata.openGraph?.images, metadata.twitter?.images].flat().map((image) => (image as { url: string }).url)

describe('an article list’s further pages', () => {
  it('show the list’s own card, one the /og route draws, under their own address and title', async () => {
    const [pages, { settings }, blog] = await Promise.all([getPublicPages(), getSiteChrome(), getBlogPage()])
    const category = blog.categories.find((candidate) => candidate.slug && candidate.articleCount > 2)!
    const lists = [
      { list: '/blog', first: await blogIndexMetadata(1), later: await blogIndexMetadata(2) },
      {
        list: `/blog/category/${category.slug}`,
        first: await categoryArchiveMetadata(category.slug!, 1),
        later: await categoryArchiveMetadata(category.slug!, 2),
      },
    ]
    for (const { list, first, later } of lists) {
      expect(later.alternates?.canonical).toBe(`${list}/page/2`)
      expect(later.title).not.toBe(first.title)
      expect(imagesOf(later)).toEqual(imagesOf(first))
      for (const url of imagesOf(later)) {
        expect(url).toBe(list === '/blog' ? '/og/blog' : `/og${list}`)
        expect(socialCard(pagePathFromSocialImage(url.split('/').slice(2)), pages, settings), url).not.toBeNull()
      }
    }
  })
})
