import { expect, test, type APIRequestContext } from '@playwright/test'
import { axeViolations, callWebhook } from './helpers'
import { contentLakeEditor } from '../support/hostedSanity'

/**
 * Publishing, end to end against the hosted-Sanity server: a change reaches the Content Lake stand-in, Sanity's
 * signed webhook calls the site, and the next visit of /pricing shows it. Runs after the content-lake project,
 * whose page-by-page comparison needs the seed's prices.
 */

/** The seconds from the webhook call to the change being visible, the number README reports. */
const PUBLISH_GOAL_MS = 5_000

const PRO = { _type: 'pricingPlan', _id: 'pricingPlan-pro', slug: null }
const published = { priceLabel: '$4,999', annualPriceUsd: 4999 }
const changed = { priceLabel: '$5,499', annualPriceUsd: 5499 }

/** Puts the seed's price back, in the Content Lake and on /pricing, so that a retry starts where the first try did. */
async function restoreSeedPrice(request: APIRequestContext) {
  const editor = contentLakeEditor()
  await editor.delete(`drafts.${PRO._id}`)
  await editor.patch(PRO._id).set(published).commit()
  expect((await callWebhook(request, PRO)).status()).toBe(200)
  await expect
    .poll(async () => (await (await request.get('/pricing')).text()).includes(published.priceLabel), {
      timeout: 15_000,
    })
    .toBe(true)
}

test.beforeEach(({ request }) => restoreSeedPrice(request))

test('a published price change is on /pricing within five seconds of the webhook', async ({ page, request }) => {
  await page.goto('/pricing')
  const proCard = page.getByRole('listitem', { name: 'Pro' })
  await expect(proCard).toContainText(published.priceLabel)

  await contentLakeEditor().patch(PRO._id).set(changed).commit()
  // Until Sanity calls the webhook, the page stays as it was built.
  expect(await (await request.get('/pricing')).text()).toContain(published.priceLabel)

  const started = Date.now()
  const webhook = await callWebhook(request, PRO)
  expect(webhook.status()).toBe(200)
  const answered = (Date.now() - started) / 1000
  await expect
    .poll(async () => (await (await request.get('/pricing')).text()).includes(changed.priceLabel), {
      intervals: [100],
      timeout: 15_000,
    })
    .toBe(true)
  const seconds = (Date.now() - started) / 1000
  test.info().annotations.push({ type: 'publish → visible (s)', description: seconds.toFixed(2) })
  console.log(
    `[publish] webhook → new price on /pricing: ${seconds.toFixed(2)} s (the webhook answered after ${answered.toFixed(2)} s)`,
  )
  expect(seconds * 1000).toBeLessThanOrEqual(PUBLISH_GOAL_MS)

  await page.reload()
  await expect(proCard).toContainText(changed.priceLabel)
  await expect(proCard).not.toContainText(published.priceLabel)
})

test('a redirect published in the Content Lake is live as soon as the webhook answers, and off again after the next', async ({
  request,
}) => {
  const editor = contentLakeEditor()
  const redirect = { _id: 'redirect-e2e-old-pricing', _type: 'redirect' }
  const webhook = { ...redirect, slug: null }
  const visit = () => request.get('/old-pricing?plan=pro', { maxRedirects: 0 })
  try {
    await editor.createOrReplace({
      ...redirect,
      source: '/old-pricing',
      destination: '/pricing',
      statusCode: 301,
      enabled: true,
    })
    // Until Sanity calls the webhook, the address is unknown.
    expect((await visit()).status()).toBe(404)

    expect((await callWebhook(request, webhook)).status()).toBe(200)
    const redirected = await visit()
    expect(redirected.status()).toBe(301)
    expect(redirected.headers().location).toBe('/pricing?plan=pro')

    await editor.patch(redirect._id).set({ enabled: false }).commit()
    expect((await callWebhook(request, webhook)).status()).toBe(200)
    expect((await visit()).status()).toBe(404)
  } finally {
    await editor.delete(redirect._id)
    await callWebhook(request, webhook)
  }
})

test('with one article a page, /blog pages on: links between the pages, their own canonical address, and a 404 past the end', async ({
  page,
  request,
}) => {
  const editor = contentLakeEditor()
  const blogPage = { _type: 'blogPage', _id: 'blogPage', slug: null }
  const setPageSize = async (postsPerPage: number) => {
    await editor.patch(blogPage._id).set({ postsPerPage }).commit()
    expect((await callWebhook(request, blogPage)).status()).toBe(200)
  }
  try {
    await setPageSize(1)
    await expect.poll(async () => (await request.get('/blog/page/2')).status(), { timeout: 15_000 }).toBe(200)

    await page.goto('/blog')
    const pages = page.getByRole('navigation', { name: 'Pages' })
    await expect(pages).toContainText('Page 1 of 2')
    await expect(page.locator('link[rel="next"]')).toHaveAttribute('href', '/blog/page/2')
    await expect(page.locator('link[rel="prev"]')).toHaveCount(0)
    await pages.getByRole('link', { name: 'Older articles' }).click()

    await expect(page).toHaveURL(/\/blog\/page\/2$/)
    await expect(page).toHaveTitle(/ · Page 2 of 2 \| /)
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/blog\/page\/2$/)
    await expect(page.locator('link[rel="prev"]')).toHaveAttribute('href', '/blog')
    await expect(page.locator('link[rel="next"]')).toHaveCount(0)
    // The older article only, then the categories.
    await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveText([
      'Maximizing Response Rates: 8 Habits of Teams That Get Replies',
      'Browse by Category',
    ])
    expect(await axeViolations(page)).toEqual([])
    await pages.getByRole('link', { name: 'Newer articles' }).click()
    await expect(page).toHaveURL(/\/blog$/)

    expect((await request.get('/blog/page/3')).status()).toBe(404)
  } finally {
    await setPageSize(10)
  }
})
