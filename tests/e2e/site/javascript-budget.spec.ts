import { expect, test, type Page } from '@playwright/test'
import { waitForHydration } from '../helpers'

/**
 * What a visitor downloads per page type: JavaScript (gzip, as transferred, no interaction) and the home page's
 * HTML. Budgets that catch a client library creeping onto pages that do not need it, or markup swelling the
 * page. Deterministic for a given build, so they belong in the suite; timings and Lighthouse scores do not
 * (`npm run bench`).
 *
 * JavaScript budgets are set above bare Next.js, the framework's own share that every page pays:
 * `npm run bench` measures it (a one-page app with one `next/link`, built with the same packages). The
 * goals allow content pages 10 KB over it, the landing and pricing pages 45 KB, the sign-in page Clerk's own code
 * on top; each budget below is today's figure plus a little headroom, within that allowance.
 */
const BARE_NEXT_KB = 135.5 // next 16.4.6; measure again with `npm run bench` after upgrading Next

const BUDGETS: Record<string, { pages: string[]; overBareKb: number }> = {
  content: {
    // Docs, guide, templates and API offer code and emails to copy, so they carry the copy button's script
    // (0.7 KB; the docs and guide indexes prefetch it with their articles). Legal pages and blog articles show
    // code without one.
    pages: [
      '/privacy',
      '/blog/maximizing-response-rates',
      '/case-studies',
      '/documentation',
      '/documentation/advanced-topics',
      '/cold-outreach-guide',
      '/cold-outreach-guide/follow-up-strategies',
      '/email-templates',
      '/api',
    ],
    overBareKb: 10,
  },
  'landing and pricing': { pages: ['/', '/pricing'], overBareKb: 12 },
  'contact form': { pages: ['/contact'], overBareKb: 13 },
  // Clerk's own code (@clerk/*, with the form around it) is 52.7 KB of this; the rest is what every page loads.
  'sign-in': { pages: ['/auth'], overBareKb: 63 },
}

/** The home page's HTML as served (raw bytes): content, markup and the data React hydrates from. */
const HOME_HTML_KB = 100

/** Counts the JavaScript the page downloads from now on; `total()` waits for every size to be known. */
function countJavaScript(page: Page) {
  const sizes: Promise<number>[] = []
  page.on('requestfinished', (request) => {
    if (request.resourceType() === 'script') sizes.push(request.sizes().then((size) => size.responseBodySize))
  })
  return { total: async () => (await Promise.all(sizes)).reduce((sum, size) => sum + size, 0) / 1024 }
}

async function javaScriptKilobytes(page: Page, path: string): Promise<number> {
  const counted = countJavaScript(page)
  await page.goto(path, { waitUntil: 'networkidle' })
  return counted.total()
}

for (const [type, { pages, overBareKb }] of Object.entries(BUDGETS)) {
  const budget = BARE_NEXT_KB + overBareKb
  for (const path of pages) {
    test(`${path} (${type}) downloads at most ${budget} KB of JavaScript (bare Next + ${overBareKb} KB)`, async ({
      page,
    }) => {
      const downloaded = await javaScriptKilobytes(page, path)
      expect(downloaded).toBeGreaterThan(BARE_NEXT_KB / 2) // measured at all: Next's runtime alone is larger
      expect(downloaded).toBeLessThanOrEqual(budget)
    })
  }
}

test('the mobile menu brings its animation code only when it first opens', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 })
  const before = await javaScriptKilobytes(page, '/')
  const onOpen = countJavaScript(page)
  await page.getByRole('button', { name: 'Open menu' }).click()
  await expect(page.locator('#mobile-menu')).toBeVisible()
  await page.waitForLoadState('networkidle')
  expect(await onOpen.total()).toBeGreaterThan(10)
  expect(before).toBeLessThanOrEqual(BARE_NEXT_KB + BUDGETS['landing and pricing'].overBareKb)
})

test('the toast library arrives with the first toast, not with the page', async ({ page }) => {
  // react-hot-toast styles its toasts with goober, whose code names the style element it adds: `_goober`.
  const scripts: Promise<string>[] = []
  page.on('response', (response) => {
    // The sign-in page's scripts may still be arriving when the test ends: a body no longer readable counts as empty.
    if (response.request().resourceType() === 'script') scripts.push(response.text().catch(() => ''))
  })
  const withToastLibrary = async () => (await Promise.all(scripts)).filter((code) => code.includes('_goober')).length
  await page.goto('/pricing', { waitUntil: 'networkidle' })
  expect(await withToastLibrary()).toBe(0)

  const button = page.getByRole('listitem', { name: 'Basic' }).getByRole('button', { name: 'Get Started' })
  await waitForHydration(button)
  await button.click()
  await expect(page.getByText('Please sign in to make a purchase.')).toBeVisible()
  expect(await withToastLibrary()).toBeGreaterThan(0)
})

test(`the home page's HTML weighs at most ${HOME_HTML_KB} KB`, async ({ request }) => {
  const response = await request.get('/')
  expect(response.status()).toBe(200)
  const kilobytes = (await response.body()).length / 1024
  expect(kilobytes).toBeGreaterThan(10) // the whole page, not an error page
  expect(kilobytes).toBeLessThanOrEqual(HOME_HTML_KB)
})
