import 'server-only'
import type Stripe from 'stripe'
import { z } from 'zod'

/**
 * What the browser may send: a plan key and, optionally, the id of this purchase attempt and `endTrial` (the buyer
 * chose the plan where /account says that it ends the free trial and charges the year at once). Nothing else.
 */
export const checkoutRequestSchema = z
  .object({
    planKey: z.string().regex(/^[a-z][a-z0-9-]{0,39}$/, 'a plan key such as "basic"'),
    attemptId: z.uuid().optional(),
    endTrial: z.literal(true).optional(),
  })
  .strict()

/**
 * Checkout requests one user may make before having to wait, whatever plan key they name: a buyer who goes to
 * Stripe and comes back a few times stays well under 10 in 10 minutes, while a script cannot turn one account
 * into a stream of Stripe sessions or of content lookups.
 */
export const CHECKOUT_RATE_LIMIT = { limit: 10, windowMs: 10 * 60_000 } as const

/** The plan as content describes it (server-side lookup, with the price it must have). */
export type PurchasablePlan = {
  planKey: string
  title: string
  stripeLookupKey: string | null
  annualPriceUsd: number | null
}

export class CheckoutError extends Error {
  constructor(
    message: string,
    /** The HTTP status the route answers with. */
    readonly status: number,
    /** What the browser is told (never the internals). */
    readonly publicMessage: string,
  ) {
    super(message)
  }
}

/**
 * The plan's Stripe price, found by its lookup key (so test and live mode share content) and checked
 * against what content says the plan costs: active, yearly, the expected amount, in US dollars.
 */
export async function resolvePrice(stripe: Stripe, plan: PurchasablePlan): Promise<Stripe.Price> {
  const unavailable = 'This plan cannot be bought online right now.'
  if (!plan.stripeLookupKey || plan.annualPriceUsd == null) {
    throw new CheckoutError(
      `Plan ${JSON.stringify(plan.planKey)} has no Stripe lookup key or yearly price in content.`,
      500,
      unavailable,
    )
  }
  const { data } = await stripe.prices.list({ lookup_keys: [plan.stripeLookupKey], active: true, limit: 1 })
  const price = data[0]
  const expectedCents = Math.round(plan.annualPriceUsd * 100)
  const problems = !price
    ? [`no active price with lookup key ${JSON.stringify(plan.stripeLookupKey)}`]
    : [
        price.lookup_key !== plan.stripeLookupKey && `lookup key is ${JSON.stringify(price.lookup_key)}`,
        !price.active && 'the price is not active',
        (price.type !== 'recurring' || price.recurring?.interval !== 'year' || price.recurring.interval_count !== 1) &&
          'the price is not billed once a year',
        price.currency !== 'usd' && `currency is ${price.currency}, not usd`,
        price.unit_amount !== expectedCents && `amount is ${price.unit_amount}, content says ${expectedCents}`,
      ].filter((problem): problem is string => Boolean(problem))
  if (!price || problems.length > 0) {
    throw new CheckoutError(
      `Stripe price for plan ${JSON.stringify(plan.planKey)} (${JSON.stringify(plan.stripeLookupKey)}) does not match content: ${problems.join('; ')}.`,
      500,
      unavailable,
    )
  }
  return price
}

export type CheckoutInput = {
  stripe: Stripe
  plan: PurchasablePlan
  userId: string
  email?: string
  /** The buyer's Stripe customer from an earlier purchase: the new subscription joins it (and `email` is unused). */
  customerId?: string | null
  /** The site's canonical origin (success and cancel URLs). */
  origin: string
  attemptId: string
}

/** Creates the Checkout Session for a verified plan and signed-in user. Returns the session (with its URL). */
export async function createCheckoutSession({
  stripe,
  plan,
  userId,
  email,
  customerId,
  origin,
  attemptId,
}: CheckoutInput) {
  const price = await resolvePrice(stripe, plan)
  return stripe.checkout.sessions.create(
    {
      mode: 'subscription',
      line_items: [{ price: price.id, quantity: 1 }],
      client_reference_id: userId,
      // One customer per buyer keeps all their subscriptions where fulfilment lists them (Stripe refuses both).
      ...(customerId ? { customer: customerId } : email ? { customer_email: email } : {}),
      success_url: `${origin}/payment-success?session_id={CHECKOUT_SESSION_ID}`,
      cancel_url: `${origin}/pricing`,
      allow_promotion_codes: true,
      // Only this server can set metadata (it takes the secret key); fulfilment trusts the user id found there.
      metadata: { userId, planKey: plan.planKey },
      subscription_data: { metadata: { userId, planKey: plan.planKey } },
    },
    // The same attempt (a double click, a retried request) never creates a second session.
    { idempotencyKey: `checkout:${userId}:${plan.planKey}:${attemptId}` },
  )
}
