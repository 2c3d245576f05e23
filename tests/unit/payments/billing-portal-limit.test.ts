import { afterAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { startStripeStandIn } from '../../stand-ins/stripeApi'

/**
 * POST /api/billing-portal's allowance per user: the real route and Stripe SDK against the Stripe stand-in, the
 * signed-in user and their recorded customer stubbed (requireUser and buyerOf are tested on their own).
 */
const stripeStandIn = await startStripeStandIn(0)
const origin = 'https://persistly.test'
Object.assign(process.env, {
  NEXT_PUBLIC_SITE_URL: origin,
  STRIPE_SECRET_KEY: 'sk_test_portal',
  STRIPE_API_BASE_URL: stripeStandIn.url,
})
const signedIn = vi.hoisted(() => ({ userId: 'user_1' }))
const customers = vi.hoisted(() => new Map<string, string>())
vi.mock('@/lib/auth/requireUser', () => ({ requireUser: async () => ({ userId: signedIn.userId }) }))
vi.mock('@/lib/payments/clerkUsers', () => ({
  buyerOf: async (userId: string) => ({ customerId: customers.get(userId) ?? null }),
}))

const { POST } = await import('@/app/api/billing-portal/route')
const { BILLING_PORTAL_RATE_LIMIT } = await import('@/lib/payments/billingPortal')

afterAll(() => stripeStandIn.server.close())
beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => {})
})

async function customerFor(userId: string) {
  const response = await fetch(`${stripeStandIn.url}/v1/customers`, {
    method: 'POST',
    headers: { authorization: 'Bearer sk_test_portal', 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ email: `${userId}@example.com` }),
  })
  customers.set(userId, ((await response.json()) as { id: string }).id)
}
const openPortal = (userId: string) => {
  signedIn.userId = userId
  return POST(new Request(`${origin}/api/billing-portal`, { method: 'POST', headers: { origin } }))
}
const portalSessionsCreated = () =>
  stripeStandIn.requests.filter((call) => call.method === 'POST' && call.path === '/v1/billing_portal/sessions').length

describe('POST /api/billing-portal, past its limit', () => {
  it('answers 429 with Retry-After and the usual words, and opens no portal session; other users are not held', async () => {
    expect(BILLING_PORTAL_RATE_LIMIT).toEqual({ limit: 10, windowMs: 10 * 60_000 })
    await customerFor('user_many')
    for (let press = 0; press < BILLING_PORTAL_RATE_LIMIT.limit; press++) {
      expect((await openPortal('user_many')).status).toBe(200)
    }
    const before = portalSessionsCreated()
    expect(before).toBeGreaterThanOrEqual(BILLING_PORTAL_RATE_LIMIT.limit)
    const refused = await openPortal('user_many')
    expect(refused.status).toBe(429)
    expect(await refused.json()).toEqual({ error: 'Too many attempts. Please wait a few minutes and try again.' })
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0)
    expect(Number(refused.headers.get('retry-after'))).toBeLessThanOrEqual(600)
    expect(refused.headers.get('cache-control')).toBe('no-store')
    expect(portalSessionsCreated()).toBe(before)

    await customerFor('user_other')
    const other = await openPortal('user_other')
    expect(other.status).toBe(200)
    expect((await other.json()).url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/p\/session\/bps_/)
  })
})
