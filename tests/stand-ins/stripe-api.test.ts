import { afterAll, describe, expect, it } from 'vitest'
import { startStripeStandIn } from './stripeApi'

/**
 * The Stripe stand-in refuses what Stripe refuses in the calls that end a trial with a plan (lib/payments/trialPlan.ts):
 * a test passing against it must mean something against Stripe.
 */
const stripe = await startStripeStandIn()
afterAll(() => stripe.server.close())

async function call(method: string, path: string, form: Record<string, string> = {}, idempotencyKey?: string) {
  const response = await fetch(`${stripe.url}${path}`, {
    method,
    headers: {
      authorization: 'Bearer sk_test_standin',
      'content-type': 'application/x-www-form-urlencoded',
      ...(idempotencyKey ? { 'idempotency-key': idempotencyKey } : {}),
    },
    ...(method === 'GET' ? {} : { body: new URLSearchParams(form) }),
  })
  return { status: response.status, body: await response.json() }
}

/** A customer with a running trial on Basic, as POST /api/trial leaves it. */
async function trialing() {
  const customer = (await call('POST', '/v1/customers', { email: 'ada@example.com' })).body
  const trial = (
    await call('POST', '/v1/subscriptions', {
      customer: customer.id,
      'items[0][price]': 'price_basic_yearly',
      trial_period_days: '14',
      'trial_settings[end_behavior][missing_payment_method]': 'cancel',
      'metadata[trial]': 'true',
    })
  ).body
  const toPro = (extra: Record<string, string> = {}) => ({
    'items[0][id]': trial.items.data[0].id,
    'items[0][price]': 'price_pro_yearly',
    trial_end: 'now',
    proration_behavior: 'none',
    payment_behavior: 'error_if_incomplete',
    'metadata[planKey]': 'pro',
    ...extra,
  })
  return { customer, trial, toPro }
}

describe('the Stripe stand-in, ending a trial with a plan', () => {
  it('refuses to end a trial with nothing to pay with, and changes nothing', async () => {
    const { trial, toPro } = await trialing()
    const refused = await call('POST', `/v1/subscriptions/${trial.id}`, toPro())
    expect(refused.status).toBe(400)
    expect(refused.body.error.message).toMatch(/no attached payment source or default payment method/)
    const after = (await call('GET', `/v1/subscriptions/${trial.id}`)).body
    expect(after.status).toBe('trialing')
    expect(after.items.data[0].price.id).toBe('price_basic_yearly')
  })

  it('refuses a payment method the customer does not have, and unknown items', async () => {
    const { trial, toPro } = await trialing()
    expect(
      (await call('POST', `/v1/subscriptions/${trial.id}`, toPro({ default_payment_method: 'pm_other' }))).status,
    ).toBe(400)
    expect((await call('POST', `/v1/subscriptions/${trial.id}`, toPro({ 'items[0][id]': 'si_nope' }))).status).toBe(400)
    expect((await call('GET', `/v1/subscriptions/${trial.id}`)).body.status).toBe('trialing')
  })

  it('setup mode needs a currency; its card, once given, pays for the change: active on Pro, a paid invoice', async () => {
    const { customer, trial, toPro } = await trialing()
    const setup = {
      mode: 'setup',
      customer: customer.id,
      success_url: 'https://x.test/ok',
      cancel_url: 'https://x.test/no',
    }
    expect((await call('POST', '/v1/checkout/sessions', setup)).status).toBe(400)
    const session = (await call('POST', '/v1/checkout/sessions', { ...setup, currency: 'usd' })).body
    expect(session).toMatchObject({ mode: 'setup', status: 'open', payment_status: 'no_payment_required' })
    const completed = await (
      await fetch(`${stripe.url}/__stand-in/sessions/${session.id}/complete`, { method: 'POST' })
    ).json()
    const setupIntent = (await call('GET', `/v1/setup_intents/${completed.session.setup_intent}`)).body
    expect(setupIntent).toMatchObject({ status: 'succeeded', customer: customer.id })
    const changed = await call(
      'POST',
      `/v1/subscriptions/${trial.id}`,
      toPro({ default_payment_method: setupIntent.payment_method }),
    )
    expect(changed.status).toBe(200)
    expect(changed.body).toMatchObject({ status: 'active', default_payment_method: setupIntent.payment_method })
    expect(changed.body.items.data[0].price.id).toBe('price_pro_yearly')
    expect(changed.body.metadata).toEqual({ trial: 'true', planKey: 'pro' })
    const invoices = (await call('GET', `/v1/invoices?customer=${customer.id}`)).body.data
    expect(invoices).toEqual([expect.objectContaining({ status: 'paid', amount_paid: 499900 })])
    // Ended: no trial to end again.
    expect((await call('POST', `/v1/subscriptions/${trial.id}`, toPro())).status).toBe(400)
  })

  it('answers a repeated idempotency key with the first answer, and refuses it with other parameters', async () => {
    const first = await call('POST', '/v1/customers', { email: 'bo@example.com' }, 'key-1')
    const again = await call('POST', '/v1/customers', { email: 'bo@example.com' }, 'key-1')
    expect(again.body.id).toBe(first.body.id)
    const other = await call('POST', '/v1/customers', { email: 'cy@example.com' }, 'key-1')
    expect(other.status).toBe(400)
    expect(other.body.error.type).toBe('idempotency_error')
  })
})
