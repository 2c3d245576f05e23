import 'server-only'
import type Stripe from 'stripe'
import { z } from 'zod'
import { CheckoutError, resolvePrice, type PurchasablePlan } from './checkout'
import { PLAN_STATUSES } from './clerkUsers'
import { trialEmailDigest, trialEmailKey } from './trialEmail'
import { isTrialSubscription } from './trialSubscription'

/**
 * The card-free free trial (docs/payments.md, "The free trial"): a subscription this server creates on the tried
 * plan's yearly price with `trial_period_days` and no payment method, which Stripe cancels at the end of the trial
 * unless the customer has added one by then (`trial_settings.end_behavior.missing_payment_method: cancel`), in which
 * case it becomes the paid plan. Its metadata says `trial: "true"`: that, on the Stripe customers of the account and
 * of its email address, is the record of who had a trial.
 */

/** What the browser may send: nothing, or the key of the plan it means to try. */
export const trialRequestSchema = z
  .object({
    planKey: z
      .string()
      .regex(/^[a-z][a-z0-9-]{0,39}$/, 'a plan key such as "basic"')
      .optional(),
  })
  .strict()

/** Trial requests one user may make before having to wait: a few reloads and retries stay well under it. */
export const TRIAL_RATE_LIMIT = { limit: 10, windowMs: 10 * 60_000 } as const

/** The trial as content sets it (lib/sanity/content/trial.ts), with the plan it tries. */
export type TrialOffer = { trialDays: number; plan: PurchasablePlan }

/** Who asks for a trial, as Clerk knows them. */
export type TrialApplicant = {
  userId: string
  email: string | null
  /** The status of the plan fulfilment recorded on the account, if any. */
  status: string | null
  /** The Stripe customer fulfilment recorded on the account, if any. */
  customerId: string | null
}

export type TrialOutcome =
  | { outcome: 'started'; subscription: Stripe.Subscription }
  /** This account's own trial, already running: a second tab or a retry gets it back, not a second one. */
  | { outcome: 'running'; subscription: Stripe.Subscription }
  | { outcome: 'has-plan' }
  | { outcome: 'trial-used' }

/**
 * The address the trial's Stripe customer is created with: trimmed and lower-cased, as Clerk stores addresses, so
 * Stripe's exact, strongly consistent `email` filter on customers finds it again. It stays the address the person
 * gave (Stripe writes to it); who had a trial is compared by `trialEmailKey` (./trialEmail.ts).
 */
export const normaliseEmail = (email: string) => email.trim().toLowerCase()

async function customerIdsByEmail(stripe: Stripe, email: string): Promise<string[]> {
  const ids: string[] = []
  for await (const customer of stripe.customers.list({ email, limit: 100 })) ids.push(customer.id)
  return ids
}

async function subscriptionsOf(stripe: Stripe, customer: string): Promise<Stripe.Subscription[]> {
  const subscriptions: Stripe.Subscription[] = []
  for await (const subscription of stripe.subscriptions.list({ customer, status: 'all', limit: 100 })) {
    subscriptions.push(subscription)
  }
  return subscriptions
}

/** The trial subscriptions whose `trialEmail` is this digest: any account's, any customer's, any status. */
async function trialsByEmailDigest(stripe: Stripe, digest: string): Promise<Stripe.Subscription[]> {
  const found: Stripe.Subscription[] = []
  // The digest is hex, so it needs no escaping inside the query's quotes.
  for await (const subscription of stripe.subscriptions.search({
    query: `metadata['trialEmail']:'${digest}'`,
    limit: 100,
  })) {
    found.push(subscription)
  }
  return found
}

