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

test('only POST is accepted', async ({ request }) => {
  expect((await request.get('/api/revalidate')).status()).toBe(405)
})
