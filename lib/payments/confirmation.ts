import 'server-only'
import type Stripe from 'stripe'
import { rateLimiterFor } from '@/lib/security/limiters'
import type { RateLimiter } from '@/lib/security/rateLimit'
import { syncTrialPlanSetup, type SyncDependencies } from './fulfilment'
import { isTrialPlanSetup } from './trialPlan'

export type Confirmation =
  | { confirmed: true; lookupKey: string | null; planKey: string | null }
  /** `trialPlan`: the buyer's own return from giving a card to end the trial with a plan, which did not start. */
  | { confirmed: false; reason: string; trialPlan?: true }

/** Stripe's Checkout Session ids: cs_test_… / cs_live_… (anything else is not looked up at all). */
const SESSION_ID = /^cs_(test|live)_[A-Za-z0-9]{1,200}$/

/**
 * Look-ups one signed-in buyer may ask Stripe for: returning from Checkout and reloading a few times stays well under
 * 10 in 10 minutes, while a script cannot turn one account into a stream of Stripe API calls (made-up ids included).
 */
export const CONFIRMATION_RATE_LIMIT = { limit: 10, windowMs: 10 * 60_000 } as const

/** Per signed-in user, for all instances (REDIS_URL) or this one; each instance on its own while Redis is down. */
const confirmationLimiter = rateLimiterFor('payment-confirmation', CONFIRMATION_RATE_LIMIT, 'count-per-instance')

/**
 * Whether a Checkout Session is a completed, paid purchase by this user. Only confirms; fulfilment is the
 * webhook's, except for the card saved to end the free trial with a plan (./trialPlan.ts): with `fulfilment`, the
 * change is made here if the webhook has not made it yet, and confirmed once the plan is active. Unknown, unpaid or
 * someone else's sessions (and any error) are "not confirmed". Stripe is asked only for a well-formed id, by a
 * signed-in user within their allowance.
 */
export async function confirmCheckout(
  stripe: Stripe | null,
  sessionId: string | undefined,
  userId: string | null,
  limiter: RateLimiter = confirmationLimiter,
  fulfilment?: SyncDependencies,
): Promise<Confirmation> {
  if (!sessionId) return { confirmed: false, reason: 'no session id' }
  if (!SESSION_ID.test(sessionId)) return { confirmed: false, reason: 'not a checkout session id' }
  if (!stripe) return { confirmed: false, reason: 'Stripe is not configured' }
  if (!userId) return { confirmed: false, reason: 'nobody is signed in' }
  if (!(await limiter.take(userId)))
    return {
      confirmed: false,
      reason: `more than ${CONFIRMATION_RATE_LIMIT.limit} look-ups by this user recently: Stripe was not asked`,
    }
  let session: Stripe.Checkout.Session
  try {
    session = await stripe.checkout.sessions.retrieve(sessionId, { expand: ['line_items.data.price'] })
  } catch (error) {
    return { confirmed: false, reason: `Stripe could not retrieve it: ${(error as Error).message}` }
  }
  if (session.client_reference_id !== userId) return { confirmed: false, reason: 'the session belongs to someone else' }
  if (isTrialPlanSetup(session)) return confirmTrialPlan(session, fulfilment)
  if (session.status !== 'complete' || session.payment_status === 'unpaid') {
    return { confirmed: false, reason: `status ${session.status}, payment ${session.payment_status}` }
  }
  const price = session.line_items?.data[0]?.price
  return { confirmed: true, lookupKey: price?.lookup_key ?? null, planKey: session.metadata?.planKey ?? null }
}

/** The return from the setup session of a plan chosen during the trial: confirmed once the trial has become the plan. */
async function confirmTrialPlan(
  session: Stripe.Checkout.Session,
  fulfilment: SyncDependencies | undefined,
): Promise<Confirmation> {
  if (!fulfilment) return { confirmed: false, reason: 'a plan chosen during the trial needs Clerk to complete' }
  try {
    const result = await syncTrialPlanSetup(session, fulfilment)
    if (result.outcome !== 'synced') return { confirmed: false, reason: result.reason, trialPlan: true }
    if (result.metadata.status !== 'active')
      return { confirmed: false, reason: `the plan is ${result.metadata.status}`, trialPlan: true }
  } catch (error) {
    return { confirmed: false, reason: `the plan could not be changed: ${(error as Error).message}`, trialPlan: true }
  }
  return {
    confirmed: true,
    lookupKey: session.metadata?.lookupKey || null,
    planKey: session.metadata?.planKey ?? null,
  }
}
