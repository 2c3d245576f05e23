import { documentPath } from '@/lib/site/routes'

/**
 * RSS 2.0 (https://www.rssboard.org/rss-specification) for the blog's feeds: /blog/rss.xml and one per category.
 * Absolute links, RFC 822 dates, the summary as each item's description.
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

const escapeXml = (text: string) =>
  text
    .replace(/[<>&'"]/g, (character) => `&#${character.charCodeAt(0)};`)
    .replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f]/g, '')

/** An RFC 822 date, as RSS 2.0 wants: "Tue, 08 Apr 2025 00:00:00 GMT". */
const rfc822 = (date: string) => new Date(date).toUTCString()

const element = (name: string, text: string) => `<${name}>${escapeXml(text)}</${name}>`

export function rssFeed(feed: Feed): string {
  const items = feed.items.map((item) =>
    [
      '<item>',
      element('title', item.title),
      element('link', item.url),
      `<guid isPermaLink="true">${escapeXml(item.url)}</guid>`,
      element('pubDate', rfc822(item.publishedAt)),
      element('description', item.summary),
      element('dc:creator', item.author),
      ...item.categories.map((category) => element('category', category)),
      '</item>',
    ].join(''),
  )
  const newest = feed.items[0]?.publishedAt
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:dc="http://purl.org/dc/elements/1.1/">',
    '<channel>',
    element('title', feed.title),
    element('link', feed.url),
    element('description', feed.description),
    element('language', 'en'),
    ...(newest ? [element('lastBuildDate', rfc822(newest))] : []),
    `<atom:link href="${escapeXml(feed.feedUrl)}" rel="self" type="application/rss+xml"/>`,
    ...items,
    '</channel>',
    '</rss>',
    '',
  ].join('\n')
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
