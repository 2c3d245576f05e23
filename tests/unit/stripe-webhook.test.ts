import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import Stripe from 'stripe'
import { afterAll, beforeEach, describe, expect, it } from 'vitest'
import { PUBLISHABLE_KEY } from '../support/clerkSessions'
import { startFakeStripe } from '../fakes/stripeApi'

/**
 * POST /api/webhooks/stripe, the real route handler with the real Stripe and Clerk SDKs: Stripe's API is the
 * loopback fake, Clerk's Backend API a tiny recorder of the metadata updates it receives.
 */
const stripeFake = await startFakeStripe()
const metadataUpdates: { path: string; body: { public_metadata?: { subscription?: Record<string, unknown> } } }[] = []
const clerkFake = createServer(async (request, response) => {
  const chunks: Buffer[] = []
  for await (const chunk of request) chunks.push(chunk as Buffer)
  const body = JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}')
  if (request.method === 'PATCH' && /^\/v1\/users\/[^/]+\/metadata$/.test(request.url ?? '')) {
    metadataUpdates.push({ path: request.url!, body })
    response.writeHead(200, { 'content-type': 'application/json' })
    response.end(
      JSON.stringify({
        id: request.url!.split('/')[3],
        object: 'user',
        public_metadata: body.public_metadata ?? {},
        email_addresses: [],
      }),
    )
    return
  }
  response.writeHead(404, { 'content-type': 'application/json' })
  response.end(JSON.stringify({ errors: [{ code: 'resource_not_found', message: 'not found' }] }))
})
await new Promise<void>((resolve) => clerkFake.listen(0, '127.0.0.1', resolve))
const clerkUrl = `http://127.0.0.1:${(clerkFake.address() as AddressInfo).port}`

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
  clerkFake.close()
})

/** A paid checkout in the fake: session complete, subscription active. */
async function paidCheckout(userId = 'user_ada', planKey = 'pro') {
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

beforeEach(() => {
  metadataUpdates.length = 0
})

describe('POST /api/webhooks/stripe', () => {
  it('a signed checkout completion writes the plan and status to the buyer’s Clerk user', async () => {
    const { session, subscription } = await paidCheckout('user_ada', 'pro')
    const response = await deliver(event('checkout.session.completed', session))
    expect(response.status).toBe(200)
    expect(metadataUpdates).toHaveLength(1)
    expect(metadataUpdates[0].path).toBe('/v1/users/user_ada/metadata')
    expect(metadataUpdates[0].body.public_metadata?.subscription).toMatchObject({
      plan: 'pro',
      status: 'active',
      subscriptionId: subscription.id,
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
    expect(metadataUpdates).toHaveLength(3)
    for (const update of metadataUpdates) {
      expect(update.body.public_metadata?.subscription).toMatchObject({ plan: 'basic', status: 'canceled' })
    }
  })

  it('a paid invoice re-syncs through its subscription', async () => {
    const { subscription } = await paidCheckout('user_cy', 'basic')
    const invoice = {
      id: 'in_1',
      object: 'invoice',
      parent: { type: 'subscription_details', subscription_details: { subscription: subscription.id } },
    }
    expect((await deliver(event('invoice.paid', invoice))).status).toBe(200)
    expect(metadataUpdates[0]).toMatchObject({ path: '/v1/users/user_cy/metadata' })
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
    expect(metadataUpdates).toEqual([])
  })

  it('acknowledges events it does not handle without touching anybody', async () => {
    const response = await deliver(event('customer.created', { id: 'cus_1', object: 'customer' }))
    expect(response.status).toBe(200)
    expect(metadataUpdates).toEqual([])
  })
})
