import { afterAll, describe, expect, it } from 'vitest'
import { startStripeStandIn } from '../../stand-ins/stripeApi'

/**
 * /payment-success's check of a Checkout Session (lib/payments/confirmation.ts) with the real Stripe SDK against the
 * loopback stand-in: which look-ups reach Stripe at all.
 */
const standIn = await startStripeStandIn()
Object.assign(process.env, { STRIPE_SECRET_KEY: 'sk_test_confirm', STRIPE_API_BASE_URL: standIn.url })
const { getStripe } = await import('@/lib/payments/stripe')
const { CONFIRMATION_RATE_LIMIT, confirmCheckout } = await import('@/lib/payments/confirmation')
const stripe = getStripe()!

afterAll(() => standIn.server.close())

const lookups = () => standIn.requests.filter((request) => request.path.startsWith('/v1/checkout/sessions/'))

describe('confirming a purchase on /payment-success', () => {
  it('asks Stripe at most 10 times in 10 minutes per signed-in user, whatever ids they make up', async () => {
    const outcomes = []
    for (let attempt = 0; attempt < CONFIRMATION_RATE_LIMIT.limit + 5; attempt++)
      outcomes.push(await confirmCheckout(stripe, `cs_test_madeup${attempt}`, 'user_prober'))
    expect(lookups()).toHaveLength(CONFIRMATION_RATE_LIMIT.limit)
    expect(outcomes.every((outcome) => !outcome.confirmed)).toBe(true)
    expect(outcomes.at(-1)).toEqual({ confirmed: false, reason: expect.stringMatching(/Stripe was not asked/) })
    // Another buyer still gets their answer.
    await confirmCheckout(stripe, 'cs_test_someoneelse', 'user_patient')
    expect(lookups()).toHaveLength(CONFIRMATION_RATE_LIMIT.limit + 1)
  })

  it('never asks Stripe for a malformed id or for nobody', async () => {
    const before = lookups().length
    expect((await confirmCheckout(stripe, `cs_test_${'a'.repeat(3000)}`, 'user_a')).confirmed).toBe(false)
    expect((await confirmCheckout(stripe, 'cs_test_fine', null)).confirmed).toBe(false)
    expect(lookups()).toHaveLength(before)
  })
})
