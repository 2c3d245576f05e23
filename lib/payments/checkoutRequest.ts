import 'server-only'
import { randomUUID } from 'node:crypto'
import type Stripe from 'stripe'
import { readSignedInRequest } from '@/lib/auth/signedInRequest'
import { env } from '@/lib/env/server'
import { jsonError, jsonResponse } from '@/lib/http/json'
import { logValue } from '@/lib/log/requestValue'
import { getCheckoutRefusal, getPlanByLookupKey, getPurchasablePlan } from '@/lib/sanity/content/pricing'
import { ACCOUNT_PATH, TRIAL_PLAN_CHOICE_ID } from '@/lib/site/routes'
import { rateLimiterFor } from '@/lib/security/limiters'
import { CHECKOUT_RATE_LIMIT, checkoutRequestSchema, createCheckoutSession } from './checkout'
import { PLAN_STATUSES } from './clerkUsers'
import { syncUser } from './fulfilment'
import { PAYMENT_REQUEST_MAX_BYTES, paymentFailure, paymentServices } from './paymentRequest'
import { choosePlanDuringTrial } from './trialPlan'
import { runningTrialOf } from './trialSubscription'

/**
 * Per signed-in user, for all instances (REDIS_URL) or this one. While Redis is down each instance counts on
 * its own: buyers can still pay, and each instance still holds a script to the limit.
 */
const checkoutLimiter = rateLimiterFor('checkout', CHECKOUT_RATE_LIMIT, 'count-per-instance')

const UNAVAILABLE = 'Payments are not available right now.'

/** The Checkout Session's address for the browser to follow. */
function checkoutAnswer(session: Stripe.Checkout.Session): Response {
  if (!session.url) {
    console.error(`[payments] Stripe returned checkout session ${logValue(session.id)} without a URL.`)
    return jsonError(502, 'Stripe answered without a checkout address.')
  }
  return jsonResponse(200, { url: session.url })
}

/**
 * POST /api/checkout: starts a purchase. The body is { planKey, attemptId? }; the answer { url } of a Stripe
 * Checkout Session. The price is never the browser's: the plan comes from content, its Stripe price by lookup key,
 * checked before the session is created. A buyer who already has a plan (as fulfilment recorded it in Clerk) gets
 * 409 instead of a second subscription; a returning buyer checks out as their Stripe customer. A buyer in the free
 * trial chooses the plan for the trial's own subscription (./trialPlan.ts), from /account's choice (`endTrial`): the
 * answer is then /account (done at once, with a card on file) or a setup-mode Checkout Session (to give one first);
 * from any other plan button, the answer is that choice's place on /account, and nothing is charged.
 */
export async function answerCheckoutRequest(request: Request): Promise<Response> {
  const read = await readSignedInRequest(request, {
    logName: '[payments] checkout',
    body: {
      schema: checkoutRequestSchema,
      maxBytes: PAYMENT_REQUEST_MAX_BYTES,
      invalidText: 'Send only a plan key, e.g. {"planKey":"basic"}.',
    },
    limit: {
      limiter: checkoutLimiter,
      tooManyText: 'Too many checkout attempts. Please wait a few minutes and try again.',
    },
  })
  if (read.response) return read.response
  const { userId, data } = read
  const plan = await getPurchasablePlan(data.planKey)
  if (!plan) return jsonError(404, 'Unknown plan.')

  const services = await paymentServices('checkout', userId, UNAVAILABLE)
  if ('response' in services) return services.response
  const { stripe, clerk, buyer } = services
  const origin = env.NEXT_PUBLIC_SITE_URL
  const attemptId = data.attemptId ?? randomUUID()
  const fulfilment = { stripe, clerk, planForLookupKey: getPlanByLookupKey }
  let status = buyer.status
  try {
    // A buyer in the free trial may choose a yearly plan now: the trial's own subscription becomes it.
    const recordedTrialId = buyer.trial && buyer.status === 'trialing' ? buyer.subscriptionId : null
    const trial = recordedTrialId ? await runningTrialOf(stripe, userId, recordedTrialId) : null
    if (recordedTrialId && !trial && buyer.customerId) {
      // The record says the trial runs, Stripe that it ended (its webhook is on its way): the record is brought in
      // line first, so a trial ended without a card does not refuse the buyer as "already subscribed".
      const synced = await syncUser(userId, buyer.customerId, fulfilment)
      status = synced.outcome === 'synced' ? synced.metadata.status : null
    }
    if (trial) {
      // Only /account's choice, which says so, ends the trial and charges the year; a plan button anywhere else (the
      // pricing page) leads the buyer there first.
      if (!data.endTrial) return jsonResponse(200, { url: `${origin}${ACCOUNT_PATH}#${TRIAL_PLAN_CHOICE_ID}` })
      const choice = await choosePlanDuringTrial({ stripe, trial, plan, userId, origin, attemptId })
      if (choice.outcome === 'needs-payment-method') return checkoutAnswer(choice.session)
      console.info(`[payments] trial ${logValue(trial.id)} of ${logValue(userId)} is now ${logValue(plan.planKey)}.`)
      // Recorded now rather than when the webhook comes, so /account shows the plan at once. The plan is bought
      // either way: should Clerk fail now, the webhook's events record it, and the buyer is not told it failed.
      await syncUser(userId, choice.customerId, fulfilment).catch((error: unknown) =>
        console.error(`[payments] recording ${logValue(userId)}'s plan failed; the webhook will record it:`, error),
      )
      return jsonResponse(200, { url: `${origin}${ACCOUNT_PATH}` })
    }
  } catch (error) {
    return paymentFailure(error, `choosing ${logValue(plan.planKey)} during the trial`, 'Payment could not be started.')
  }
  if (status && PLAN_STATUSES.has(status)) {
    console.info(`[payments] checkout refused for ${logValue(userId)}: their plan is ${logValue(status)}.`)
    return jsonError(409, (await getCheckoutRefusal()).alreadySubscribedText)
  }
  try {
    const session = await createCheckoutSession({
      stripe,
      plan,
      userId,
      email: buyer.email,
      customerId: buyer.customerId,
      origin,
      attemptId,
    })
    return checkoutAnswer(session)
  } catch (error) {
    return paymentFailure(error, 'creating the checkout session', 'Payment could not be started.')
  }
}
