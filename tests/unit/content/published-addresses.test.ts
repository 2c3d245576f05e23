import { readdirSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { readPublishedAddresses } from '@/lib/sanity/content/addresses'
import {
  addressBehind,
  BUILT_ONLY_ROUTES,
  FIXED_ROUTES,
  ON_DEMAND_ROUTES,
  publishedAddresses,
} from '@/lib/front/addresses'
import { seedDocuments } from '@/studio/seed'

/**
 * The proxy's guard of the routes that render pages published after the build (lib/front/addresses.ts): it must know
 * every route of app/, let every address the build prerenders through, and stop made-up ones, over the bundled content.
 */

/** Every route of app/ in Next's notation ("/blog/[slug]"): folders with a page or route, and the metadata files. */
function appRoutes(dir = 'app', segments: string[] = []): string[] {
  const entries = readdirSync(dir, { withFileTypes: true })
  const own = entries.some((entry) => /^(page\.tsx|route\.tsx?)$/.test(entry.name)) ? [`/${segments.join('/')}`] : []
  const metadata = segments.length
    ? []
    : entries.flatMap(
        (entry) =>
          ({ 'robots.ts': '/robots.txt', 'sitemap.ts': '/sitemap.xml', 'icon.svg': '/icon.svg' })[entry.name] ?? [],
      )
  const nested = entries
    .filter((entry) => entry.isDirectory())
    // A route group, "(site)", is no part of the address.
    .flatMap((entry) =>
      appRoutes(join(dir, entry.name), /^\(.+\)$/.test(entry.name) ? segments : [...segments, entry.name]),
    )
  return [...own, ...metadata, ...nested]
}

/** The routes answered per request, never cached: the API, and the embedded backend's image CDN. */
const PER_REQUEST = (route: string) => route.startsWith('/api/') || route === '/images/[project]/[dataset]/[file]'

type OnDemandRoute = (typeof ON_DEMAND_ROUTES)[number]
type WithStaticParams = { generateStaticParams(): Promise<Record<string, string | string[]>[]> }

/** Each on-demand route's module: one literal import each, as the bundler resolves no path built at run time. */
const routeModules: Record<OnDemandRoute, () => Promise<WithStaticParams>> = {
  '/[slug]': () => import('@/app/(site)/[slug]/page'),
  '/blog/[slug]': () => import('@/app/(site)/blog/[slug]/page'),
  '/blog/page/[page]': () => import('@/app/(site)/blog/page/[page]/page'),
  '/blog/category/[slug]': () => import('@/app/(site)/blog/category/[slug]/page'),
  '/blog/category/[slug]/page/[page]': () => import('@/app/(site)/blog/category/[slug]/page/[page]/page'),
  '/blog/category/[slug]/rss.xml': () => import('@/app/(site)/blog/category/[slug]/rss.xml/route'),
  '/case-studies/[slug]': () => import('@/app/(site)/case-studies/[slug]/page'),
  '/cold-outreach-guide/[slug]': () => import('@/app/(site)/cold-outreach-guide/[slug]/page'),
  '/documentation/[slug]': () => import('@/app/(site)/documentation/[slug]/page'),
  '/email-templates/[slug]': () => import('@/app/(site)/email-templates/[slug]/page'),
  '/markdown/[...path]': () => import('@/app/markdown/[...path]/route'),
  '/og/[...path]': () => import('@/app/og/[...path]/route'),
  '/variants/[code]': () => import('@/app/(site)/variants/[code]/page'),
  '/variants/[code]/[slug]': () => import('@/app/(site)/variants/[code]/[slug]/page'),
}

/**
 * The public addresses a route's `generateStaticParams` prerenders. A Markdown copy is read at its page's address
 * plus ".md" (next.config.ts rewrites it to /markdown).
 */
async function prerendered(route: OnDemandRoute): Promise<string[]> {
  const publicRoute = route === '/markdown/[...path]' ? '/[...path].md' : route
  return (await (await routeModules[route]()).generateStaticParams()).map((params) =>
    publicRoute.replace(/\[(?:\.\.\.)?(\w+)\]/g, (_, name: string) => [params[name]].flat().join('/')),
  )
}

const slugOfType = (type: string) =>
  seedDocuments.flatMap((document) => (document._type === type ? [(document.slug as { current: string }).current] : []))

describe('the published-address guard', () => {
  it('knows every route of app/: each fixed one passes, each that takes a name is guarded', () => {
    const routes = appRoutes().filter((route) => !PER_REQUEST(route))
    const fixed = routes.filter((route) => !route.includes('['))
    expect(fixed.filter((route) => !FIXED_ROUTES.has(route))).toEqual([])
    expect(fixed.filter((route) => addressBehind(route) !== null)).toEqual([])
    const named = routes.filter((route) => route.includes('['))
    expect(named.filter((route) => !BUILT_ONLY_ROUTES.has(route)).sort()).toEqual([...ON_DEMAND_ROUTES].sort())
    expect([...BUILT_ONLY_ROUTES].filter((route) => !named.includes(route))).toEqual([])
  })

  it('leaves to Next the routes that answer only the names the build drew', async () => {
    const builtOnlyModules: Record<string, () => Promise<{ dynamicParams?: boolean }>> = {
      '/decor/stars/[layer]': () => import('@/app/decor/stars/[layer]/route'),
    }
    expect(Object.keys(builtOnlyModules).sort()).toEqual([...BUILT_ONLY_ROUTES].sort())
    for (const load of Object.values(builtOnlyModules)) expect((await load()).dynamicParams).toBe(false)
    expect(addressBehind('/decor/stars/hero-0.svg')).toBeNull()
  })

  it('lets every address the build prerenders through: it is published', async () => {
    const published = new Set(await readPublishedAddresses())
    const built = (await Promise.all(ON_DEMAND_ROUTES.map(prerendered))).flat()
    expect(built.length).toBeGreaterThan(40)
    expect(built.filter((path) => !published.has(addressBehind(path) ?? path))).toEqual([])
  })

  it('stops a made-up name on every route that takes one, and its Markdown copy, feed and social image', async () => {
    const published = new Set(await readPublishedAddresses())
    const madeUp = ON_DEMAND_ROUTES.map((route) =>
      route.replace('/markdown/[...path]', '/blog/made-up.md').replace(/\[[^\]]+\]/g, 'made-up'),
    )
    expect(madeUp).toContain('/og/made-up')
    // A page without a Markdown copy (built from sections, or a singleton): its ".md" address is made up too.
    const noCopy = ['/pricing.md', '/api.md', ...slugOfType('page').map((slug) => `/${slug}.md`)]
    expect(noCopy).toContain('/agencies.md')
    for (const path of [...madeUp, ...noCopy, '/blog/page/99', '/blog/page/02', '/pricing/made-up.md']) {
      const address = addressBehind(path)
      expect({ path, guarded: address !== null && !published.has(address) }).toEqual({ path, guarded: true })
    }
  })

  it('stands a page’s copies for the page, and leaves addresses no on-demand route answers alone', () => {
    expect(addressBehind('/documentation/getting-started.md')).toBe('/documentation/getting-started.md')
    expect(addressBehind('/og/home')).toBe('/')
    expect(addressBehind('/og/blog/cold-email-101')).toBe('/blog/cold-email-101')
    expect(addressBehind('/blog/category/strategy/rss.xml')).toBe('/blog/category/strategy')
    expect(addressBehind('/blog/category/strategy/page/2')).toBe('/blog/category/strategy/page/2')
    for (const path of ['/', '/pricing', '/blog/rss.xml', '/search', '/a/b/c', '/blog/', '/images/p/d/f.png'])
      expect({ path, address: addressBehind(path) }).toEqual({ path, address: null })
  })

  it('counts the article lists’ further pages at the blog’s page size', () => {
    const content = {
      pages: [
        { _type: 'blogPost', slug: 'a' },
        { _type: 'blogCategory', slug: 'strategy' },
        { _type: 'pricingPage', slug: null },
        { _type: 'blogPost', slug: null },
      ],
      postsPerPage: 10,
      articleCount: 21,
      categories: [
        { slug: 'strategy', articleCount: 11 },
        { slug: 'news', articleCount: 10 },
        { slug: null, articleCount: 30 },
      ],
    }
    expect(publishedAddresses(content)).toEqual([
      '/blog/a',
      '/blog/a.md',
      '/blog/category/strategy',
      '/pricing',
      '/blog/page/2',
      '/blog/page/3',
      '/blog/category/strategy/page/2',
    ])
  })
})
