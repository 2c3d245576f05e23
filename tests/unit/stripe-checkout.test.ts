import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { DEFAULT_PRICES, startFakeStripe } from '../fakes/stripeApi'

/** The checkout core with the real Stripe SDK, pointed (as in tests only) at the loopback fake of Stripe's API. */
const fake = await startFakeStripe()
const { apiBaseOptions, getStripe, stripeConfig } = await import('@/lib/payments/stripe')
const { checkoutRequestSchema, CheckoutError, createCheckoutSession, resolvePrice } =
  await import('@/lib/payments/checkout')
const { parseEnv } = await import('@/lib/env')

const config = stripeConfig(parseEnv({ STRIPE_SECRET_KEY: 'sk_test_unit123', STRIPE_API_BASE_URL: fake.url }))
const stripe = getStripe(config)!
const basic = { planKey: 'basic', title: 'Basic', stripeLookupKey: 'basic_yearly', annualPriceUsd: 2999 }
const origin = 'https://persistly.test'

async function setPrices(prices: typeof DEFAULT_PRICES) {
  await fetch(`${fake.url}/__fake/state`, { method: 'POST', body: JSON.stringify({ prices }) })
}

beforeAll(() => expect(stripe).not.toBeNull())
beforeEach(async () => {
  await fetch(`${fake.url}/__fake/requests`, { method: 'DELETE' })
})
afterAll(() => fake.server.close())

describe('the Stripe client', () => {
  it('is null without a secret key, and reads host/port/protocol from STRIPE_API_BASE_URL', () => {
    expect(getStripe(stripeConfig(parseEnv({})))).toBeNull()
    expect(apiBaseOptions('http://127.0.0.1:4242')).toEqual({ host: '127.0.0.1', port: '4242', protocol: 'http' })
    expect(apiBaseOptions('https://api.example')).toEqual({ host: 'api.example', port: 443, protocol: 'https' })
  })

  it('rejects a malformed key or webhook secret at start-up', () => {
    expect(() => parseEnv({ STRIPE_SECRET_KEY: 'pk_test_123' })).toThrow(/STRIPE_SECRET_KEY/)
    expect(() => parseEnv({ STRIPE_WEBHOOK_SECRET: 'secret' })).toThrow(/STRIPE_WEBHOOK_SECRET/)
  })
})

describe('creating a Checkout Session', () => {
  it('looks the price up by lookup key and sends exactly what the business sells', async () => {
    const session = await createCheckoutSession({
      stripe,
      plan: basic,
      userId: 'user_1',
      email: 'ada@example.com',
      origin,
      attemptId: 'a1',
    })
    expect(session.url).toBe(`${fake.url}/c/pay/${session.id}`)
    const [list, create] = fake.requests
    expect(list).toMatchObject({
      method: 'GET',
      path: '/v1/prices',
      query: { 'lookup_keys[0]': 'basic_yearly', active: 'true' },
    })
    expect(create).toMatchObject({
      method: 'POST',
      path: '/v1/checkout/sessions',
      idempotencyKey: 'checkout:user_1:basic:a1',
      form: {
        mode: 'subscription',
        'line_items[0][price]': 'price_basic_yearly',
        'line_items[0][quantity]': '1',
        client_reference_id: 'user_1',
        customer_email: 'ada@example.com',
        success_url: `${origin}/payment-success?session_id={CHECKOUT_SESSION_ID}`,
        cancel_url: `${origin}/pricing`,
        allow_promotion_codes: 'true',
        'subscription_data[metadata][userId]': 'user_1',
        'subscription_data[metadata][planKey]': 'basic',
      },
    })
    expect(create.form).not.toHaveProperty('payment_method_types')
  })

  it('the same attempt creates one session (idempotency key), a new attempt another', async () => {
    const first = await createCheckoutSession({ stripe, plan: basic, userId: 'user_1', origin, attemptId: 'same' })
    const again = await createCheckoutSession({ stripe, plan: basic, userId: 'user_1', origin, attemptId: 'same' })
    const other = await createCheckoutSession({ stripe, plan: basic, userId: 'user_1', origin, attemptId: 'other' })
    expect(again.id).toBe(first.id)
    expect(other.id).not.toBe(first.id)
    expect(fake.sessions.size).toBe(2)
  })

  const wrong: [string, Partial<(typeof DEFAULT_PRICES)[number]>][] = [
    ['a different amount', { unit_amount: 100 }],
    ['another currency', { currency: 'eur' }],
    ['monthly billing', { interval: 'month' }],
    ['an archived price', { active: false }],
  ]
  for (const [name, change] of wrong) {
    it(`refuses ${name} and creates no session`, async () => {
      await setPrices(
        DEFAULT_PRICES.map((price) => (price.lookup_key === 'basic_yearly' ? { ...price, ...change } : price)),
      )
      const attempt = createCheckoutSession({ stripe, plan: basic, userId: 'user_1', origin, attemptId: 'x' })
      await expect(attempt).rejects.toBeInstanceOf(CheckoutError)
      expect(fake.requests.filter((request) => request.path === '/v1/checkout/sessions')).toEqual([])
    })
  }

  it('refuses a plan without a lookup key in content', async () => {
    await expect(resolvePrice(stripe, { ...basic, stripeLookupKey: null })).rejects.toBeInstanceOf(CheckoutError)
    expect(fake.requests).toEqual([])
  })
})

describe('what the browser may send', () => {
  it('accepts a plan key and an attempt id only', () => {
    expect(checkoutRequestSchema.safeParse({ planKey: 'pro' }).success).toBe(true)
    expect(checkoutRequestSchema.safeParse({ planKey: 'pro', attemptId: crypto.randomUUID() }).success).toBe(true)
    for (const body of [
      { planKey: 'price_basic_yearly' },
      { planKey: 'basic', priceId: 'price_1' },
      { planKey: 'basic', amount: 1 },
      { planKey: 'basic', attemptId: 'not-a-uuid' },
      { planKey: '' },
      { plan: 'basic' },
      ['basic'],
      'basic',
      null,
    ]) {
      expect(checkoutRequestSchema.safeParse(body).success, JSON.stringify(body)).toBe(false)
    }
  })
})
