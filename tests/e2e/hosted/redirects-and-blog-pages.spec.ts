import { expect, test } from '@playwright/test'
import { axeViolations, callWebhook } from '../helpers'
import { contentLakeEditor } from '../../support/hostedSanity'

/**
 * What a marketer publishes in the Content Lake and the webhook makes live without a rebuild: redirects, and the
 * blog's page size. Each test puts the content back as it found it.
 */
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
