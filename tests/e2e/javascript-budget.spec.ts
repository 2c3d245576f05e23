import { expect, test, type Page } from '@playwright/test'

/**
 * JavaScript a visitor downloads per page type (gzip, as transferred, no interaction): a budget that catches a
 * client library creeping onto pages that do not need it. Deterministic for a given build, so it belongs in
 * the suite; timings and Lighthouse scores do not. Budgets sit a few kilobytes above today's figures.
 */
const BUDGETS_KB: Record<string, { pages: string[]; kilobytes: number }> = {
  content: {
    pages: ['/privacy', '/blog/maximizing-response-rates', '/case-studies', '/documentation', '/cold-outreach-guide'],
    kilobytes: 172,
  },
  'landing and pricing': { pages: ['/', '/pricing'], kilobytes: 172 },
  'contact form': { pages: ['/contact'], kilobytes: 174 },
}

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

for (const [type, { pages, kilobytes }] of Object.entries(BUDGETS_KB)) {
  for (const path of pages) {
    test(`${path} (${type}) downloads at most ${kilobytes} KB of JavaScript`, async ({ page }) => {
      const downloaded = await javaScriptKilobytes(page, path)
      expect(downloaded).toBeGreaterThan(50) // measured at all: Next's runtime alone is larger
      expect(downloaded).toBeLessThanOrEqual(kilobytes)
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
  expect(before).toBeLessThanOrEqual(BUDGETS_KB['landing and pricing'].kilobytes)
})
