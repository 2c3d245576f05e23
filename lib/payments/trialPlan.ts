import 'server-only'
import type Stripe from 'stripe'
import { logValue } from '@/lib/log/requestValue'
import { resolvePrice, type PurchasablePlan } from './checkout'
import { runningTrialOf } from './trialSubscription'

/**
 * "Choose a yearly plan now" during the free trial (docs/payments.md): the trial's own subscription becomes the plan
 * chosen, so the buyer never has two. It is updated in place, with the chosen plan's price, `trial_end: 'now'` and the
 * first year invoiced and paid at once, or not at all (`payment_behavior: 'error_if_incomplete'`). A buyer without a
 * payment method first gives one on Stripe Checkout in setup mode; its completion (the webhook, or the buyer's return
 * to /payment-success, whichever comes first) then makes the same change with the card just saved.
 */

const idOf = (value: string | { id: string } | null | undefined) =>
  typeof value === 'string' ? value : (value?.id ?? null)

/**
 * The trial becomes the plan whose price is `priceId`: its item takes the price, the trial ends now and the year is
 * invoiced and charged to `paymentMethod` (or the subscription's or customer's default) before the change applies.
 * Nothing to prorate: the trial cost nothing. `key` makes a repeat of one attempt (a double click, the webhook and the
 * return both completing one setup) one change. Stripe keeps a failed answer under its key too (a declined card, for
 * 24 hours), so each attempt has its own: a buyer who replaced the card tries again with a new one.
 */
function switchTrial(
  stripe: Stripe,
  trial: Stripe.Subscription,
  { priceId, planKey, paymentMethod, key }: { priceId: string; planKey: string; paymentMethod?: string; key: string },
) {
  const item = trial.items.data[0]
  return stripe.subscriptions.update(
    trial.id,
    {
      items: [{ id: item.id, price: priceId }],
      trial_end: 'now',
      proration_behavior: 'none',
      payment_behavior: 'error_if_incomplete',
      ...(paymentMethod ? { default_payment_method: paymentMethod } : {}),
      // `trial` stays: it is the record that this person had their trial.
      metadata: { planKey },
    },
    { idempotencyKey: `trial-plan:${trial.id}:${key}` },
  )
}

export type TrialPlanChoice =
  | { outcome: 'changed'; subscription: Stripe.Subscription; customerId: string }
  /** No payment method yet: the buyer goes to this Checkout Session (setup mode) to give one. */
  | { outcome: 'needs-payment-method'; session: Stripe.Checkout.Session }

/**
 * Makes the running trial the chosen plan at once when Stripe has a payment method for it, else opens the Checkout
 * Session that collects one (its metadata, which only this server writes, names the trial and the price).
 */
export async function choosePlanDuringTrial({
  stripe,
  trial,
  plan,
  userId,
  origin,
  attemptId,
}: {
  stripe: Stripe
  trial: Stripe.Subscription
  plan: PurchasablePlan
  userId: string
  origin: string
  attemptId: string
}): Promise<TrialPlanChoice> {
  const price = await resolvePrice(stripe, plan)
  const customerId = idOf(trial.customer)!
  const customer = await stripe.customers.retrieve(customerId)
  const hasPaymentMethod =
    Boolean(trial.default_payment_method) ||
    (!customer.deleted && Boolean(customer.invoice_settings.default_payment_method))
  if (hasPaymentMethod) {
    const subscription = await switchTrial(stripe, trial, {
      priceId: price.id,
      planKey: plan.planKey,
      key: `${price.id}:${attemptId}`,
    })
    return { outcome: 'changed', subscription, customerId }
  }
  const metadata = {
    userId,
    planKey: plan.planKey,
    trialSubscription: trial.id,
    price: price.id,
    lookupKey: price.lookup_key ?? '',
  }
  const session = await stripe.checkout.sessions.create(
    {
      mode: 'setup',
      // Checkout offers the payment methods that can pay in this currency (required in setup mode).
      currency: price.currency,
      customer: customerId,
      client_reference_id: userId,
      success_url: `${origin}/payment-success?session_id={CHECKOUT_SESSION_ID}`,
      cancel_url: `${origin}/account`,
      metadata,
      setup_intent_data: { metadata },
    },
    { idempotencyKey: `trial-plan-setup:${userId}:${plan.planKey}:${attemptId}` },
  )
  return { outcome: 'needs-payment-method', session }
}

/** A setup-mode session this server opened to end a trial with a plan (see choosePlanDuringTrial). */
export const isTrialPlanSetup = (session: Stripe.Checkout.Session) =>
  session.mode === 'setup' && Boolean(session.metadata?.trialSubscription)

/**
 * Finishes a plan chosen during the trial once its setup session is complete: the card saved there pays for the
 * change. Idempotent, and nothing to do once the trial is no longer running (changed already, or ended): whichever of
 * the webhook and the buyer's return comes second finds the work done. A card that declines leaves the trial as it
 * was, and is not an error to retry: the buyer chooses again from /account, on a new setup session. The caller then
 * brings the user's record in line, as after every event.
 */
export async function completeTrialPlanSetup(
  stripe: Stripe,
  session: Stripe.Checkout.Session,
): Promise<{ done: true } | { done: false; reason: string }> {
  const { userId, trialSubscription, price, planKey } = session.metadata ?? {}
  const name = `setup session ${logValue(session.id)}`
  if (!userId || !trialSubscription || !price || !planKey || session.client_reference_id !== userId) {
    return { done: false, reason: `${name} does not name its user, trial and plan` }
  }
  if (session.status !== 'complete') return { done: false, reason: `${name} is ${session.status}` }
  const trial = await runningTrialOf(stripe, userId, trialSubscription)
  if (!trial) return { done: true }
  const setupIntentId = idOf(session.setup_intent)
  const setupIntent = setupIntentId ? await stripe.setupIntents.retrieve(setupIntentId) : null
  const paymentMethod = idOf(setupIntent?.payment_method)
  if (setupIntent?.status !== 'succeeded' || !paymentMethod) {
    return { done: false, reason: `${name} saved no payment method` }
  }
  try {
    await switchTrial(stripe, trial, { priceId: price, planKey, paymentMethod, key: session.id })
  } catch (error) {
    if ((error as { type?: string }).type !== 'StripeCardError') throw error
    return { done: false, reason: `the card saved in ${name} was declined` }
  }
  return { done: true }
}
