import { expect, test } from '@playwright/test'
import { PLAUSIBLE_STAND_IN_ENDPOINT } from '../../support/e2eSettings'
import { actAsNewClient } from '../contactHelpers'
import { waitForHydration, watchForViolations } from '../helpers'

const directives = (policy: string | undefined) =>
  Object.fromEntries(
    (policy ?? '').split(';').map((directive) => {
      const [name, ...sources] = directive.trim().split(/\s+/)
      return [name, sources]
    }),
  )

function expectCommonHeaders(headers: Record<string, string>) {
  expect(headers['strict-transport-security']).toBe('max-age=63072000; includeSubDomains')
  expect(headers['x-content-type-options']).toBe('nosniff')
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin')
  expect(headers['permissions-policy']).toContain('camera=()')
  expect(headers['permissions-policy']).toContain('payment=()')
  expect(headers['x-powered-by']).toBeUndefined()
}

test('a page: the public policy (no eval, the analytics endpoint allowed), no framing, CDN-cacheable', async ({
  request,
}) => {
  const response = await request.get('/pricing')
  expect(response.status()).toBe(200)
  const headers = response.headers()
  expectCommonHeaders(headers)
  const csp = directives(headers['content-security-policy'])
  expect(csp['script-src']).toEqual(["'self'", "'unsafe-inline'"])
  expect(csp['connect-src']).toEqual(["'self'", new URL(PLAUSIBLE_STAND_IN_ENDPOINT).origin])
  expect(csp['frame-ancestors']).toEqual(["'none'"])
  expect(headers['x-frame-options']).toBe('DENY')
  // A prerendered page: a CDN may keep it (Next's own header), revalidation replaces it.
  expect(headers['cache-control']).toMatch(/s-maxage=\d+/)
  expect(headers['cache-control']).not.toContain('no-store')
})

test('/auth: scripts run by a fresh nonce per response, never by unsafe-inline', async ({ request }) => {
  const nonces = []
  for (let i = 0; i < 2; i++) {
    const response = await request.get('/auth')
    const scriptSrc = directives(response.headers()['content-security-policy'])['script-src']
    expect(scriptSrc).not.toContain("'unsafe-inline'")
    const nonce = scriptSrc.find((source: string) => source.startsWith("'nonce-"))?.slice(7, -1)
    expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/)
    const scripts = (await response.text()).match(/<script\b[^>]*>/g) ?? []
    expect(scripts.length).toBeGreaterThan(0)
    expect(scripts.filter((tag) => !tag.includes(`nonce="${nonce}"`))).toEqual([])
    nonces.push(nonce)
  }
  expect(nonces[0]).not.toBe(nonces[1])
})

test('the /api documentation page is a page like the others', async ({ request }) => {
  const response = await request.get('/api')
  expect(response.status()).toBe(200)
  expect(response.headers()['cache-control']).toMatch(/s-maxage=\d+/)
})

test('an API route: the same security headers, and never cached', async ({ request }) => {
  const response = await request.post('/api/revalidate', { data: '{}' })
  expect(response.status()).toBe(401)
  const headers = response.headers()
  expectCommonHeaders(headers)
  expect(headers['cache-control']).toBe('no-store')
  expect(directives(headers['content-security-policy'])['default-src']).toEqual(["'self'"])
  expect(headers['x-frame-options']).toBe('DENY')
})

test('the Studio: its own policy (Sanity’s API over https and wss, no eval) and framing by itself only', async ({
  request,
}) => {
  const response = await request.get('/studio')
  expect(response.status()).toBe(200)
  const headers = response.headers()
  expectCommonHeaders(headers)
  const csp = directives(headers['content-security-policy'])
  expect(csp['connect-src']).toEqual([
    "'self'",
    'https://*.sanity.io',
    'https://*.api.sanity.io',
    'wss://*.api.sanity.io',
    'https://sanity-cdn.com',
  ])
  expect(csp['script-src']).not.toContain("'unsafe-eval'")
  expect(csp['frame-ancestors']).toEqual(["'self'"])
  expect(headers['x-frame-options']).toBe('SAMEORIGIN')
})

test('navigating, sending a message and counting analytics raise no CSP violation', async ({ page, context }) => {
  await actAsNewClient(context)
  const violations = await watchForViolations(page)
  await page.goto('/', { waitUntil: 'networkidle' })
  const footer = page.getByRole('contentinfo')
  await waitForHydration(footer.getByRole('link', { name: 'Contact' }))
  await footer.getByRole('link', { name: 'Pricing' }).click()
  await expect(page).toHaveURL('/pricing')
  await footer.getByRole('link', { name: 'Contact' }).click()
  await expect(page).toHaveURL('/contact')
  const form = page.getByRole('form', { name: 'Send Us a Message' })
  await waitForHydration(form.getByRole('button', { name: 'Send Message' }))
  await form.getByLabel('Name', { exact: true }).fill('Jane Cooper')
  await form.getByLabel('Email', { exact: true }).fill('jane@company.com')
  await form.getByLabel('Message', { exact: true }).fill('Checking the security policy.')
  await form.getByRole('button', { name: 'Send Message' }).click()
  await expect(form.getByLabel('Message', { exact: true })).toHaveValue('')
  await page.waitForLoadState('networkidle')
  expect(violations).toEqual([])
})
