import { expect, test, type Page } from '@playwright/test'
import { holdNextRequest, recordStatusTexts, waitForHydration } from '../helpers'
import { authPage, purchaseMessages } from '../../support/seedContent'
import { countJavaScript, javaScriptBudget } from '../javascriptBudget'

/**
 * JavaScript that arrives only when needed, and the home page's HTML weight. Each page's own JavaScript budget is
 * checked in its one visit by every-page.spec.ts (budgets: tests/e2e/javascriptBudget.ts).
 */

/**
 * The home page's HTML as it travels (gzip): content, markup, the data React hydrates from (about 20 KB together) and
 * the site's stylesheet, inlined (`experimental.inlineCss`): once in a <style> element and once in that data, about
 * 9 KB each time, as the copies lie too far apart for gzip to share them (docs/performance.md).
 */
const HOME_HTML_GZIP_KB = 40

async function javaScriptKilobytes(page: Page, path: string): Promise<number> {
  const counted = countJavaScript(page)
  await page.goto(path, { waitUntil: 'networkidle' })
  return counted.total()
}

test('the mobile menu brings its animation code only when it first opens', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 })
  const before = await javaScriptKilobytes(page, '/')
  const onOpen = countJavaScript(page)
  await page.getByRole('button', { name: 'Open menu' }).click()
  await expect(page.locator('#mobile-menu')).toBeVisible()
  await page.waitForLoadState('networkidle')
  expect(await onOpen.total()).toBeGreaterThan(10)
  expect(before).toBeLessThanOrEqual(javaScriptBudget('/').kilobytes)
})

test('the toast library arrives with the first toast, not with the page', async ({ page }) => {
  // react-hot-toast styles its toasts with goober, whose code names the style element it adds: `_goober`.
  const scripts: Promise<string>[] = []
  page.on('response', (response) => {
    // A late script (a prefetch) may still be arriving when the test ends: a body no longer readable counts as empty.
    if (response.request().resourceType() === 'script') scripts.push(response.text().catch(() => ''))
  })
  const withToastLibrary = async () => (await Promise.all(scripts)).filter((code) => code.includes('_goober')).length
  const toasts = await recordStatusTexts(page)
  await page.goto('/pricing', { waitUntil: 'networkidle' })
  expect(await withToastLibrary()).toBe(0)

  const button = page.getByRole('listitem', { name: 'Basic' }).getByRole('button', { name: 'Get Started' })
  await waitForHydration(button)
  // The button goes on to the sign-in page, a new document: held until the first page's scripts have been read.
  const signInPage = await holdNextRequest(page, '**/auth?*')
  await button.click()
  await signInPage.requested
  await expect.poll(() => toasts.join(' ')).toContain(purchaseMessages.signInText)
  expect(await withToastLibrary()).toBeGreaterThan(0)
  // The test ends once the sign-in page has arrived, not while its scripts are on the way.
  signInPage.release()
  await expect(page.getByRole('heading', { level: 2, name: authPage.unavailable.heading })).toBeVisible()
})

test(`the home page's HTML weighs at most ${HOME_HTML_GZIP_KB} KB gzip`, async ({ page }) => {
  const response = await page.goto('/')
  expect(response!.status()).toBe(200)
  expect(await response!.headerValue('content-encoding')).toBe('gzip')
  const kilobytes = (await response!.request().sizes()).responseBodySize / 1024
  expect(kilobytes).toBeGreaterThan(10) // the whole page, not an error page
  expect(kilobytes).toBeLessThanOrEqual(HOME_HTML_GZIP_KB)
})

for (const path of ['/', '/pricing']) {
  test(`${path} is styled from its HTML alone: its first paint waits for no stylesheet`, async ({ page }) => {
    const stylesheets: string[] = []
    page.on('request', (request) => {
      if (request.resourceType() === 'stylesheet') stylesheets.push(request.url())
    })
    await page.goto(path, { waitUntil: 'networkidle' })
    // The site's styles apply (Tailwind's dark background on the body), and no stylesheet was fetched for them.
    await expect(page.locator('body')).toHaveCSS('background-color', 'rgb(5, 6, 15)')
    expect(stylesheets).toEqual([])
  })
}
