import { expect, test } from '@playwright/test'

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
 * The decision's table (tests/unit/front/decide.test.ts), the cases this content has, sent to the production server:
 * each door applies the same answer (docs/architecture.md#the-front-door).
 */
const FRONT_CASES: [string, { method?: 'GET' | 'POST'; status: number; headers?: Record<string, string> }][] = [
  ['/docs?utm_source=mail', { status: 308, headers: { location: '/documentation?utm_source=mail' } }],
  ['/blog/made-up-article?x=1', { status: 404 }],
  ['/api/made-up.md', { status: 404 }],
  ['/documentation', { status: 200 }],
  ['/api/checkout', { status: 405, headers: { allow: 'OPTIONS, POST' } }],
]

test('the front door answers the decision’s cases', async ({ request }) => {
  for (const [path, { method = 'GET', status, headers = {} }] of FRONT_CASES) {
    const response = await request.fetch(path, { method, maxRedirects: 0 })
    expect(response.status(), path).toBe(status)
    for (const [name, value] of Object.entries(headers)) expect(response.headers()[name], `${path} ${name}`).toBe(value)
  }
})
