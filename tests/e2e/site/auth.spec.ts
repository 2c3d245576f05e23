import { expect, test } from '@playwright/test'
import { axeViolations, scriptsOf, waitForHydration } from '../helpers'
import { authPage, authPageHeading, pageTitle } from '../../support/seedContent'

/**
 * /auth on the main test server, which runs without Clerk keys (as a fresh deployment does): the page
 * still renders and says plainly that sign-in is unavailable, instead of a form that cannot work.
 */

test('/auth without Clerk keys explains that sign-in is unavailable, with no form', async ({ page }) => {
  const response = await page.goto('/auth')
  expect(response?.status()).toBe(200)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(authPageHeading)
  await expect(page.getByRole('heading', { level: 2, name: authPage.unavailable.heading })).toBeVisible()
  await expect(page.getByText(authPage.unavailable.text)).toBeVisible()
  await expect(page.getByLabel('Email')).toHaveCount(0)
  await expect(page.getByRole('button', { name: 'Sign In' })).toHaveCount(0)
  await expect(page).toHaveTitle(pageTitle('authPage'))
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/)
})

test('/auth ignores redirect_url when nobody can be signed in', async ({ request }) => {
  const response = await request.get('/auth?redirect_url=https://evil.example/', { maxRedirects: 0 })
  expect(response.status()).toBe(200)
})

test('/auth has one h1, landmarks and no axe violations', async ({ page }) => {
  await page.goto('/auth')
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1)
  await expect(page.getByRole('main')).toHaveCount(1)
  expect(await axeViolations(page)).toEqual([])
})

test('the header’s Sign In button leads to /auth', async ({ page }) => {
  await page.goto('/features')
  const signIn = page.getByRole('banner').getByRole('link', { name: 'Sign In' })
  await waitForHydration(signIn)
  await signIn.click()
  await expect(page).toHaveURL('/auth')
  await expect(page.getByRole('heading', { level: 2, name: authPage.unavailable.heading })).toBeVisible()
})

for (const path of ['/', '/pricing']) {
  test(`${path} loads no Clerk JavaScript`, async ({ page }) => {
    const scripts = await scriptsOf(page, path)
    expect(scripts.length).toBeGreaterThan(0)
    expect(
      scripts.filter(({ url, body }) => url.includes('clerk') || body.includes('@clerk/')).map(({ url }) => url),
    ).toEqual([])
  })
}
