import Stripe from 'stripe'
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { PUBLISHABLE_KEY } from '../../support/clerkSessions'
import { startClerkBackendStandIn, type RecordedRequest } from '../../stand-ins/clerkBackend'
import { startStripeStandIn } from '../../stand-ins/stripeApi'

/**
 * POST /api/webhooks/stripe, the real route handler with the real Stripe and Clerk SDKs: Stripe's API is the
 * loopback standIn, Clerk's Backend API too (tests/stand-ins/clerkBackend.ts), with each buyer registered there.
 */
const stripeStandIn = await startStripeStandIn()
const clerkStandIn = await startClerkBackendStandIn()
const clerkUrl = clerkStandIn.url

/** What the route asked Clerk to change, in order. */
async function metadataUpdates() {
  const calls: RecordedRequest[] = await (await fetch(`${clerkUrl}/__stand-in/requests`)).json()
  return calls.filter((call) => call.method === 'PATCH') as (RecordedRequest & {
    body: { public_metadata?: { subscription?: Record<string, unknown> } }
  })[]
}
/** A buyer's public metadata as Clerk now holds it. */
async function publicMetadataOf(userId: string) {
  return (await (await fetch(`${clerkUrl}/__stand-in/users/${userId}`)).json()).public_metadata
}

const SECRET = 'whsec_unit_webhook_secret'
Object.assign(process.env, {
  STRIPE_SECRET_KEY: 'sk_test_webhook',
  STRIPE_WEBHOOK_SECRET: SECRET,
  STRIPE_API_BASE_URL: stripeStandIn.url,
  NEXT_PUBLIC_CLERK_PUBLISHABLE_KEY: PUBLISHABLE_KEY,
  CLERK_SECRET_KEY: 'sk_live_webhooktest',
  CLERK_API_URL: clerkUrl,
})
const { POST } = await import('@/app/api/webhooks/stripe/route')
const stripe = new Stripe('sk_test_webhook')

afterAll(() => {
  stripeStandIn.server.close()
  clerkStandIn.server.close()
})

async function registerUser(userId: string) {
  await fetch(`${clerkUrl}/__stand-in/users/${userId}`, {
    method: 'PUT',
    body: JSON.stringify({ email: `${userId}@example.com`, public_metadata: { onboarded: true } }),
  })
}

/**
 * A paid checkout in the stand-in (session complete, subscription active), created as POST /api/checkout does: on
 * the buyer's existing Stripe customer if given, else Checkout makes a new one.
 */
async function paidCheckout(userId = 'user_ada', planKey = 'pro', { customer }: { customer?: string } = {}) {
  if (!customer) await registerUser(userId)
  const session = await openCheckout(userId, planKey, { customer })
  const { session: completed, subscription } = await fetch(
    `${stripeStandIn.url}/__stand-in/sessions/${session.id}/complete`,
    {
      method: 'POST',
    },
  ).then((response) => response.json())
  return { session: completed, subscription }
}

/** A Checkout Session as POST /api/checkout creates it, not paid yet (the buyer is on Stripe's page). */
async function openCheckout(userId: string, planKey: string, { customer }: { customer?: string } = {}) {
  return fetch(`${stripeStandIn.url}/v1/checkout/sessions`, {
    method: 'POST',
    headers: { authorization: 'Bearer sk_test_webhook', 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      mode: 'subscription',
      'line_items[0][price]': `price_${planKey}_yearly`,
      client_reference_id: userId,
      ...(customer ? { customer } : {}),
      'metadata[userId]': userId,
      'metadata[planKey]': planKey,
      'subscription_data[metadata][userId]': userId,
      'subscription_data[metadata][planKey]': planKey,
    }),
  }).then((response) => response.json() as Promise<{ id: string }>)
}

/** A session's status as Stripe (the stand-in) now holds it. */
async function sessionStatus(id: string) {
  const session = await fetch(`${stripeStandIn.url}/v1/checkout/sessions/${id}`, {
    headers: { authorization: 'Bearer sk_test_webhook' },
  }).then((response) => response.json())
  return session.status
}

