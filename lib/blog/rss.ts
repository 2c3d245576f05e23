import { Feed as FeedWriter } from 'feed'
import { documentPath } from '@/lib/site/routes'

/**
 * RSS 2.0 (https://www.rssboard.org/rss-specification) for the blog's feeds, /blog/rss.xml and one per category,
 * written by `feed`: absolute links, RFC 822 dates, the summary as each item's description, the author's name as
 * Dublin Core's `dc:creator` (RSS's own `<author>` must be an email address). How its output differs from the
 * hand-written feed it replaced, and why that is still right:
 * docs/growing-site.md#the-blogs-pages-and-feeds.
 */
export type FeedItem = {
  title: string
  url: string
  publishedAt: string
  summary: string
  author: string
  categories: string[]
}

export type Feed = {
  title: string
  /** The page the feed is the feed of. */
  url: string
  /** The feed's own address. */
  feedUrl: string
  description: string
  items: FeedItem[]
}

const DUBLIN_CORE = 'http://purl.org/dc/elements/1.1/'

/**
 * Text as XML can carry it: without the control characters XML 1.0 forbids, and with a space in "]]>", which
 * `feed`'s writer (xml-js) escapes only once in a CDATA section, so a second one would end the section early.
 */
const clean = (text: string) =>
  text.replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g, '').replaceAll(']]>', ']] >')

export function rssFeed(feed: Feed): string {
  const newest = feed.items[0]?.publishedAt
  const writer = new FeedWriter({
    title: clean(feed.title),
    link: feed.url,
    description: clean(feed.description),
    language: 'en',
    feedLinks: { rss: feed.feedUrl },
    // The newest article's date, so a feed built twice from the same content is the same feed.
    ...(newest ? { updated: new Date(newest) } : {}),
    generator: false,
  })
  for (const item of feed.items) {
    writer.addItem({
      title: clean(item.title),
      link: item.url,
      date: new Date(item.publishedAt),
      description: clean(item.summary),
      category: item.categories.map((category) => ({ name: clean(category) })),
      // Declared on the element: `feed` declares the Dublin Core namespace on <rss> only for full content.
      extensions: [
        { name: 'dc:creator', objects: { _attributes: { 'xmlns:dc': DUBLIN_CORE }, _text: clean(item.author) } },
      ],
    })
  }
  return `${writer.rss2()}\n`
}

/** An article as a feed item, linked on `origin` (NEXT_PUBLIC_SITE_URL): feed readers need absolute links. */
export function articleItem(
  post: {
    title: string
    slug: string
    publishedAt: string
    summary: string
    author: { name: string }
    categories: (string | null)[] | null
  },
  origin: string,
): FeedItem {
  return {
    title: post.title,
    url: `${origin}${documentPath('blogPost', post.slug)}`,
    publishedAt: post.publishedAt,
    summary: post.summary,
    author: post.author.name,
    categories: (post.categories ?? []).filter((category): category is string => Boolean(category)),
  }
}

/** The feed as a response: RSS's media type, cached like the pages (the publish webhook refreshes it). */
export const feedResponse = (feed: Feed) =>
  new Response(rssFeed(feed), { headers: { 'content-type': 'application/rss+xml; charset=utf-8' } })
