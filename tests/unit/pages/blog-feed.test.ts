import Parser from 'rss-parser'
import { describe, expect, it } from 'vitest'
import { rssFeed } from '@/lib/blog/rss'
import { seedDocuments } from '@/studio/seed'

/**
 * The blog's RSS 2.0 feeds as a feed reader sees them: the route handlers' output over the bundled content, read by
 * rss-parser (a real feed parser: it refuses XML that is not well formed), every field checked.
 */
const parser = new Parser({ customFields: { item: ['dc:creator'] } })
const ORIGIN = 'http://localhost:3000'

type Seed = Record<string, unknown>
const posts = seedDocuments
  .filter((document) => document._type === 'blogPost')
  .sort((a, b) => String(b.publishedAt).localeCompare(String(a.publishedAt))) as Seed[]
const categoryTitle = (ref: string) => seedDocuments.find((document) => document._id === ref)?.title
const authorName = (ref: string) => seedDocuments.find((document) => document._id === ref)?.name
const slugOf = (document: Seed) => (document.slug as { current: string }).current

async function parsed(response: Response) {
  expect(response.status).toBe(200)
  expect(response.headers.get('content-type')).toBe('application/rss+xml; charset=utf-8')
  const xml = await response.text()
  // Encoding names are case-insensitive (XML 1.0 §4.3.3): `feed` writes "utf-8".
  expect(xml).toMatch(/^<\?xml version="1\.0" encoding="utf-8"\?>\n<rss version="2\.0"/i)
  return parser.parseString(xml)
}

function expectItems(items: Parser.Item[], expected: Seed[]) {
  expect(items).toHaveLength(expected.length)
  items.forEach((item, index) => {
    const post = expected[index]
    const url = `${ORIGIN}/blog/${slugOf(post)}`
    expect(item.title).toBe(post.title)
    expect(item.link).toBe(url)
    expect(item.guid).toBe(url)
    expect(item.isoDate).toBe(new Date(String(post.publishedAt)).toISOString())
    expect(item.content).toBe(post.summary)
    expect((item as Record<string, unknown>)['dc:creator']).toBe(authorName((post.author as { _ref: string })._ref))
    expect(item.categories).toEqual((post.categories as { _ref: string }[]).map(({ _ref }) => categoryTitle(_ref)))
  })
}

describe('the blog’s feeds', () => {
  it('/blog/rss.xml lists every article, newest first, with absolute links, dates, summaries and categories', async () => {
    const { GET } = await import('@/app/(site)/blog/rss.xml/route')
    const feed = await parsed(await GET())
    const blog = seedDocuments.find((document) => document._id === 'blogPage') as Seed
    expect(feed.title).toBe((blog.seo as { title: string }).title)
    expect(feed.description).toBe((blog.seo as { description: string }).description)
    expect(feed.link).toBe(`${ORIGIN}/blog`)
    expect(feed.language).toBe('en')
    expect(feed.lastBuildDate).toBe(new Date(String(posts[0].publishedAt)).toUTCString())
    expectItems(feed.items, posts)
  })

  it('each category has its own, with its own articles only', async () => {
    const { GET } = await import('@/app/(site)/blog/category/[slug]/rss.xml/route')
    const categories = seedDocuments.filter((document) => document._type === 'blogCategory') as Seed[]
    expect(categories.length).toBeGreaterThan(1)
    for (const category of categories) {
      const slug = slugOf(category)
      const feed = await parsed(
        await GET(new Request(`${ORIGIN}/blog/category/${slug}/rss.xml`), {
          params: Promise.resolve({ slug }),
        }),
      )
      expect(feed.title).toBe((category.seo as { title?: string } | undefined)?.title || category.title)
      expect(feed.link).toBe(`${ORIGIN}/blog/category/${slug}`)
      const filed = posts.filter((post) =>
        (post.categories as { _ref: string }[]).some(({ _ref }) => _ref === category._id),
      )
      expectItems(feed.items, filed)
    }
  })

  it('stays well formed whatever the text holds', async () => {
    const hostile = 'Fish & chips <b>"bold"</b> \'quoted\' ]]> twice ]]> \u0001'
    const xml = rssFeed({
      title: hostile,
      url: 'https://example.com/?a=1&b=2',
      feedUrl: 'https://example.com/rss.xml',
      description: hostile,
      items: [
        {
          title: hostile,
          url: 'https://example.com/a?x=<y>',
          publishedAt: '2025-01-02',
          summary: hostile,
          author: hostile,
          categories: [hostile],
        },
      ],
    })
    const feed = await parser.parseString(xml)
    // What XML cannot carry goes (the control character); "]]>" gets a space (lib/blog/rss.ts says why).
    const clean = hostile.replace('\u0001', '').replaceAll(']]>', ']] >')
    expect(feed.title).toBe(clean)
    expect(feed.link).toBe('https://example.com/?a=1&b=2')
    expect(feed.items[0]).toMatchObject({ title: clean, content: clean, categories: [clean], 'dc:creator': clean })
  })
})