const DAY = 86_400
const now = () => Math.floor(Date.now() / 1000)

/** A subscription as Stripe returns it, for a test to store in the stand-in as it is. */
function subscriptionOf(
  userId: string | null,
  {
    id,
    customer,
    status = 'active',
    planKey = 'basic',
    periodEnd = now() + 365 * DAY,
    created = now(),
  }: { id: string; customer: string; status?: string; planKey?: string; periodEnd?: number; created?: number },
) {
  return {
    id,
    object: 'subscription',
    status,
    customer,
    created,
    metadata: userId ? { userId, planKey } : {},
    items: {
      object: 'list',
      data: [
        {
          id: `si_${id}`,
          object: 'subscription_item',
          price: { id: `price_${planKey}_yearly`, object: 'price', lookup_key: `${planKey}_yearly` },
          quantity: 1,
          current_period_start: periodEnd - 365 * DAY,
          current_period_end: periodEnd,
        },
      ],
      has_more: false,
    },
    livemode: false,
  }
}

/** Puts subscriptions into the stand-in as they are (a new one, or a changed state of one it has). */
async function storeSubscriptions(...subscriptions: object[]) {
  const response = await fetch(`${stripeStandIn.url}/__stand-in/subscriptions`, {
    method: 'POST',
    body: JSON.stringify(subscriptions),
  })
  expect(response.ok).toBe(true)
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
  await fetch(`${clerkUrl}/__stand-in/requests`, { method: 'DELETE' })
  stripeStandIn.requests.length = 0
})
afterEach(() => {
  vi.restoreAllMocks()
})

