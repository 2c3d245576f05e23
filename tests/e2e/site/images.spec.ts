import { expect, test, type Page, type Route } from '@playwright/test'
import { axeViolations, waitForHydration } from '../helpers'

/** Pages that show the seed's images, and how many images each shows in all. */
const PAGES_WITH_IMAGES = [
  '/blog',
  '/blog/future-of-ai-email-marketing',
  '/case-studies',
  '/case-studies/innovate-tech',
  '/testimonials',
  '/documentation',
]

/** Scrolls through the page so every lazy image loads, then reports each image that failed. */
async function brokenImages(page: Page) {
  await page.evaluate(async () => {
    for (const image of document.images) image.scrollIntoView()
    await Promise.all(
      [...document.images].map((image) =>
        image.complete ? null : new Promise((resolve) => image.addEventListener('load', resolve, { once: true })),
      ),
    )
  })
  return page.evaluate(() =>
    [...document.images].filter((image) => image.naturalWidth === 0).map((image) => image.currentSrc || image.src),
  )
}

for (const path of PAGES_WITH_IMAGES) {
  test(`${path} shows its images, each with its size set and alt text given`, async ({ page }) => {
    await page.goto(path)
    const images = page.locator('main img')
    expect(await images.count()).toBeGreaterThan(0)
    for (const image of await images.all()) {
      await expect(image).toHaveAttribute('width', /^\d+$/)
      await expect(image).toHaveAttribute('height', /^\d+$/)
      await expect(image).toHaveAttribute('alt')
      await expect(image).toHaveAttribute('sizes', /.+/)
    }
    expect(await brokenImages(page)).toEqual([])
    expect(await axeViolations(page)).toEqual([])
  })
}

test('an article loads its cover first, and every other image only as it nears the screen', async ({ page }) => {
  const requested: string[] = []
  page.on('request', (request) => {
    if (request.resourceType() === 'image' && new URL(request.url()).pathname.startsWith('/images/'))
      requested.push(new URL(request.url()).pathname)
  })
  await page.goto('/blog/future-of-ai-email-marketing')
  const cover = page.locator('main article img').first()
  await expect(cover).toHaveAttribute('fetchpriority', 'high')
  await expect(cover).toHaveAttribute('loading', 'eager')
  await expect(page.locator('main img[loading="eager"]')).toHaveCount(1)
  const others = page.locator('main img:not([loading="eager"])')
  expect(await others.count()).toBeGreaterThan(1)
  for (const image of await others.all()) await expect(image).toHaveAttribute('loading', 'lazy')
  await expect
    .poll(() => cover.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth))
    .toBeTruthy()
  expect(requested[0]).toBe(await cover.evaluate((image: HTMLImageElement) => new URL(image.currentSrc).pathname))
})

/**
 * The layout shifts the page has reported since `since` (its clock, `performance.now()`), two frames on so that the
 * last one is in: each one's score and what moved, from where to where.
 */