/**
 * Whether the applicant may have a trial, from Stripe itself: the subscriptions of the account's recorded customer, of
 * every customer whose email is the account's address or its trial key (`trialEmailKey`: sub-address dropped, Gmail's
 * dots too), and every trial subscription whose `trialEmail` metadata is the key's digest (so also the trial of a
 * deleted account, whose customer deletion redacted, or of another account under another spelling of the address).
 * The customer lists are exact and immediate; Stripe's search lags by up to a minute, so two accounts made with two
 * spellings within that minute could each start one. A trial there, or a plan of this account's, refuses it; this
 * account's own running trial is given back.
 */
export async function trialEligibility(
  stripe: Stripe,
  applicant: TrialApplicant,
): Promise<Exclude<TrialOutcome, { outcome: 'started' }> | { outcome: 'eligible' }> {
  if (applicant.status && PLAN_STATUSES.has(applicant.status) && applicant.status !== 'trialing') {
    return { outcome: 'has-plan' }
  }
  const customers = new Set(applicant.customerId ? [applicant.customerId] : [])
  const byDigest = applicant.email ? await trialsByEmailDigest(stripe, trialEmailDigest(applicant.email)) : []
  if (applicant.email) {
    for (const email of new Set([normaliseEmail(applicant.email), trialEmailKey(applicant.email)])) {
      for (const id of await customerIdsByEmail(stripe, email)) customers.add(id)
    }
  }
  const listed = (await Promise.all([...customers].map((id) => subscriptionsOf(stripe, id)))).flat()
  const subscriptions = [
    ...new Map([...listed, ...byDigest].map((subscription) => [subscription.id, subscription])).values(),
  ]
  const running = subscriptions.find(
    (subscription) =>
      isTrialSubscription(subscription) &&
      subscription.metadata.userId === applicant.userId &&
      subscription.status === 'trialing',
  )
  if (running) return { outcome: 'running', subscription: running }
  if (subscriptions.some(isTrialSubscription)) return { outcome: 'trial-used' }
  const ownPlan = subscriptions.some(
    (subscription) => subscription.metadata.userId === applicant.userId && PLAN_STATUSES.has(subscription.status),
  )
  return ownPlan ? { outcome: 'has-plan' } : { outcome: 'eligible' }
}

/**
 * Starts the applicant's free trial, or says why not. Idempotent per account: the customer and the subscription are
 * created with keys made of the user id (and the trial's terms), so two tabs, a double click or a retry after a
 * failure half-way create one customer and one subscription, and Stripe answers the later requests with the first
 * one's objects for 24 hours; after that the trial itself, found by `trialEligibility`, answers.
 */
export async function startTrial(stripe: Stripe, offer: TrialOffer, applicant: TrialApplicant): Promise<TrialOutcome> {
  const eligibility = await trialEligibility(stripe, applicant)
  if (eligibility.outcome !== 'eligible') return eligibility
  if (!applicant.email) {
    throw new CheckoutError(
      `User ${applicant.userId} has no email address: trials are counted by email.`,
      409,
      'An account needs a verified email address to start a trial.',
    )
  }
  const price = await resolvePrice(stripe, offer.plan)
  const metadata = {
    userId: applicant.userId,
    planKey: offer.plan.planKey,
    trial: 'true',
    trialEmail: trialEmailDigest(applicant.email),
  }
  const customerId =
    applicant.customerId ??
    (
      await stripe.customers.create(
        { email: normaliseEmail(applicant.email), metadata: { userId: applicant.userId } },
        { idempotencyKey: `trial-customer:${applicant.userId}` },
      )
    ).id
  const subscription = await stripe.subscriptions.create(
    {
      customer: customerId,
      items: [{ price: price.id, quantity: 1 }],
      trial_period_days: offer.trialDays,
      // No card is asked for: without one by the end, Stripe cancels the subscription (no invoice, no charge).
      trial_settings: { end_behavior: { missing_payment_method: 'cancel' } },
      metadata,
    },
    { idempotencyKey: `trial-subscription:${applicant.userId}:${price.id}:${offer.trialDays}` },
  )
  return { outcome: 'started', subscription }
}