describe('POST /api/webhooks/stripe', () => {
  it('a signed checkout completion writes the plan and status to the buyer’s Clerk user', async () => {
    const info = vi.spyOn(console, 'info').mockImplementation(() => {})
    const { session, subscription } = await paidCheckout('user_ada', 'pro')
    const response = await deliver(event('checkout.session.completed', session, 'evt_ada'))
    expect(response.status).toBe(200)
    expect(info).toHaveBeenCalledWith('[payments] checkout.session.completed "evt_ada": "user_ada" → "pro" (active)')
    // Stripe is asked for all of the customer's subscriptions, canceled ones included.
    expect(stripeStandIn.requests.filter((request) => request.path === '/v1/subscriptions')).toEqual([
      expect.objectContaining({
        method: 'GET',
        path: '/v1/subscriptions',
        query: { customer: session.customer, status: 'all', limit: '100' },
      }),
    ])
    const updates = await metadataUpdates()
    expect(updates.map((update) => update.path)).toEqual(['/v1/users/user_ada/metadata'])
    expect(await publicMetadataOf('user_ada')).toEqual({
      onboarded: true,
      subscription: expect.objectContaining({ plan: 'pro', status: 'active', subscriptionId: subscription.id }),
    })
  })

  it('a plan set not to renew (the portal’s cancel at period end) records when it ends; renewing again clears it', async () => {
    const periodEnd = now() + 200 * DAY
    const subscription = subscriptionOf('user_kim', { id: 'sub_kim', customer: 'cus_kim', planKey: 'pro', periodEnd })
    await registerUser('user_kim')
    await storeSubscriptions({ ...subscription, cancel_at_period_end: true, cancel_at: null })
    expect((await deliver(event('customer.subscription.updated', subscription))).status).toBe(200)
    expect((await publicMetadataOf('user_kim')).subscription).toMatchObject({
      plan: 'pro',
      status: 'active',
      currentPeriodEnd: new Date(periodEnd * 1000).toISOString(),
      cancelAt: new Date(periodEnd * 1000).toISOString(),
    })
    // Newer API versions name the date itself.
    await storeSubscriptions({ ...subscription, cancel_at_period_end: false, cancel_at: periodEnd - DAY })
    expect((await deliver(event('customer.subscription.updated', subscription))).status).toBe(200)
    expect((await publicMetadataOf('user_kim')).subscription.cancelAt).toBe(
      new Date((periodEnd - DAY) * 1000).toISOString(),
    )
    await storeSubscriptions({ ...subscription, cancel_at_period_end: false, cancel_at: null })
    expect((await deliver(event('customer.subscription.updated', subscription))).status).toBe(200)
    // Clerk's merge removes a key written as null: no date, the plan renews.
    expect((await publicMetadataOf('user_kim')).subscription).not.toHaveProperty('cancelAt')
  })

  it('duplicates and out-of-order events end in Stripe’s current state', async () => {
    const { session, subscription } = await paidCheckout('user_bob', 'basic')
    const completed = event('checkout.session.completed', session, 'evt_dup')
    // The subscription is cancelled in Stripe; the stale "active" event and the completion arrive late, twice.
    await fetch(`${stripeStandIn.url}/__stand-in/subscriptions`, {
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
      customer: subscription.customer,
      parent: { type: 'subscription_details', subscription_details: { subscription: subscription.id } },
    }
    expect((await deliver(event('invoice.paid', invoice))).status).toBe(200)
    expect((await metadataUpdates()).map((update) => update.path)).toEqual(['/v1/users/user_cy/metadata'])
    expect((await publicMetadataOf('user_cy')).subscription).toMatchObject({ plan: 'basic', status: 'active' })
  })

  it('a late deletion of an old subscription leaves the buyer’s newer plan in place, whatever the order', async () => {
    const old = await paidCheckout('user_dan', 'basic')
    await storeSubscriptions({ ...old.subscription, status: 'canceled' })
    // Bought again later, on the same Stripe customer (as POST /api/checkout now does).
    const renewed = await paidCheckout('user_dan', 'pro', { customer: old.subscription.customer })
    const deleted = event('customer.subscription.deleted', { ...old.subscription, status: 'canceled' })
    for (const payload of [
      event('checkout.session.completed', renewed.session),
      deleted,
      event('checkout.session.completed', old.session),
      event('customer.subscription.updated', old.subscription),
      deleted,
    ]) {
      expect((await deliver(payload)).status).toBe(200)
      expect((await publicMetadataOf('user_dan')).subscription).toMatchObject({
        plan: 'pro',
        status: 'active',
        subscriptionId: renewed.subscription.id,
      })
    }
  })

  it('counts the subscriptions on the customer recorded for the buyer too (bought before customers were reused)', async () => {
    const first = await paidCheckout('user_fay', 'basic')
    const second = await paidCheckout('user_fay', 'pro')
    expect(second.subscription.customer).not.toBe(first.subscription.customer)
    expect((await deliver(event('checkout.session.completed', second.session))).status).toBe(200)
    await storeSubscriptions({ ...first.subscription, status: 'canceled' })
    expect((await deliver(event('customer.subscription.deleted', first.subscription))).status).toBe(200)
    expect((await publicMetadataOf('user_fay')).subscription).toMatchObject({
      plan: 'pro',
      status: 'active',
      subscriptionId: second.subscription.id,
      customerId: second.subscription.customer,
    })
  })

  it('of several subscriptions, one with a plan and then the latest period end decides, for every event alike', async () => {
    await registerUser('user_gil')
    const customer = 'cus_gil'
    const subscriptions = [
      subscriptionOf('user_gil', { id: 'sub_gil_1', customer, status: 'active', periodEnd: now() + 100 * DAY }),
      subscriptionOf('user_gil', { id: 'sub_gil_2', customer, status: 'past_due', periodEnd: now() + 300 * DAY }),
      subscriptionOf('user_gil', { id: 'sub_gil_3', customer, status: 'canceled', periodEnd: now() + 400 * DAY }),
    ]
    await storeSubscriptions(...subscriptions)
    for (const subscription of [...subscriptions, ...subscriptions.toReversed()]) {
      expect((await deliver(event('customer.subscription.updated', subscription))).status).toBe(200)
      expect((await publicMetadataOf('user_gil')).subscription).toMatchObject({
        subscriptionId: 'sub_gil_2',
        status: 'past_due',
      })
    }
    // Exact ties (two checkouts paid in the same second) are settled by the id.
    await registerUser('user_hal')
    const twins = ['sub_hal_b', 'sub_hal_a'].map((id) =>
      subscriptionOf('user_hal', { id, customer: 'cus_hal', periodEnd: now() + 365 * DAY }),
    )
    await storeSubscriptions(...twins)
    for (const twin of twins) {
      expect((await deliver(event('customer.subscription.created', twin))).status).toBe(200)
      expect((await publicMetadataOf('user_hal')).subscription).toMatchObject({ subscriptionId: 'sub_hal_b' })
    }
  })

  it('reads every page of a customer’s subscriptions', async () => {
    await registerUser('user_max')
    const customer = 'cus_max'
    const longStanding = subscriptionOf('user_max', {
      id: 'sub_max_current',
      customer,
      created: now() - 300 * DAY,
      periodEnd: now() + 65 * DAY,
    })
    // 100 newer, ended subscriptions fill Stripe's first page (newest first), the current one is on the second.
    const ended = Array.from({ length: 100 }, (_, index) =>
      subscriptionOf('user_max', { id: `sub_max_${index}`, customer, status: 'canceled', periodEnd: now() - DAY }),
    )
    await storeSubscriptions(longStanding, ...ended)
    expect((await deliver(event('customer.subscription.deleted', ended[0]))).status).toBe(200)
    expect((await publicMetadataOf('user_max')).subscription).toMatchObject({
      subscriptionId: 'sub_max_current',
      status: 'active',
    })
    expect(stripeStandIn.requests.map((request) => [request.path, request.query.starting_after])).toEqual([
      ['/v1/subscriptions', undefined],
      ['/v1/subscriptions', 'sub_max_0'],
    ])
  })

  it('a subscription made for another user gives nothing, even on the buyer’s customer', async () => {
    const { subscription } = await paidCheckout('user_kim', 'basic')
    await registerUser('user_lee')
    const canceled = { ...subscription, status: 'canceled' }
    const foreign = subscriptionOf('user_lee', { id: 'sub_lee', customer: subscription.customer, planKey: 'pro' })
    await storeSubscriptions(canceled, foreign)
    expect((await deliver(event('customer.subscription.deleted', canceled))).status).toBe(200)
    expect((await publicMetadataOf('user_kim')).subscription).toMatchObject({ plan: 'basic', status: 'canceled' })
    expect((await deliver(event('customer.subscription.created', foreign))).status).toBe(200)
    expect((await metadataUpdates()).map((update) => update.path)).toEqual([
      '/v1/users/user_kim/metadata',
      '/v1/users/user_lee/metadata',
    ])
    expect((await publicMetadataOf('user_kim')).subscription).toMatchObject({ plan: 'basic', status: 'canceled' })
  })

  it('a checkout session whose client_reference_id disagrees with its metadata is refused, logged, and writes nothing', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const { session } = await paidCheckout('user_ivy', 'pro')
    await registerUser('user_jo')
    // Someone else's id in client_reference_id; and a session this server did not create (a Payment Link can
    // take client_reference_id from its URL), whose subscription names no user.
    await storeSubscriptions(subscriptionOf(null, { id: 'sub_link', customer: 'cus_link' }))
    const linkSession = { ...session, id: 'cs_test_link', customer: 'cus_link', subscription: 'sub_link', metadata: {} }
    for (const [object, claimed, metadataUser] of [
      [{ ...session, client_reference_id: 'user_jo' }, 'user_jo', 'user_ivy'],
      [{ ...linkSession, client_reference_id: 'user_jo' }, 'user_jo', null],
    ] as const) {
      const response = await deliver(event('checkout.session.completed', object, 'evt_mixed\n[payments] forged'))
      expect(response.status).toBe(200)
      expect(await response.json()).toEqual({ received: true, refused: expect.any(String) })
      expect(warn).toHaveBeenLastCalledWith(
        `[payments] checkout.session.completed "evt_mixed\\n[payments] forged" refused: checkout session ${JSON.stringify(object.id)} names "${claimed}" as client_reference_id but ${JSON.stringify(metadataUser)} in its metadata.`,
      )
    }
    expect(await metadataUpdates()).toEqual([])
    expect(await publicMetadataOf('user_jo')).toEqual({ onboarded: true })
    expect(await publicMetadataOf('user_ivy')).toEqual({ onboarded: true })
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

  it('a chunked body past 512 KB gets 413 without being read whole', async () => {
    let sent = 0
    const chunk = new TextEncoder().encode('x'.repeat(16 * 1024))
    const body = new ReadableStream<Uint8Array>(
      {
        pull(controller) {
          sent += chunk.byteLength
          controller.enqueue(chunk)
        },
      },
      { highWaterMark: 0 },
    )
    const response = await POST(
      new Request('http://localhost/api/webhooks/stripe', {
        method: 'POST',
        headers: { 'stripe-signature': 't=1,v1=abc' },
        body,
        duplex: 'half',
      } as RequestInit),
    )
    expect(response.status).toBe(413)
    expect(sent).toBeLessThanOrEqual(512 * 1024 + chunk.byteLength)
    expect(await metadataUpdates()).toEqual([])
  })

  it('a buyer deleted from Clerk: acknowledged and logged once, so Stripe does not retry for days; the plan paid for the deleted account ends', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const { session, subscription } = await paidCheckout('user_gone', 'basic')
    expect(stripeStandIn.subscriptions.get(subscription.id)?.status).toBe('active')
    await fetch(`${clerkUrl}/__stand-in/users/user_gone`, { method: 'DELETE' })
    const response = await deliver(event('checkout.session.completed', session, 'evt_gone'))
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({
      received: true,
      ignored: expect.stringMatching(/"user_gone" no longer exists/),
    })
    expect(warn).toHaveBeenCalledTimes(1)
    expect(warn).toHaveBeenCalledWith(
      expect.stringMatching(/^\[payments\] checkout\.session\.completed "evt_gone": user "user_gone" no longer exists/),
    )
    expect(warn).toHaveBeenCalledWith(expect.stringContaining(`ended the plans made for them ${subscription.id}`))
    // Nobody can sign in to use it, and it would renew every year: ended as the account's deletion ends a plan.
    expect(stripeStandIn.subscriptions.get(subscription.id)?.status).toBe('canceled')
    expect(await metadataUpdates()).toEqual([])
  })

  it('a buyer who opened checkout in two tabs: once one is paid, the other can no longer be', async () => {
    vi.spyOn(console, 'info').mockImplementation(() => {})
    await registerUser('user_two_tabs')
    const otherTab = await openCheckout('user_two_tabs', 'basic')
    const { session } = await paidCheckout('user_two_tabs', 'pro')
    const someoneElses = await openCheckout('user_next_door', 'basic')

    expect((await deliver(event('checkout.session.completed', session))).status).toBe(200)
    expect(await sessionStatus(otherTab.id)).toBe('expired')
    expect(await sessionStatus(session.id)).toBe('complete')
    expect(await sessionStatus(someoneElses.id)).toBe('open')
    // A duplicate of the event finds nothing left to expire and still answers 200.
    expect((await deliver(event('checkout.session.completed', session))).status).toBe(200)
  })

  it('acknowledges events it does not handle without touching anybody', async () => {
    const response = await deliver(event('customer.created', { id: 'cus_1', object: 'customer' }))
    expect(response.status).toBe(200)
    expect(await metadataUpdates()).toEqual([])
  })
})
