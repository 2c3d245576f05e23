import { expect, test } from '@playwright/test'
import { callWebhook } from '../helpers'

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

test('a signed publish of a blog post revalidates blogPost only', async ({ request }) => {
  const response = await callWebhook(request, { _type: 'blogPost', _id: 'post-x', slug: 'maximizing-response-rates' })
  expect(await response.json()).toMatchObject({ revalidated: ['blogPost'], slug: 'maximizing-response-rates' })
})

test('forged, unsigned and stale calls get 401 and revalidate nothing', async ({ request }) => {
  for (const [what, response] of [
    ['forged', await callWebhook(request, planChange, { secret: 'guessed-secret' })],
    ['unsigned', await callWebhook(request, planChange, { signed: false })],
    ['stale', await callWebhook(request, planChange, { timestamp: Date.now() - 6 * 60_000 })],
  ] as const) {
    expect(response.status(), what).toBe(401)
    const body = await response.json()
    expect(body.revalidated, what).toBeUndefined()
    expect(body.message, what).toBeTruthy()
  }
})

test('a malformed payload gets 400 and revalidates nothing', async ({ request }) => {
  for (const payload of ['{not json', { _id: 'no-type' }, ['pricingPlan']]) {
    const response = await callWebhook(request, payload)
    expect(response.status(), JSON.stringify(payload)).toBe(400)
    expect((await response.json()).revalidated).toBeUndefined()
  }
})

test('only POST is accepted', async ({ request }) => {
  expect((await request.get('/api/revalidate')).status()).toBe(405)
})