function layoutShiftsSince(page: Page, since: number) {
  return page.evaluate(
    (since) =>
      new Promise<{ value: number; moved: string[] }[]>((resolve) => {
        type LayoutShift = PerformanceEntry & {
          value: number
          sources: { node: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[]
        }
        const named = (node: Node | null) =>
          node instanceof Element
            ? `${node.tagName.toLowerCase()}.${[...node.classList].slice(0, 3).join('.')}`
            : String(node?.nodeName)
        const box = ({ x, y, width, height }: DOMRectReadOnly) => `${x},${y} ${width}×${height}`
        const entries: LayoutShift[] = []
        // `buffered`: the shifts reported before the observer, replayed.
        const observer = new PerformanceObserver((list) => entries.push(...(list.getEntries() as LayoutShift[])))
        observer.observe({ type: 'layout-shift', buffered: true })
        requestAnimationFrame(() =>
          requestAnimationFrame(() => {
            entries.push(...(observer.takeRecords() as LayoutShift[]))
            observer.disconnect()
            resolve(
              entries
                .filter((entry) => entry.startTime >= since)
                .map(({ value, sources }) => ({
                  value,
                  moved: sources.map(
                    ({ node, previousRect, currentRect }) =>
                      `${named(node)}: ${box(previousRect)} → ${box(currentRect)}`,
                  ),
                })),
            )
          }),
        )
      }),
    since,
  )
}

test('images take their place before they load: no layout shift', async ({ page }) => {
  // The images are held back until the page is hydrated and set in its own typeface (the swap from the fallback
  // font may move text a little on a slow first load: not the images' doing); then they arrive, and nothing may move.
  const held: Route[] = []
  let holding = true
  await page.route('**/*', (route) =>
    holding && route.request().resourceType() === 'image' ? void held.push(route) : route.continue(),
  )
  await page.goto('/case-studies/innovate-tech', { waitUntil: 'domcontentloaded' })
  await waitForHydration(page.getByRole('main'))
  await page.evaluate(() => document.fonts.ready)
  await expect.poll(() => held.length, { message: 'the page should have asked for its images' }).toBeGreaterThan(0)

  const released = await page.evaluate(() => performance.now())
  holding = false
  await Promise.all(held.map((route) => route.continue()))
  // Read before scrolling on: scrolling to a lower image would keep it still on screen while the ones above it grew
  // (scroll anchoring), hiding their shift.
  const arrived = () =>
    page.evaluate(() => [...document.images].filter((image) => image.complete && image.naturalWidth > 0).length)
  await expect.poll(arrived, { message: 'the images it asked for should have arrived' }).toBe(held.length)
  expect(await layoutShiftsSince(page, released)).toEqual([])
  expect(await brokenImages(page)).toEqual([])
})

test('the image route serves only the widths the site uses', async ({ request, page }) => {
  await page.goto('/case-studies/innovate-tech')
  const src = await page.locator('main img').nth(1).getAttribute('src')
  const url = new URL(src!, 'http://site')
  expect((await request.get(`${url.pathname}${url.search}`)).status()).toBe(200)
  url.searchParams.set('w', '5000')
  const refused = await request.get(`${url.pathname}${url.search}`)
  expect(refused.status()).toBe(400)
  expect(await refused.text()).toContain('widths the site uses')
})

/**
 * How far below the screen Chromium starts loading a lazy image on a 4G connection (its documented
 * distance-from-viewport threshold; 2500 px on 3G, more when the connection type is unknown).
 */
const LAZY_DISTANCE_4G = 1250

for (const path of ['/blog/future-of-ai-email-marketing', '/case-studies', '/testimonials', '/documentation']) {
  test(`@mobile ${path} on a 4G phone downloads no image below the fold before it nears the screen`, async ({
    page,
  }) => {
    const requested = new Set<string>()
    page.on('request', (request) => {
      if (request.resourceType() === 'image') requested.add(new URL(request.url()).pathname)
    })
    await page.goto(path)
    // The site-mobile project's browser is on 4G (tests/support/testServers.ts): the distance below depends on it.
    expect(
      await page.evaluate(
        () => (navigator as Navigator & { connection: { effectiveType: string } }).connection.effectiveType,
      ),
    ).toBe('4g')

    const screenHeight = await page.evaluate(() => window.innerHeight)
    // Chromium decides on every lazy image in one pass: once those within its distance have arrived,
    // it has looked at the far ones too (waiting for network idle instead stalls on a busy machine).
    await expect
      .poll(() =>
        page.locator('main img').evaluateAll(
          (elements, reach) =>
            elements.every((element) => {
              const image = element as HTMLImageElement
              return image.getBoundingClientRect().top > reach || image.complete
            }),
          screenHeight + LAZY_DISTANCE_4G,
        ),
      )
      .toBe(true)
    const images = await page.locator('main img').evaluateAll((elements) =>
      elements.map((element) => {
        const image = element as HTMLImageElement
        return { top: image.getBoundingClientRect().top, loading: image.loading, file: new URL(image.src).pathname }
      }),
    )
    // Only the LCP candidate, above the fold, loads at once; everything else waits to be near the screen.
    const eager = images.filter((image) => image.loading === 'eager')
    expect(eager.length).toBeLessThanOrEqual(1)
    for (const image of eager) expect(image.top).toBeLessThan(screenHeight)
    const farBelow = images.filter((image) => image.top > screenHeight + LAZY_DISTANCE_4G)
    expect(farBelow.length).toBeGreaterThan(0)
    expect(farBelow.filter((image) => requested.has(image.file))).toEqual([])

    // Scrolled to, the last image arrives.
    await page.locator('main img').last().scrollIntoViewIfNeeded()
    await expect.poll(() => requested.has(farBelow[farBelow.length - 1].file)).toBe(true)
  })
}
