import { expect, test } from '@playwright/test'
import { PUBLIC_PATHS, UNLISTED_PATHS } from '../../support/sitePages'

test('sitemap.xml lists every public page under the configured origin, and nothing else', async ({ request }) => {
  const response = await request.get('/sitemap.xml')
  expect(response.status()).toBe(200)
  const urls = [...(await response.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1])
  const paths = urls.map((url) => new URL(url).pathname).sort()
  expect(urls.every((url) => url.startsWith('http://localhost:3000'))).toBe(true)
  expect(paths).toEqual(PUBLIC_PATHS)
  expect(PUBLIC_PATHS.length).toBeGreaterThan(30)
})

test('robots.txt allows the site and excludes the Studio and the API routes', async ({ request }) => {
  const robots = await (await request.get('/robots.txt')).text()
  expect(robots).toContain('Allow: /')
  // Exact rules, not prefixes: a page such as /trial-terms or /authors stays crawlable (tests/unit/pages/robots.test.ts).
  for (const rule of ['/studio$', '/studio/', '/api/', '/auth$', '/auth/', '/auth?', '/trial$', '/account$'])
    expect(robots).toContain(`Disallow: ${rule}\n`)
  expect(robots).not.toMatch(/^Disallow: \/(?:studio|auth|account|trial|payment-success)$/m)
  expect(robots).toContain('Sitemap: http://localhost:3000/sitemap.xml')
})

test('every page has its own title and description, a canonical URL and a social card', async ({ request }) => {
  const seen = { titles: new Map<string, string>(), descriptions: new Map<string, string>() }
  for (const path of [...PUBLIC_PATHS, ...UNLISTED_PATHS]) {
    const html = await (await request.get(path)).text()
    const title = html.match(/<title>([^<]*)<\/title>/)?.[1]
    const description = html.match(/<meta name="description" content="([^"]*)"/)?.[1]
    expect(title, path).toBeTruthy()
    expect(description?.length ?? 0, `${path} description`).toBeGreaterThan(40)
    expect(seen.titles.get(title!), `${path} shares its title with`).toBeUndefined()
    expect(seen.descriptions.get(description!), `${path} shares its description with`).toBeUndefined()
    seen.titles.set(title!, path)
    seen.descriptions.set(description!, path)
    if (!UNLISTED_PATHS.includes(path)) {
      expect(html, path).toContain(`<link rel="canonical" href="http://localhost:3000${path === '/' ? '' : path}"`)
      expect(html, path).toMatch(/<meta property="og:image" content="[^"]+\/og\/[^"]+"/)
      expect(html, path).toContain('<meta name="twitter:card" content="summary_large_image"')
    }
  }
})

// The words each card draws (a title for every public page) are checked in tests/unit/pages/social-cards.test.ts.
test('social cards are generated images, and none for an address that is no public page', async ({ request }) => {
  for (const path of ['/og/home', '/og/pricing', '/og/blog/future-of-ai-email-marketing']) {
    const response = await request.get(path)
    expect(response.status(), path).toBe(200)
    expect(response.headers()['content-type']).toBe('image/png')
    expect((await response.body()).length).toBeGreaterThan(10_000)
  }
  expect((await request.get('/og/not-a-page')).status()).toBe(404)
})

test('unlisted pages ask search engines not to index them', async ({ request }) => {
  for (const path of UNLISTED_PATHS) {
    expect(await (await request.get(path)).text(), path).toMatch(/<meta name="robots" content="noindex/)
  }
})

async function structuredData(request: import('@playwright/test').APIRequestContext, path: string) {
  const html = await (await request.get(path)).text()
  return [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].flatMap((match) =>
    [JSON.parse(match[1])].flat(),
  )
}

test('structured data: organisation, FAQ and plans on the home page', async ({ request }) => {
  const data = await structuredData(request, '/')
  const byType = (type: string) => data.filter((item) => item['@type'] === type)
  expect(byType('Organization')[0]).toMatchObject({ name: 'Persistly', email: 'hello@persistly.ai' })
  expect(byType('FAQPage')[0].mainEntity).toHaveLength(8)
  expect(
    byType('Product').map((product) => [product.name, product.offers.price, product.offers.priceCurrency]),
  ).toEqual([
    ['Persistly Basic', 2999, 'USD'],
    ['Persistly Pro', 4999, 'USD'],
  ])
})

test('structured data: plans on /pricing, an article and breadcrumbs on nested pages', async ({ request }) => {
  expect((await structuredData(request, '/pricing')).filter((item) => item['@type'] === 'Product')).toHaveLength(2)
  const article = await structuredData(request, '/blog/future-of-ai-email-marketing')
  expect(article.find((item) => item['@type'] === 'Article')).toMatchObject({ datePublished: expect.any(String) })
  for (const path of PUBLIC_PATHS.filter((candidate) => candidate.split('/').length > 2)) {
    const crumbs = (await structuredData(request, path)).find((item) => item['@type'] === 'BreadcrumbList')
    expect(crumbs?.itemListElement?.at(-1)?.item, path).toBe(`http://localhost:3000${path}`)
    expect(crumbs?.itemListElement?.[0]?.item, path).toBe('http://localhost:3000')
  }
})
