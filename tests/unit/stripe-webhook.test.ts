import Stripe from 'stripe'
import { afterAll, beforeEach, describe, expect, it } from 'vitest'
import { PUBLISHABLE_KEY } from '../support/clerkSessions'
import { startFakeClerkBackend, type RecordedRequest } from '../fakes/clerkBackend'
import { startFakeStripe } from '../fakes/stripeApi'

/**
 * POST /api/webhooks/stripe, the real route handler with the real Stripe and Clerk SDKs: Stripe's API is the
 * loopback fake, Clerk's Backend API too (tests/fakes/clerkBackend.ts), with each buyer registered there.
 */
const stripeFake = await startFakeStripe()
const clerkFake = await startFakeClerkBackend()
const clerkUrl = clerkFake.url

/** What the route asked Clerk to change, in order. */
async function metadataUpdates() {
  const calls: RecordedRequest[] = await (await fetch(`${clerkUrl}/__fake/requests`)).json()
  return calls.filter((call) => call.method === 'PATCH') as (RecordedRequest & {
    body: { public_metadata?: { subscription?: Record<string, unknown> } }
  })[]
}
/** A buyer's public metadata as Clerk now holds it. */
async function publicMetadataOf(userId: string) {
  return (await (await fetch(`${clerkUrl}/__fake/users/${userId}`)).json()).public_metadata
}

const SECRET = 'whsec_unit_webhook_secret'
Object.assign(process.env, {
  STRIPE_SECRET_KEY: 'sk_test_webhook',
  STRIPE_WEBHOOK_SECRET: SECRET,
  STRIPE_API_BASE_URL: stripeFake.url,
  NEXT_PUBLIC_CLERK_PUBLISHABLE_KEY: PUBLISHABLE_KEY,
  CLERK_SECRET_KEY: 'sk_live_webhooktest',
  CLERK_API_URL: clerkUrl,
})
const { POST } = await import('@/app/api/webhooks/stripe/route')
const stripe = new Stripe('sk_test_webhook')

afterAll(() => {
  stripeFake.server.close()
  clerkFake.server.close()
})

/** A paid checkout in the fake: session complete, subscription active. */
async function paidCheckout(userId = 'user_ada', planKey = 'pro') {
  await fetch(`${clerkUrl}/__fake/users/${userId}`, {
    method: 'PUT',
    body: JSON.stringify({ email: `${userId}@example.com`, public_metadata: { onboarded: true } }),
  })
  const session = await fetch(`${stripeFake.url}/v1/checkout/sessions`, {
    method: 'POST',
    headers: { authorization: 'Bearer sk_test_webhook', 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      mode: 'subscription',
      'line_items[0][price]': `price_${planKey}_yearly`,
      client_reference_id: userId,
      'metadata[userId]': userId,
      'metadata[planKey]': planKey,
    }),
  }).then((response) => response.json())
  const { session: completed, subscription } = await fetch(`${stripeFake.url}/__fake/sessions/${session.id}/complete`, {
    method: 'POST',
  }).then((response) => response.json())
  return { session: completed, subscription }
}

function event(type: string, object: unknown, id = `evt_${Math.random().toString(36).slice(2)}`) {
  return JSON.stringify({
    id,
    object: 'event',
    type,
    api_version: '2025-10-29',
    created: Math.floor(Date.now() / 1000),
    data: { object },
    livemode: false,
  })
}

function deliver(payload: string, { secret = SECRET, timestamp }: { secret?: string; timestamp?: number } = {}) {
  const signature = stripe.webhooks.generateTestHeaderString({ payload, secret, ...(timestamp ? { timestamp } : {}) })
  return POST(
    new Request('http://localhost/api/webhooks/stripe', {
      method: 'POST',
      headers: { 'stripe-signature': signature, 'content-type': 'application/json' },
      body: payload,
    }),
  )
}

beforeEach(async () => {
  await fetch(`${clerkUrl}/__fake/requests`, { method: 'DELETE' })
})

