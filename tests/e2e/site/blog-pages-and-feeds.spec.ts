import { expect, test } from '@playwright/test'
import Parser from 'rss-parser'
import { seedDocument, seedDocumentsOfType } from '../../support/seedContent'

/**
 * The blog's pages and feeds on the embedded build (every article fits on one page, every category's too). Pages 2
 * and up, with their links, are proven against the Content Lake server, where a test changes the page size
 * (hosted/redirects-and-blog-pages.spec.ts).
 */
const ARTICLE_COUNT = seedDocumentsOfType('blogPost').length
const { postsPerPage } = seedDocument<{ postsPerPage: number }>('blogPage')
const CATEGORY_SLUGS = seedDocumentsOfType<{ slug: { current: string } }>('blogCategory').map(
  (category) => category.slug.current,
)
const FEEDS = ['/blog/rss.xml', ...CATEGORY_SLUGS.map((slug) => `/blog/category/${slug}/rss.xml`)]

test('/blog and each category announce their feed and link it; one page has no page links', async ({ page }) => {
  expect(ARTICLE_COUNT, 'every article on one page').toBeLessThanOrEqual(postsPerPage)
  for (const [path, feed] of [
    ['/blog', '/blog/rss.xml'],
    ['/blog/category/ai', '/blog/category/ai/rss.xml'],
  ]) {
    await page.goto(path)
    await expect(page.locator('link[rel="alternate"][type="application/rss+xml"]')).toHaveAttribute(
      'href',
      `http://localhost:3000${feed}`,
    )
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `http://localhost:3000${path}`)
    await expect(page.locator('link[rel="prev"], link[rel="next"]')).toHaveCount(0)
    const pages = page.getByRole('navigation', { name: 'Pages' })
    await expect(pages.getByRole('link')).toHaveText(['RSS feed'])
    await expect(pages.getByRole('link', { name: 'RSS feed' })).toHaveAttribute('href', feed)
  }
})

test('every feed parses, and each of its links opens an article of this site', async ({ request }) => {
  const parser = new Parser()
  for (const path of FEEDS) {
    const response = await request.get(path)
    expect(response.headers()['content-type'], path).toBe('application/rss+xml; charset=utf-8')
    const feed = await parser.parseString(await response.text())
    expect(feed.items.length, path).toBeGreaterThan(0)
    for (const item of feed.items) {
      const url = new URL(item.link!)
      expect(url.origin).toBe('http://localhost:3000')
      expect((await request.get(url.pathname)).status(), item.link).toBe(200)
    }
  }
})

test('page numbers past the end, page 1 and numbers not plainly written are not pages', async ({ request }) => {
  for (const path of [
    '/blog/page/2',
    '/blog/page/1',
    '/blog/page/02',
    '/blog/page/two',
    '/blog/page/99999999999999999999',
    '/blog/category/ai/page/2',
    '/blog/category/no-such-category/page/2',
    '/blog/category/no-such-category/rss.xml',
  ]) {
    expect((await request.get(path)).status(), path).toBe(404)
  }
})
