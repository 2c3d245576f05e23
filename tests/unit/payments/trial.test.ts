import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { startClerkBackendStandIn } from '../../stand-ins/clerkBackend'
import { readText } from '../../stand-ins/http'
import { startStripeStandIn, stripeSignature } from '../../stand-ins/stripeApi'
import { PUBLISHABLE_KEY } from '../../support/clerkSessions'

/**
 * The free trial end to end on the server: POST /api/trial, POST /api/checkout and POST /api/webhooks/stripe (the
 * real route handlers, with the real Stripe and Clerk SDKs) against the loopback stand-ins of Stripe's API and Clerk's
 * Backend API. The Stripe stand-in sends its events, signed, to a loopback server that hands them to the webhook
 * route, as Stripe calls the site; Plausible's events API is a loopback recorder.
 */
const SECRET = 'whsec_unit_trial_secret'
const goals: { name: string; url: string; domain: string }[] = []
const plausible = createServer(async (request, response) => {
  goals.push(JSON.parse(await readText(request)))
  response.writeHead(202).end('ok')
})
await new Promise<void>((resolve) => plausible.listen(0, '127.0.0.1', resolve))
const webhookReceiver = createServer(async (request, response) => {
  const answer = await webhookPOST(
    new Request('http://localhost/api/webhooks/stripe', {
      method: 'POST',
      headers: { 'stripe-signature': String(request.headers['stripe-signature']), 'content-type': 'application/json' },
      body: await readText(request),
    }),
  )
  response.writeHead(answer.status, { 'content-type': 'application/json' }).end(await answer.text())
})
await new Promise<void>((resolve) => webhookReceiver.listen(0, '127.0.0.1', resolve))
const receiverUrl = `http://127.0.0.1:${(webhookReceiver.address() as AddressInfo).port}`
const stripeStandIn = await startStripeStandIn(0, { webhook: { url: receiverUrl, secret: SECRET } })
const clerkStandIn = await startClerkBackendStandIn()
const origin = 'https://persistly.test'
Object.assign(process.env, {
  NEXT_PUBLIC_SITE_URL: origin,
  STRIPE_SECRET_KEY: 'sk_test_trial',
  STRIPE_WEBHOOK_SECRET: SECRET,
  STRIPE_API_BASE_URL: stripeStandIn.url,
  NEXT_PUBLIC_CLERK_PUBLISHABLE_KEY: PUBLISHABLE_KEY,
  CLERK_SECRET_KEY: 'sk_live_trialtest',
  CLERK_API_URL: clerkStandIn.url,
  NEXT_PUBLIC_PLAUSIBLE_DOMAIN: 'persistly.test',
  NEXT_PUBLIC_PLAUSIBLE_ENDPOINT: `http://127.0.0.1:${(plausible.address() as AddressInfo).port}/api/event`,
})
/** Who the routes see signed in: verifying the session is requireUser's (tests/unit/tests/unit/auth/auth-require-user.test.ts). */
const signedIn = vi.hoisted(() => ({ userId: 'user_1' }))
vi.mock('@/lib/auth/requireUser', () => ({ requireUser: async () => ({ userId: signedIn.userId }) }))

const { POST: trialPOST } = await import('@/app/api/trial/route')
const { POST: checkoutPOST } = await import('@/app/api/checkout/route')
const { POST: webhookPOST } = await import('@/app/api/webhooks/stripe/route')
const { accountOf } = await import('@/lib/payments/clerkUsers')
const { normaliseEmail } = await import('@/lib/payments/trial')
const { trialEmailDigest } = await import('@/lib/payments/trialEmail')
const { trialDaysLeft } = await import('@/lib/payments/trialDates')
const { clerkBackend } = await import('@/lib/auth/backend')

afterAll(() => {
  stripeStandIn.server.close()
  clerkStandIn.server.close()
  webhookReceiver.close()
  plausible.close()
})
beforeEach(() => {
  vi.spyOn(console, 'info').mockImplementation(() => {})
})
afterEach(() => {
  vi.restoreAllMocks()
})

const DAY_MS = 86_400_000

async function registerUser(userId: string, email = `${userId}@example.com`, public_metadata = {}) {
  await fetch(`${clerkStandIn.url}/__stand-in/users/${userId}`, {
    method: 'PUT',
    body: JSON.stringify({ email, public_metadata }),
  })
}
const deleteUser = (userId: string) => fetch(`${clerkStandIn.url}/__stand-in/users/${userId}`, { method: 'DELETE' })

