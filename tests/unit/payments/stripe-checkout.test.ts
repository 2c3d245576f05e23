import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { startClerkBackendStandIn } from '../../stand-ins/clerkBackend'
import { DEFAULT_PRICES, startStripeStandIn } from '../../stand-ins/stripeApi'
import { PUBLISHABLE_KEY } from '../../support/clerkSessions'

/**
 * The checkout core and POST /api/checkout with the real Stripe and Clerk SDKs, pointed (as in tests only) at
 * loopback stand-ins of Stripe's API and Clerk's Backend API.
 */
const standIn = await startStripeStandIn()
const clerkStandIn = await startClerkBackendStandIn()
const origin = 'https://persistly.test'
Object.assign(process.env, {
  NEXT_PUBLIC_SITE_URL: origin,
  STRIPE_SECRET_KEY: 'sk_test_unit123',
  STRIPE_API_BASE_URL: standIn.url,
  NEXT_PUBLIC_CLERK_PUBLISHABLE_KEY: PUBLISHABLE_KEY,
  CLERK_SECRET_KEY: 'sk_live_checkouttest',
  CLERK_API_URL: clerkStandIn.url,
})
/** Who the route sees signed in: verifying the session is requireUser's (tests/unit/tests/unit/auth/auth-require-user.test.ts). */
const signedIn = vi.hoisted(() => ({ userId: 'user_1' }))
vi.mock('@/lib/auth/requireUser', () => ({ requireUser: async () => ({ userId: signedIn.userId }) }))

const { apiBaseOptions, getStripe, stripeConfig } = await import('@/lib/payments/stripe')
const { checkoutRequestSchema, CheckoutError, createCheckoutSession, resolvePrice } =
  await import('@/lib/payments/checkout')
const { parseEnv } = await import('@/lib/env/schema')
const { POST } = await import('@/app/api/checkout/route')

const config = stripeConfig(parseEnv({ STRIPE_SECRET_KEY: 'sk_test_unit123', STRIPE_API_BASE_URL: standIn.url }))
const stripe = getStripe(config)!
const basic = { planKey: 'basic', title: 'Basic', stripeLookupKey: 'basic_yearly', annualPriceUsd: 2999 }

async function setPrices(prices: typeof DEFAULT_PRICES) {
  await fetch(`${standIn.url}/__stand-in/state`, { method: 'POST', body: JSON.stringify({ prices }) })
}

