import { expect, test } from '@playwright/test'
import { callWebhook } from '../helpers'

// The route on the production server: the build's secret, its headers, its method. What it does with each kind of
// call (forged, unsigned, stale, malformed, bursts, retries) is tests/unit/tests/unit/publishing/revalidate.test.ts.

const planChange = { _type: 'pricingPlan', _id: 'pricingPlan-pro', slug: null }

test('a signed publish of a plan revalidates the pricingPlan tag, and pages keep rendering', async ({ request }) => {
  const response = await callWebhook(request, planChange)
  expect(response.status()).toBe(200)
  expect(await response.json()).toEqual({
    revalidated: ['pricingPlan'],
    id: 'pricingPlan-pro',
    type: 'pricingPlan',
    slug: null,
    // The embedded dataset is read in-process: there is nothing to wait for.
    waitedMs: expect.any(Number),
    served: true,
  })
  expect(response.headers()['cache-control']).toBe('no-store')
  for (const path of ['/', '/pricing']) expect((await request.get(path)).status(), path).toBe(200)
})

test('only POST is accepted: another method gets 405, with what the address allows', async ({ request }) => {
  const refused = await request.get('/api/revalidate')
  expect(refused.status()).toBe(405)
  expect(refused.headers()['allow']).toBe('OPTIONS, POST')
  expect(await refused.json()).toEqual({ error: 'This address answers POST requests only.' })
  // As Next says itself when asked.
  const options = await request.fetch('/api/revalidate', { method: 'OPTIONS' })
  expect(options.status()).toBe(204)
  expect(options.headers()['allow']).toBe('OPTIONS, POST')
})