async function recorded(userId: string) {
  const user = await (await fetch(`${clerkStandIn.url}/__stand-in/users/${userId}`)).json()
  return user.public_metadata.subscription as Record<string, unknown> | undefined
}

function post(handler: (request: Request) => Promise<Response>, path: string, body: string) {
  return handler(
    new Request(`${origin}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin },
      body,
    }),
  )
}
async function startTrialAs(userId: string, body = '{}') {
  signedIn.userId = userId
  const response = await post(trialPOST, '/api/trial', body)
  return { status: response.status, body: await response.json() }
}

const subscriptionsOf = (userId: string) =>
  [...stripeStandIn.subscriptions.values()].filter(
    (subscription) => (subscription.metadata as Record<string, string>).userId === userId,
  ) as (Record<string, unknown> & { id: string; status: string; customer: string })[]

/** Until the stand-in has delivered the events it sends after answering (creation, cancellation) and the site answered. */
async function deliveriesSettled(count: number) {
  await vi.waitFor(() => expect(stripeStandIn.deliveries.length).toBeGreaterThanOrEqual(count))
}

/** Sends one event to the webhook as Stripe would, signed: the site's answer. */
function sendEvent(id: string, type: string, object: unknown) {
  const payload = JSON.stringify({ id, object: 'event', type, data: { object } })
  return fetch(receiverUrl, {
    method: 'POST',
    headers: { 'stripe-signature': stripeSignature(payload, SECRET) },
    body: payload,
  })
}

describe('starting the free trial', () => {
  it('creates a trial subscription on the tried plan with no payment method, and records it at once', async () => {
    await registerUser('user_ada', ' Ada@Example.com ')
    const before = stripeStandIn.requests.length
    const { status, body } = await startTrialAs('user_ada')
    expect(status).toBe(200)
    expect(body.trial.planKey).toBe('basic')
    expect(Date.parse(body.trial.endsAt) - Date.now()).toBeGreaterThan(14 * DAY_MS - 60_000)
    expect(Date.parse(body.trial.endsAt) - Date.now()).toBeLessThanOrEqual(14 * DAY_MS)
    const calls = stripeStandIn.requests.slice(before)
    // Trials are counted by the normalised email: Stripe's exact filter finds the customers that had one.
    expect(calls.find((call) => call.path === '/v1/customers' && call.method === 'GET')?.query).toMatchObject({
      email: 'ada@example.com',
    })
    expect(calls.find((call) => call.path === '/v1/customers' && call.method === 'POST')).toMatchObject({
      idempotencyKey: 'trial-customer:user_ada',
      form: { email: 'ada@example.com', 'metadata[userId]': 'user_ada' },
    })
    const create = calls.find((call) => call.path === '/v1/subscriptions' && call.method === 'POST')!
    expect(create.idempotencyKey).toBe('trial-subscription:user_ada:price_basic_yearly:14')
    expect(create.form).toEqual({
      customer: expect.stringMatching(/^cus_/),
      'items[0][price]': 'price_basic_yearly',
      'items[0][quantity]': '1',
      trial_period_days: '14',
      'trial_settings[end_behavior][missing_payment_method]': 'cancel',
      'metadata[userId]': 'user_ada',
      'metadata[planKey]': 'basic',
      'metadata[trial]': 'true',
      // The one-trial key: a digest of the address as the rule reads it (lib/payments/trialEmail.ts).
      'metadata[trialEmail]': trialEmailDigest('ada@example.com'),
    })
    const record = await recorded('user_ada')
    expect(record).toMatchObject({ plan: 'basic', status: 'trialing', trial: true, trialEnd: body.trial.endsAt })
    // Written as null, which Clerk's merge turns into no key at all.
    expect(record).not.toHaveProperty('trialConvertedAt')
    const account = await accountOf('user_ada', clerkBackend(), Date.now())
    expect(account.plan?.trial).toEqual({ endsAt: body.trial.endsAt, daysLeft: 14 })
    expect(account.trialOffered).toBe(false)
  })

  it('two tabs at once, a retry or a reload start one trial, and get it back', async () => {
    await registerUser('user_bo')
    const answers = await Promise.all([startTrialAs('user_bo'), startTrialAs('user_bo')])
    expect(answers.map((answer) => answer.status)).toEqual([200, 200])
    const again = await startTrialAs('user_bo')
    expect(again).toMatchObject({ status: 200, body: { trial: { alreadyRunning: true } } })
    expect(new Set([...answers, again].map((answer) => answer.body.trial.endsAt)).size).toBe(1)
    expect(subscriptionsOf('user_bo')).toHaveLength(1)
    expect(new Set([...stripeStandIn.customers.values()].filter((c) => c.metadata.userId === 'user_bo')).size).toBe(1)
  })

  it('Stripe unreachable: a clear 502, and the retry makes one trial', async () => {
    await registerUser('user_cy')
    const error = vi.spyOn(console, 'error').mockImplementation(() => {})
    // The SDK tries twice: both attempts are cut off.
    await fetch(`${stripeStandIn.url}/__stand-in/state`, {
      method: 'POST',
      body: JSON.stringify({ unreachable: { path: '/v1/subscriptions', times: 2 } }),
    })
    const failed = await startTrialAs('user_cy')
    expect(failed).toEqual({ status: 502, body: { error: 'The trial could not be started. Please try again.' } })
    expect(error).toHaveBeenCalled()
    expect(subscriptionsOf('user_cy')).toHaveLength(0)
    expect(await recorded('user_cy')).toBeUndefined()
    const retried = await startTrialAs('user_cy')
    expect(retried.status).toBe(200)
    expect(subscriptionsOf('user_cy')).toHaveLength(1)
    expect([...stripeStandIn.customers.values()].filter((c) => c.metadata.userId === 'user_cy')).toHaveLength(1)
  })

  it('no second trial for the same email, also after the account was deleted and made again', async () => {
    await registerUser('user_dee', 'dee@example.com')
    expect((await startTrialAs('user_dee')).status).toBe(200)
    await deleteUser('user_dee')
    await registerUser('user_dee_again', 'DEE@example.com')
    expect(await startTrialAs('user_dee_again')).toEqual({
      status: 409,
      body: { error: 'A trial was had already.', reason: 'trial-used' },
    })
    expect(subscriptionsOf('user_dee_again')).toHaveLength(0)
  })

  it('no second trial under another spelling of the address: a sub-address, Gmail’s dots, googlemail.com', async () => {
    await registerUser('user_tag', 'tag+one@example.com')
    expect((await startTrialAs('user_tag')).status).toBe(200)
    const trial = subscriptionsOf('user_tag')[0]
    // The customer keeps the address given (Stripe writes to it); the trial carries the key's digest only.
    expect(stripeStandIn.customers.get(trial.customer)?.email).toBe('tag+one@example.com')
    expect((trial.metadata as Record<string, string>).trialEmail).toMatch(/^[0-9a-f]{64}$/)
    for (const [userId, email] of [
      ['user_tag_2', 'tag+two@example.com'],
      ['user_tag_3', 'TAG@example.com'],
    ]) {
      await registerUser(userId, email)
      expect((await startTrialAs(userId)).body.reason).toBe('trial-used')
      expect(subscriptionsOf(userId)).toHaveLength(0)
    }

    await registerUser('user_dot', 'do.tty@gmail.com')
    expect((await startTrialAs('user_dot')).status).toBe(200)
    await deleteUser('user_dot')
    await registerUser('user_dot_again', 'd.otty+trial@googlemail.com')
    expect((await startTrialAs('user_dot_again')).body.reason).toBe('trial-used')
    // Elsewhere a dot is part of the name: another person.
    await registerUser('user_dot_other', 'do.tty@example.com')
    expect((await startTrialAs('user_dot_other')).status).toBe(200)
  })

  it('no second trial for an account that had one, whose email has changed since', async () => {
    await registerUser('user_eve', 'eve@example.com')
    expect((await startTrialAs('user_eve')).status).toBe(200)
    const trial = subscriptionsOf('user_eve')[0]
    await fetch(`${stripeStandIn.url}/__stand-in/subscriptions/${trial.id}/end-trial`, { method: 'POST' })
    await registerUser('user_eve', 'eve.new@example.com', { subscription: await recorded('user_eve') })
    expect((await startTrialAs('user_eve')).body.reason).toBe('trial-used')
  })

  it('no trial for an account on a paid plan', async () => {
    await registerUser('user_fay', 'fay@example.com', {
      subscription: { plan: 'pro', status: 'active', subscriptionId: 'sub_x', customerId: 'cus_fay' },
    })
    expect(await startTrialAs('user_fay')).toEqual({
      status: 409,
      body: { error: 'This account has a plan.', reason: 'has-plan' },
    })
  })

  it('refuses a plan that has no trial (400) and anything but an empty object or a plan key', async () => {
    await registerUser('user_gus')
    expect(await startTrialAs('user_gus', '{"planKey":"pro"}')).toEqual({
      status: 400,
      body: { error: 'The free trial is of the Basic plan only.' },
    })
    expect((await startTrialAs('user_gus', '{"planKey":"basic","price":1}')).status).toBe(400)
    expect((await startTrialAs('user_gus', 'not json')).status).toBe(400)
    expect(subscriptionsOf('user_gus')).toHaveLength(0)
    expect((await startTrialAs('user_gus', '{"planKey":"basic"}')).status).toBe(200)
  })
})

describe('the end of the trial, from Stripe’s webhooks', () => {
  it('without a payment method: the trial ends and the account says so; no conversion is counted', async () => {
    await registerUser('user_hal')
    await startTrialAs('user_hal')
    const trial = subscriptionsOf('user_hal')[0]
    const reminder = await fetch(`${stripeStandIn.url}/__stand-in/subscriptions/${trial.id}/trial-will-end`, {
      method: 'POST',
    }).then((response) => response.json())
    expect(reminder.deliveries).toEqual([
      expect.objectContaining({ type: 'customer.subscription.trial_will_end', status: 200 }),
    ])
    expect(await recorded('user_hal')).toMatchObject({ status: 'trialing' })
    const goalsBefore = goals.length
    const end = await fetch(`${stripeStandIn.url}/__stand-in/subscriptions/${trial.id}/end-trial`, {
      method: 'POST',
    }).then((response) => response.json())
    expect(end.deliveries).toEqual([expect.objectContaining({ type: 'customer.subscription.deleted', status: 200 })])
    expect(await recorded('user_hal')).toMatchObject({ status: 'canceled', trial: true })
    expect(await recorded('user_hal')).not.toHaveProperty('trialConvertedAt')
    const account = await accountOf('user_hal')
    expect(account).toMatchObject({ plan: null, trialEnded: true, trialOffered: false })
    expect(goals.length).toBe(goalsBefore)
  })

  for (const order of ['in order', 'reversed'] as const) {
    it(`with a payment method: the paid plan on the day, its first paid invoice one conversion (events ${order})`, async () => {
      const userId = `user_ivy_${order === 'reversed' ? 'r' : 'o'}`
      await registerUser(userId)
      await startTrialAs(userId)
      const trial = subscriptionsOf(userId)[0]
      await fetch(`${stripeStandIn.url}/__stand-in/customers/${trial.customer}/payment-method`, { method: 'POST' })
      const goalsBefore = goals.length
      const end = await fetch(
        `${stripeStandIn.url}/__stand-in/subscriptions/${trial.id}/end-trial${order === 'reversed' ? '?order=reversed' : ''}`,
        { method: 'POST' },
      ).then((response) => response.json())
      expect(end.deliveries.map((delivery: { status: number }) => delivery.status)).toEqual([200, 200])
      const record = await recorded(userId)
      expect(record).toMatchObject({ plan: 'basic', status: 'active', trial: true })
      expect(record?.trialConvertedAt).toEqual(expect.any(String))
      expect(Date.parse(String(record?.currentPeriodEnd)) - Date.now()).toBeGreaterThan(364 * DAY_MS)
      expect((await accountOf(userId)).plan).toMatchObject({ key: 'basic', status: 'active', trial: null })
      expect(goals.slice(goalsBefore)).toEqual([
        { name: 'Trial Converted', url: `${origin}/account`, domain: 'persistly.test' },
      ])
    })
  }

  /** Ends a subscription as the portal's "cancel now" does, once the site has heard of it (the webhook). */
  async function endSubscription(id: string) {
    const delivered = stripeStandIn.deliveries.length
    await fetch(`${stripeStandIn.url}/v1/subscriptions/${id}`, {
      method: 'DELETE',
      headers: { authorization: 'Bearer sk_test_trial' },
    })
    await deliveriesSettled(delivered + 1)
  }

  it('a trial become the paid plan, that plan ended: the account offers the plans, not “your trial has ended”', async () => {
    await registerUser('user_ora')
    await startTrialAs('user_ora')
    const trial = subscriptionsOf('user_ora')[0]
    await fetch(`${stripeStandIn.url}/__stand-in/customers/${trial.customer}/payment-method`, { method: 'POST' })
    await fetch(`${stripeStandIn.url}/__stand-in/subscriptions/${trial.id}/end-trial`, { method: 'POST' })
    await endSubscription(trial.id)
    expect(await recorded('user_ora')).toMatchObject({ status: 'canceled', trial: true })
    expect(await accountOf('user_ora')).toMatchObject({ plan: null, trialEnded: false, trialOffered: false })
  })

  it('a trial ended, then a plan bought and ended too: no trial offered again (the person had it)', async () => {
    await registerUser('user_pia')
    await startTrialAs('user_pia')
    const trial = subscriptionsOf('user_pia')[0]
    await fetch(`${stripeStandIn.url}/__stand-in/subscriptions/${trial.id}/end-trial`, { method: 'POST' })
    expect(await accountOf('user_pia')).toMatchObject({ trialEnded: true, trialOffered: false })
    const checkout = await post(checkoutPOST, '/api/checkout', '{"planKey":"pro"}')
    expect(checkout.status).toBe(200)
    const session = [...stripeStandIn.sessions.values()].at(-1)!
    const delivered = stripeStandIn.deliveries.length
    const paid = await fetch(`${stripeStandIn.url}/__stand-in/sessions/${session.id}/complete`, {
      method: 'POST',
    }).then((response) => response.json())
    await sendEvent(`evt_${session.id}`, 'checkout.session.completed', paid.session)
    await deliveriesSettled(delivered)
    expect(await recorded('user_pia')).toMatchObject({ plan: 'pro', status: 'active', trial: false })
    await endSubscription(paid.subscription.id)
    expect(await accountOf('user_pia')).toMatchObject({ plan: null, trialEnded: false, trialOffered: false })
  })

  it('a replayed invoice.paid counts no second conversion', async () => {
    await registerUser('user_jon')
    await startTrialAs('user_jon')
    const trial = subscriptionsOf('user_jon')[0]
    await fetch(`${stripeStandIn.url}/__stand-in/customers/${trial.customer}/payment-method`, { method: 'POST' })
    const goalsBefore = goals.length
    await fetch(`${stripeStandIn.url}/__stand-in/subscriptions/${trial.id}/end-trial`, { method: 'POST' })
    const converted = (await recorded('user_jon'))?.trialConvertedAt
    // Stripe delivers an event again (a timeout on its side): the same invoice, a new delivery.
    const invoice = {
      id: 'in_replayed',
      object: 'invoice',
      customer: trial.customer,
      amount_paid: 299900,
      parent: { type: 'subscription_details', subscription_details: { subscription: trial.id } },
    }
    const response = await sendEvent('evt_again', 'invoice.paid', invoice)
    expect(response.status).toBe(200)
    expect((await recorded('user_jon'))?.trialConvertedAt).toBe(converted)
    expect(goals.length - goalsBefore).toBe(1)
  })
})

describe('choosing a yearly plan during the trial', () => {
  /** The statuses of the user's subscriptions in the Stripe stand-in: one, whatever happens. */
  const statusesOf = (userId: string) => subscriptionsOf(userId).map((subscription) => subscription.status)
  const priceOf = (subscription: Record<string, unknown>) =>
    (subscription.items as { data: { price: { id: string } }[] }).data[0].price.id
  /** Pro, pressed under /account's "Choose a yearly plan now" (the one place that ends the trial). */
  const CHOOSE_PRO = '{"planKey":"pro","endTrial":true}'

  it('from a plan button elsewhere (the pricing page): sent to /account’s choice, nothing charged, no Checkout', async () => {
    await registerUser('user_kia')
    await startTrialAs('user_kia')
    const [trial] = subscriptionsOf('user_kia')
    await fetch(`${stripeStandIn.url}/__stand-in/customers/${trial.customer}/payment-method`, { method: 'POST' })
    const sessionsBefore = stripeStandIn.sessions.size
    const pressed = await post(checkoutPOST, '/api/checkout', '{"planKey":"pro"}')
    expect(pressed.status).toBe(200)
    expect(await pressed.json()).toEqual({ url: `${origin}/account#account-choose-plan` })
    expect(statusesOf('user_kia')).toEqual(['trialing'])
    expect(priceOf(stripeStandIn.subscriptions.get(trial.id)!)).not.toBe('price_pro_yearly')
    expect(stripeStandIn.sessions.size).toBe(sessionsBefore)
  })

  it('with a card: the trial itself becomes Pro at once (trial ended, the year invoiced); one subscription', async () => {
    await registerUser('user_kai')
    await startTrialAs('user_kai')
    const [trial] = subscriptionsOf('user_kai')
    await fetch(`${stripeStandIn.url}/__stand-in/customers/${trial.customer}/payment-method`, { method: 'POST' })
    const delivered = stripeStandIn.deliveries.length
    const goalsBefore = goals.length
    const sessionsBefore = stripeStandIn.sessions.size
    const checkout = await post(checkoutPOST, '/api/checkout', CHOOSE_PRO)
    expect(checkout.status).toBe(200)
    expect(await checkout.json()).toEqual({ url: `${origin}/account` })
    // No Checkout Session, no second subscription: the trial's own is Pro now, recorded at once.
    expect(stripeStandIn.sessions.size).toBe(sessionsBefore)
    expect(statusesOf('user_kai')).toEqual(['active'])
    const changed = stripeStandIn.subscriptions.get(trial.id)!
    expect(priceOf(changed)).toBe('price_pro_yearly')
    expect(changed.metadata).toMatchObject({ trial: 'true', planKey: 'pro', userId: 'user_kai' })
    expect(await recorded('user_kai')).toMatchObject({ plan: 'pro', status: 'active', subscriptionId: trial.id })
    const update = stripeStandIn.requests.find(
      (request) => request.method === 'POST' && request.path === `/v1/subscriptions/${trial.id}`,
    )
    expect(update?.form).toMatchObject({
      'items[0][price]': 'price_pro_yearly',
      trial_end: 'now',
      proration_behavior: 'none',
      payment_behavior: 'error_if_incomplete',
    })
    // One change per attempt (a double click), a new one when the buyer tries again.
    expect(update?.idempotencyKey).toMatch(new RegExp(`^trial-plan:${trial.id}:price_pro_yearly:[0-9a-f-]{36}$`))
    // Stripe's events then: the update and the paid invoice, which counts the trial's conversion once.
    await deliveriesSettled(delivered + 2)
    expect(stripeStandIn.deliveries.slice(delivered).map(({ type, status }) => [type, status])).toEqual([
      ['customer.subscription.updated', 200],
      ['invoice.paid', 200],
    ])
    expect(await recorded('user_kai')).toMatchObject({
      plan: 'pro',
      status: 'active',
      trialConvertedAt: expect.any(String),
    })
    expect(goals.slice(goalsBefore)).toEqual([
      { name: 'Trial Converted', url: `${origin}/account`, domain: 'persistly.test' },
    ])
    expect(statusesOf('user_kai')).toEqual(['active'])
  })

  it('without a card: Checkout in setup mode, then the card saved there makes the trial Pro; one subscription', async () => {
    await registerUser('user_kim')
    await startTrialAs('user_kim')
    const [trial] = subscriptionsOf('user_kim')
    const checkout = await post(checkoutPOST, '/api/checkout', CHOOSE_PRO)
    expect(checkout.status).toBe(200)
    const session = [...stripeStandIn.sessions.values()].at(-1)!
    expect((await checkout.json()).url).toBe(session.url)
    expect(session).toMatchObject({
      mode: 'setup',
      customer: trial.customer,
      currency: 'usd',
      client_reference_id: 'user_kim',
      metadata: { userId: 'user_kim', planKey: 'pro', trialSubscription: trial.id, price: 'price_pro_yearly' },
    })
    expect(statusesOf('user_kim')).toEqual(['trialing'])
    const completed = await fetch(`${stripeStandIn.url}/__stand-in/sessions/${session.id}/complete`, {
      method: 'POST',
    }).then((response) => response.json())
    // The card is saved, not yet used: still the trial, alone.
    expect(statusesOf('user_kim')).toEqual(['trialing'])
    const send = () => sendEvent('evt_kim', 'checkout.session.completed', completed.session)
    expect((await send()).status).toBe(200)
    expect(statusesOf('user_kim')).toEqual(['active'])
    const changed = stripeStandIn.subscriptions.get(trial.id)!
    expect(priceOf(changed)).toBe('price_pro_yearly')
    expect(changed.default_payment_method).toBe(completed.setupIntent.payment_method)
    expect(await recorded('user_kim')).toMatchObject({ plan: 'pro', status: 'active' })
    // Delivered again (or the return after it): the work is done, nothing changes.
    const updates = () =>
      stripeStandIn.requests.filter(
        (request) => request.path === `/v1/subscriptions/${trial.id}` && request.method === 'POST',
      ).length
    const updatesBefore = updates()
    expect((await send()).status).toBe(200)
    expect(updates()).toBe(updatesBefore)
    expect(statusesOf('user_kim')).toEqual(['active'])
  })

  it('with a card that declines: nothing changes; once the card is replaced, pressing again makes the trial Pro', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    await registerUser('user_kev')
    await startTrialAs('user_kev')
    const [trial] = subscriptionsOf('user_kev')
    const giveCard = (query = '') =>
      fetch(`${stripeStandIn.url}/__stand-in/customers/${trial.customer}/payment-method${query}`, { method: 'POST' })
    await giveCard('?card=declines')
    // Each press is an attempt of its own (the button makes a new one after a failure).
    const press = () =>
      post(
        checkoutPOST,
        '/api/checkout',
        JSON.stringify({ planKey: 'pro', endTrial: true, attemptId: crypto.randomUUID() }),
      )
    expect((await press()).status).toBe(502)
    expect(statusesOf('user_kev')).toEqual(['trialing'])
    expect(await recorded('user_kev')).toMatchObject({ status: 'trialing' })
    await giveCard()
    const retried = await press()
    expect(retried.status).toBe(200)
    expect(await retried.json()).toEqual({ url: `${origin}/account` })
    expect(statusesOf('user_kev')).toEqual(['active'])
    expect(priceOf(stripeStandIn.subscriptions.get(trial.id)!)).toBe('price_pro_yearly')
  })

  it('with a card, Clerk failing just after the charge: the buyer is told it worked, and Stripe’s events record it', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    await registerUser('user_kip')
    await startTrialAs('user_kip')
    const [trial] = subscriptionsOf('user_kip')
    await fetch(`${stripeStandIn.url}/__stand-in/customers/${trial.customer}/payment-method`, { method: 'POST' })
    const delivered = stripeStandIn.deliveries.length
    await fetch(`${clerkStandIn.url}/__stand-in/outage`, {
      method: 'POST',
      body: JSON.stringify({ path: '/v1/users/user_kip/metadata', times: 1 }),
    })
    const checkout = await post(checkoutPOST, '/api/checkout', CHOOSE_PRO)
    expect(statusesOf('user_kip')).toEqual(['active'])
    expect(checkout.status).toBe(200)
    expect(await checkout.json()).toEqual({ url: `${origin}/account` })
    await deliveriesSettled(delivered + 2)
    expect(await recorded('user_kip')).toMatchObject({ plan: 'pro', status: 'active', subscriptionId: trial.id })
  })

  it('without a card, a card saved that declines: the trial runs on; a second card given on Checkout makes it Pro', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    await registerUser('user_kay')
    await startTrialAs('user_kay')
    const [trial] = subscriptionsOf('user_kay')
    /** Chooses Pro (a setup session), gives a card there, and sends Stripe's event: the webhook's status. */
    const chooseAndGiveCard = async (query: string) => {
      expect((await post(checkoutPOST, '/api/checkout', CHOOSE_PRO)).status).toBe(200)
      const session = [...stripeStandIn.sessions.values()].at(-1)!
      const completed = await fetch(`${stripeStandIn.url}/__stand-in/sessions/${session.id}/complete${query}`, {
        method: 'POST',
      }).then((response) => response.json())
      const answer = await sendEvent(`evt_${session.id}`, 'checkout.session.completed', completed.session)
      return { status: answer.status, card: completed.setupIntent.payment_method as string }
    }
    // Declined: acknowledged (Stripe would otherwise send it again for days, and charge the card on a later try).
    expect((await chooseAndGiveCard('?card=declines')).status).toBe(200)
    expect(statusesOf('user_kay')).toEqual(['trialing'])
    const second = await chooseAndGiveCard('')
    expect(second.status).toBe(200)
    expect(statusesOf('user_kay')).toEqual(['active'])
    expect(stripeStandIn.subscriptions.get(trial.id)!.default_payment_method).toBe(second.card)
    expect(await recorded('user_kay')).toMatchObject({ plan: 'pro', status: 'active' })
  })

  it('without a card, back from Checkout with a card that declines: the return page says the plan did not start', async () => {
    await registerUser('user_kaz')
    await startTrialAs('user_kaz')
    await post(checkoutPOST, '/api/checkout', CHOOSE_PRO)
    const session = [...stripeStandIn.sessions.values()].at(-1)!
    await fetch(`${stripeStandIn.url}/__stand-in/sessions/${session.id}/complete?card=declines`, { method: 'POST' })
    const { confirmCheckout } = await import('@/lib/payments/confirmation')
    const { getStripe } = await import('@/lib/payments/stripe')
    const { getPlanByLookupKey } = await import('@/lib/sanity/content/pricing')
    const fulfilment = { stripe: getStripe()!, clerk: clerkBackend()!, planForLookupKey: getPlanByLookupKey }
    const unlimited = { take: async () => true, retryAfterMs: async () => 0 }
    expect(await confirmCheckout(getStripe(), session.id as string, 'user_kaz', unlimited, fulfilment)).toEqual({
      confirmed: false,
      trialPlan: true,
      reason: `the card saved in setup session "${session.id}" was declined`,
    })
    expect(statusesOf('user_kaz')).toEqual(['trialing'])
  })

  it('without a card, back from Checkout before the webhook: the return page makes the change and confirms it', async () => {
    await registerUser('user_kit')
    await startTrialAs('user_kit')
    const [trial] = subscriptionsOf('user_kit')
    await post(checkoutPOST, '/api/checkout', CHOOSE_PRO)
    const session = [...stripeStandIn.sessions.values()].at(-1)!
    const { confirmCheckout } = await import('@/lib/payments/confirmation')
    const { getStripe } = await import('@/lib/payments/stripe')
    const { getPlanByLookupKey } = await import('@/lib/sanity/content/pricing')
    const fulfilment = { stripe: getStripe()!, clerk: clerkBackend()!, planForLookupKey: getPlanByLookupKey }
    const unlimited = { take: async () => true, retryAfterMs: async () => 0 }
    // Not complete yet: nothing confirmed, nothing changed.
    expect(await confirmCheckout(getStripe(), session.id as string, 'user_kit', unlimited, fulfilment)).toMatchObject({
      confirmed: false,
    })
    expect(statusesOf('user_kit')).toEqual(['trialing'])
    await fetch(`${stripeStandIn.url}/__stand-in/sessions/${session.id}/complete`, { method: 'POST' })
    // Someone else's return changes nothing.
    expect(await confirmCheckout(getStripe(), session.id as string, 'user_other', unlimited, fulfilment)).toMatchObject(
      {
        confirmed: false,
      },
    )
    expect(statusesOf('user_kit')).toEqual(['trialing'])
    expect(await confirmCheckout(getStripe(), session.id as string, 'user_kit', unlimited, fulfilment)).toEqual({
      confirmed: true,
      lookupKey: 'pro_yearly',
      planKey: 'pro',
    })
    expect(statusesOf('user_kit')).toEqual(['active'])
    expect(priceOf(stripeStandIn.subscriptions.get(trial.id)!)).toBe('price_pro_yearly')
    expect(await recorded('user_kit')).toMatchObject({ plan: 'pro', status: 'active' })
  })

  it('a trial ended in Stripe before its webhook came: the buyer gets Checkout, not “already subscribed”', async () => {
    await registerUser('user_ray')
    await startTrialAs('user_ray')
    const stale = await recorded('user_ray')
    const [trial] = subscriptionsOf('user_ray')
    await fetch(`${stripeStandIn.url}/__stand-in/subscriptions/${trial.id}/end-trial`, { method: 'POST' })
    // The record as it was before the webhook: still the running trial.
    await registerUser('user_ray', 'user_ray@example.com', { subscription: stale })
    const checkout = await post(checkoutPOST, '/api/checkout', '{"planKey":"pro"}')
    expect(checkout.status).toBe(200)
    const session = [...stripeStandIn.sessions.values()].at(-1)!
    expect(await checkout.json()).toEqual({ url: session.url })
    expect(session).toMatchObject({ mode: 'subscription', client_reference_id: 'user_ray' })
    expect(await recorded('user_ray')).toMatchObject({ status: 'canceled', trial: true })
  })

  it('a buyer on a paid plan is still refused a second checkout', async () => {
    await registerUser('user_lee', 'lee@example.com', {
      subscription: { plan: 'pro', status: 'active', subscriptionId: 'sub_l', customerId: 'cus_lee' },
    })
    signedIn.userId = 'user_lee'
    expect((await post(checkoutPOST, '/api/checkout', '{"planKey":"basic"}')).status).toBe(409)
  })
})

describe('the rules', () => {
  it('count trials by the email trimmed and lower-cased', () => {
    expect(normaliseEmail('  Ada.Lovelace@Example.COM ')).toBe('ada.lovelace@example.com')
  })

  it('count days left as started days, none once the end has passed', () => {
    const now = Date.parse('2026-01-01T12:00:00Z')
    expect(trialDaysLeft('2026-01-15T12:00:00Z', now)).toBe(14)
    expect(trialDaysLeft('2026-01-15T11:00:00Z', now)).toBe(14)
    expect(trialDaysLeft('2026-01-01T13:00:00Z', now)).toBe(1)
    expect(trialDaysLeft('2026-01-01T11:00:00Z', now)).toBe(0)
  })
})