describe('POST /api/webhooks/stripe', () => {
  it('a signed checkout completion writes the plan and status to the buyer’s Clerk user', async () => {
    const { session, subscription } = await paidCheckout('user_ada', 'pro')
    const response = await deliver(event('checkout.session.completed', session))
    expect(response.status).toBe(200)
    const updates = await metadataUpdates()
    expect(updates.map((update) => update.path)).toEqual(['/v1/users/user_ada/metadata'])
    expect(await publicMetadataOf('user_ada')).toEqual({
      onboarded: true,
      subscription: expect.objectContaining({ plan: 'pro', status: 'active', subscriptionId: subscription.id }),
    })
  })

  it('duplicates and out-of-order events end in Stripe’s current state', async () => {
    const { session, subscription } = await paidCheckout('user_bob', 'basic')
    const completed = event('checkout.session.completed', session, 'evt_dup')
    // The subscription is cancelled in Stripe; the stale "active" event and the completion arrive late, twice.
    await fetch(`${stripeFake.url}/__fake/subscriptions`, {
      method: 'POST',
      body: JSON.stringify({ ...subscription, status: 'canceled' }),
    })
    for (const payload of [
      event('customer.subscription.updated', { ...subscription, status: 'active' }),
      completed,
      completed,
    ]) {
      expect((await deliver(payload)).status).toBe(200)
    }
    const updates = await metadataUpdates()
    expect(updates).toHaveLength(3)
    for (const update of updates) {
      expect(update.body.public_metadata?.subscription).toMatchObject({ plan: 'basic', status: 'canceled' })
    }
    expect((await publicMetadataOf('user_bob')).subscription).toMatchObject({ plan: 'basic', status: 'canceled' })
  })

  it('a paid invoice re-syncs through its subscription', async () => {
    const { subscription } = await paidCheckout('user_cy', 'basic')
    const invoice = {
      id: 'in_1',
      object: 'invoice',
      parent: { type: 'subscription_details', subscription_details: { subscription: subscription.id } },
    }
    expect((await deliver(event('invoice.paid', invoice))).status).toBe(200)
    expect((await metadataUpdates()).map((update) => update.path)).toEqual(['/v1/users/user_cy/metadata'])
    expect((await publicMetadataOf('user_cy')).subscription).toMatchObject({ plan: 'basic', status: 'active' })
  })

  it('forged, stale, unsigned and tampered events get 400 and change nothing', async () => {
    const { session } = await paidCheckout('user_eve', 'pro')
    const payload = event('checkout.session.completed', session)
    expect((await deliver(payload, { secret: 'whsec_someone_else' })).status).toBe(400)
    expect((await deliver(payload, { timestamp: Math.floor(Date.now() / 1000) - 3600 })).status).toBe(400)
    const signature = stripe.webhooks.generateTestHeaderString({ payload, secret: SECRET })
    const tampered = payload.replace('user_eve', 'user_mal')
    const post = (body: string, headers: Record<string, string>) =>
      POST(new Request('http://localhost/api/webhooks/stripe', { method: 'POST', headers, body }))
    expect((await post(tampered, { 'stripe-signature': signature })).status).toBe(400)
    expect((await post(payload, {})).status).toBe(400)
    expect((await post(payload, { 'stripe-signature': 'garbage' })).status).toBe(400)
    expect(await metadataUpdates()).toEqual([])
    expect(await publicMetadataOf('user_eve')).toEqual({ onboarded: true })
  })

  it('a buyer Clerk does not know: 500, so Stripe delivers the event again later', async () => {
    const { session } = await paidCheckout('user_gone', 'basic')
    await fetch(`${clerkUrl}/__fake/users/user_gone`, { method: 'DELETE' })
    const response = await deliver(event('checkout.session.completed', session))
    expect(response.status).toBe(500)
  })

  it('acknowledges events it does not handle without touching anybody', async () => {
    const response = await deliver(event('customer.created', { id: 'cus_1', object: 'customer' }))
    expect(response.status).toBe(200)
    expect(await metadataUpdates()).toEqual([])
  })
})