beforeAll(() => expect(stripe).not.toBeNull())
beforeEach(async () => {
  await fetch(`${standIn.url}/__stand-in/requests`, { method: 'DELETE' })
})
afterEach(() => {
  vi.restoreAllMocks()
})
afterAll(() => {
  standIn.server.close()
  clerkStandIn.server.close()
})

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
    expect(session.url).toBe(`${standIn.url}/c/pay/${session.id}`)
    const [list, create] = standIn.requests
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
        'metadata[userId]': 'user_1',
        'metadata[planKey]': 'basic',
        'subscription_data[metadata][userId]': 'user_1',
        'subscription_data[metadata][planKey]': 'basic',
      },
    })
    expect(create.form).not.toHaveProperty('payment_method_types')
    expect(create.form).not.toHaveProperty('customer')
  })

  it('a returning buyer’s session joins their Stripe customer instead of naming an email', async () => {
    await fetch(`${standIn.url}/__stand-in/subscriptions`, {
      method: 'POST',
      body: JSON.stringify({ id: 'sub_before', object: 'subscription', status: 'canceled', customer: 'cus_known' }),
    })
    const session = await createCheckoutSession({
      stripe,
      plan: basic,
      userId: 'user_1',
      email: 'ada@example.com',
      customerId: 'cus_known',
      origin,
      attemptId: 'back',
    })
    expect(session.customer).toBe('cus_known')
    const create = standIn.requests.find((request) => request.path === '/v1/checkout/sessions')!
    expect(create.form).toMatchObject({ customer: 'cus_known', client_reference_id: 'user_1' })
    expect(create.form).not.toHaveProperty('customer_email')
  })

  it('the same attempt creates one session (idempotency key), a new attempt another', async () => {
    const first = await createCheckoutSession({ stripe, plan: basic, userId: 'user_1', origin, attemptId: 'same' })
    const again = await createCheckoutSession({ stripe, plan: basic, userId: 'user_1', origin, attemptId: 'same' })
    const other = await createCheckoutSession({ stripe, plan: basic, userId: 'user_1', origin, attemptId: 'other' })
    expect(again.id).toBe(first.id)
    expect(other.id).not.toBe(first.id)
    expect(standIn.sessions.size).toBe(2)
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
      expect(standIn.requests.filter((request) => request.path === '/v1/checkout/sessions')).toEqual([])
    })
  }

  it('refuses a plan without a lookup key in content', async () => {
    await expect(resolvePrice(stripe, { ...basic, stripeLookupKey: null })).rejects.toBeInstanceOf(CheckoutError)
    expect(standIn.requests).toEqual([])
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

describe('POST /api/checkout', () => {
  const checkout = (userId: string, planKey: string) => {
    signedIn.userId = userId
    return POST(
      new Request(`${origin}/api/checkout`, {
        method: 'POST',
        headers: { origin, 'content-type': 'application/json' },
        body: JSON.stringify({ planKey }),
      }),
    )
  }
  const sessionsCreated = () => standIn.requests.filter((request) => request.path === '/v1/checkout/sessions')
  /** Makes `userId` a user the Clerk stand-in knows, with this public metadata. */
  async function registerUser(userId: string, publicMetadata: Record<string, unknown> = {}) {
    const response = await fetch(`${clerkStandIn.url}/__stand-in/users/${userId}`, {
      method: 'PUT',
      body: JSON.stringify({ email: `${userId}@example.com`, public_metadata: publicMetadata }),
    })
    expect(response.ok).toBe(true)
  }
  /** The metadata fulfilment writes (lib/payments/fulfilment.ts) for a subscription in this state. */
  const recorded = (status: string, customerId: string) => ({
    subscription: {
      plan: 'basic',
      status,
      subscriptionId: 'sub_1',
      customerId,
      currentPeriodEnd: '2027-01-01T00:00:00.000Z',
      updatedAt: '2026-01-01T00:00:00.000Z',
    },
  })

  it('a first purchase: Checkout gets the email Clerk has, and makes the Stripe customer', async () => {
    await registerUser('user_new')
    const response = await checkout('user_new', 'basic')
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({ url: expect.stringMatching(/\/c\/pay\/cs_test_/) })
    const [create] = sessionsCreated()
    expect(create.form).toMatchObject({ client_reference_id: 'user_new', customer_email: 'user_new@example.com' })
    expect(create.form).not.toHaveProperty('customer')
  })

  for (const status of ['active', 'trialing', 'past_due']) {
    it(`a buyer whose plan is ${status} gets 409 with the content’s message, and no session`, async () => {
      const info = vi.spyOn(console, 'info').mockImplementation(() => {})
      await registerUser(`user_${status}`, recorded(status, 'cus_has_plan'))
      const response = await checkout(`user_${status}`, 'pro')
      expect(response.status).toBe(409)
      expect(await response.json()).toEqual({
        error: 'You already have an active plan. Opening billing management, where you can change or cancel it.',
      })
      expect(sessionsCreated()).toEqual([])
      expect(info).toHaveBeenCalledWith(
        `[payments] checkout refused for "user_${status}": their plan is ${JSON.stringify(status)}.`,
      )
    })
  }

  it('a buyer whose plan ended may buy again, as the Stripe customer fulfilment recorded', async () => {
    await registerUser('user_back')
    const first = (await (await checkout('user_back', 'basic')).json()) as { url: string }
    const paid = await fetch(`${standIn.url}/__stand-in/sessions/${first.url.split('/').pop()}/complete`, {
      method: 'POST',
    })
    const { subscription } = (await paid.json()) as { subscription: { customer: string } }
    await registerUser('user_back', recorded('canceled', subscription.customer))

    const response = await checkout('user_back', 'pro')
    expect(response.status).toBe(200)
    const [, again] = sessionsCreated()
    expect(again.form).toMatchObject({ client_reference_id: 'user_back', customer: subscription.customer })
    expect(again.form).not.toHaveProperty('customer_email')
  })

  it('when Clerk cannot tell whether the buyer has a plan, no checkout starts', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {})
    const response = await checkout('user_unknown_to_clerk', 'basic')
    expect(response.status).toBe(503)
    expect(await response.json()).toEqual({ error: expect.any(String) })
    expect(sessionsCreated()).toEqual([])
    expect(error).toHaveBeenCalledWith(
      expect.stringMatching(/^\[payments\] checkout refused for "user_unknown_to_clerk": Clerk could not tell/),
    )
  })

  it('a chunked body without Content-Length gets 413 once past 1 KB, without being read whole', async () => {
    let sent = 0
    const chunk = new TextEncoder().encode(' '.repeat(256))
    // An endless body: a route that read it whole would never answer.
    const body = new ReadableStream<Uint8Array>(
      {
        pull(controller) {
          sent += chunk.byteLength
          controller.enqueue(chunk)
        },
      },
      { highWaterMark: 0 },
    )
    signedIn.userId = 'user_streaming'
    const response = await POST(
      new Request(`${origin}/api/checkout`, {
        method: 'POST',
        headers: { origin, 'content-type': 'application/json' },
        body,
        duplex: 'half',
      } as RequestInit),
    )
    expect(response.status).toBe(413)
    expect(sent).toBeLessThanOrEqual(1024 + chunk.byteLength)
    expect(sessionsCreated()).toEqual([])
  })

  it('unknown plan keys count against the per-user limit, which comes before any lookup', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    // A user id that tries to start a log line of its own is quoted onto one line.
    const userId = 'user_eager\n[payments] all good'
    for (let attempt = 1; attempt <= 10; attempt++) {
      expect((await checkout(userId, 'platinum')).status, `attempt ${attempt}`).toBe(404)
    }
    // A lookup first would answer 404 again: the limit decides before anything is looked up.
    expect((await checkout(userId, 'platinum')).status).toBe(429)
    const refused = await checkout(userId, 'basic')
    expect(refused.status).toBe(429)
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(500)
    expect(standIn.requests).toEqual([])
    expect(warn).toHaveBeenLastCalledWith(
      '[payments] checkout refused for "user_eager\\n[payments] all good": too many requests recently.',
    )
    // Others are not affected.
    await registerUser('user_patient')
    expect((await checkout('user_patient', 'basic')).status).toBe(200)
  })
})
