import { expect, test } from '@playwright/test'
import { expectFrontDoorAnswers } from '../frontDoorCases'

/**
 * Redirects marketers publish (the bundled content has two short addresses: /docs and /guide), answered by the proxy
 * before any page: one hop, the visitor's query string kept, pages themselves never redirected.
 */
test('a published redirect sends visitors on in one hop, with their query string', async ({ request, page }) => {
  const response = await request.get('/docs?utm_source=newsletter&utm_medium=email', { maxRedirects: 0 })
  expect(response.status()).toBe(308)
  expect(response.headers().location).toBe('/documentation?utm_source=newsletter&utm_medium=email')

  await page.goto('/guide?ref=print')
  await expect(page).toHaveURL(/\/cold-outreach-guide\?ref=print$/)
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
})

test('pages, unknown addresses, the API and the Studio are left as they are', async ({ request }) => {
  for (const [path, status] of [
    ['/documentation', 200],
    ['/docs/getting-started', 404],
    ['/Docs', 404],
    ['/docs/', 308], // Next's own trailing-slash redirect, to /docs (which then redirects)
  ] as const) {
    expect((await request.get(path, { maxRedirects: 0 })).status(), path).toBe(status)
  }
  expect((await request.get('/docs/', { maxRedirects: 0 })).headers().location).toBe('/docs')
  expect((await request.post('/api/revalidate', { data: '{}', maxRedirects: 0 })).status()).toBe(401)
})

/**
 * The decision's table (tests/unit/front/decide.test.ts), the cases this content has, sent to the production server;
 * tests/e2e/proxy-door sends the same to Next's own server, where the proxy is the door.
 */
test('the front door answers the decision’s cases', async ({ request }) => {
  await expectFrontDoorAnswers(request)
})
