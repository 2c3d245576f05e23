/**
 * The addresses the site's on-demand routes answer. A page published after the build (a new article, a renamed
 * legal page, a further page of the blog) is rendered on its first visit, so these routes take any name; but Next
 * keeps every render, a 404 included, in its cache for good, so a made-up address must never reach them. The proxy
 * answers those with the not-found page from the build, using the published addresses (lib/front/liveAddresses.ts).
 */
import { laterPages, pagePath } from '@/lib/blog/pagination'
import { hasMarkdownCopy, markdownPath } from '@/lib/markdown/document'
import { pagePathFromSocialImage } from '@/lib/seo/socialImage'
import {
  ACCOUNT_PATH,
  AUTH_PATH,
  COLLECTION_PATHS,
  feedPath,
  pathFor,
  PAYMENT_SUCCESS_PATH,
  TRIAL_PATH,
  SEARCH_PATH,
  variantPath,
  SINGLETON_PATHS,
  STUDIO_PATH,
} from '@/lib/site/routes'

/** Next's own route for the not-found page, prerendered by the build with its 404 status. */
export const NOT_FOUND_ROUTE = '/_not-found'

/** The app's routes (app/) that render any name on first visit, in Next's own notation. */
export const ON_DEMAND_ROUTES = [
  '/[slug]',
  '/blog/[slug]',
  '/blog/page/[page]',
  '/blog/category/[slug]',
  '/blog/category/[slug]/page/[page]',
  '/blog/category/[slug]/rss.xml',
  '/case-studies/[slug]',
  '/cold-outreach-guide/[slug]',
  '/documentation/[slug]',
  '/email-templates/[slug]',
  '/markdown/[...path]',
  '/og/[...path]',
  '/variants/[code]',
  '/variants/[code]/[slug]',
] as const

/**
 * The app's routes that take a name but answer only the names the build drew (`dynamicParams = false`): Next refuses
 * any other with a 404 without rendering it, so they need no guard.
 */
export const BUILT_ONLY_ROUTES: ReadonlySet<string> = new Set(['/decor/stars/[layer]'])

/**
 * The app's fixed routes beside them: Next answers these before a `[slug]` in the same folder, so they are never an
 * on-demand route's to answer. (tests/unit/studio/page-addresses.test.ts checks both lists against app/.)
 */
export const FIXED_ROUTES: ReadonlySet<string> = new Set([
  ...Object.values(SINGLETON_PATHS),
  AUTH_PATH,
  ACCOUNT_PATH,
  PAYMENT_SUCCESS_PATH,
  TRIAL_PATH,
  SEARCH_PATH,
  STUDIO_PATH,
  feedPath(SINGLETON_PATHS.blogPage),
  '/llms.txt',
  '/robots.txt',
  '/sitemap.xml',
  '/icon.svg',
])

/** What a published page adds to the addresses: its own, or a list's further pages. */
export type PublishedContent = {
  pages: { _type: string; slug: string | null }[]
  postsPerPage: number | null
  articleCount: number
  categories: { slug: string | null; articleCount: number }[]
  /** The published experiments: each variant but the control has an address of its own (docs/experiments.md). */
  experiments?: { _id: string; path: string | null; variantIds: (string | null)[] | null }[]
}

/**
 * Every published address an on-demand route answers: each page's own, the Markdown copies of the pages that have
 * one, and the article lists' pages 2 and on.
 */
export function publishedAddresses({
  pages,
  postsPerPage,
  articleCount,
  categories,
  experiments = [],
}: PublishedContent): string[] {
  const pageCount = (articles: number) => Math.ceil(articles / Math.max(1, Math.floor(postsPerPage ?? 1)))
  const laterListPages = (listPath: string, articles: number) =>
    laterPages(pageCount(articles)).map((page) => pagePath(listPath, page))
  return [
    ...pages.flatMap((page) => {
      const path = pathFor(page._type, page.slug)
      if (!path) return []
      return hasMarkdownCopy(page._type) ? [path, markdownPath(path)] : [path]
    }),
    ...laterListPages(SINGLETON_PATHS.blogPage, articleCount),
    ...categories.flatMap((category) =>
      category.slug ? laterListPages(COLLECTION_PATHS.blogCategory + category.slug, category.articleCount) : [],
    ),
    ...experiments.flatMap(({ _id, path, variantIds }) =>
      path ? (variantIds ?? []).flatMap((variantId) => (variantId ? variantPath(path, _id, variantId) : [])) : [],
    ),
  ]
}

/** Whether a route ("/blog/[slug]") answers a path's segments, as Next matches them. */
export function matches(route: string, segments: string[]): boolean {
  const parts = route.split('/').slice(1)
  const catchAll = parts.at(-1)!.startsWith('[...')
  if (catchAll ? segments.length < parts.length : segments.length !== parts.length) return false
  return parts.every((part, index) => part.startsWith('[') || part === segments[index])
}

/**
 * The published address a request for `pathname` stands for when an on-demand route would answer it (an article's
 * own, a Markdown copy's, the page a social image or category feed belongs to), or null when none would.
 */
export function addressBehind(pathname: string): string | null {
  if (pathname.startsWith('/og/')) return pagePathFromSocialImage(pathname.split('/').slice(2))
  // next.config.ts rewrites any address plus ".md" to /markdown, after the proxy: published only for the pages that
  // have a copy, not every page (/pricing.md, /agencies.md are none).
  if (pathname.endsWith('.md')) return pathname
  if (FIXED_ROUTES.has(pathname)) return null
  const segments = pathname.split('/').slice(1)
  // An empty segment ("/blog/", "//x") is no route's name.
  if (segments.includes('')) return null
  const route = ON_DEMAND_ROUTES.find((candidate) => matches(candidate, segments))
  if (!route) return null
  return route.endsWith('/rss.xml') ? pathname.slice(0, -'/rss.xml'.length) : pathname
}
