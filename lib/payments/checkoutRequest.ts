import 'server-only'
import { randomUUID } from 'node:crypto'
import { env } from '@/lib/env/server'
import { jsonError, jsonResponse } from '@/lib/http/json'
import { logValue } from '@/lib/log/requestValue'
import { getCheckoutRefusal, getPurchasablePlan } from '@/lib/sanity/content/pricing'
import { rateLimiterFor } from '@/lib/security/limiters'
import { CHECKOUT_RATE_LIMIT, checkoutRequestSchema, createCheckoutSession } from './checkout'
import { PLAN_STATUSES } from './clerkUsers'
import { paymentFailure, paymentServices, readPaymentRequest } from './paymentRequest'

/**
 * Per signed-in user, for all instances (REDIS_URL) or this one. While Redis is down each instance counts on
 * its own: buyers can still pay, and each instance still holds a script to the limit.
 */
const checkoutLimiter = rateLimiterFor('checkout', CHECKOUT_RATE_LIMIT, 'count-per-instance')

const UNAVAILABLE = 'Payments are not available right now.'

/**
 * POST /api/checkout: starts a purchase. The body is { planKey, attemptId? }; the answer { url } of a Stripe
 * Checkout Session. The price is never the browser's: the plan comes from content, its Stripe price by lookup key,
 * checked before the session is created. A buyer who already has a plan (as fulfilment recorded it in Clerk) gets
 * 409 instead of a second subscription, unless it is the free trial; a returning buyer (or one in the trial) checks
 * out as their Stripe customer.
 */
export async function answerCheckoutRequest(request: Request): Promise<Response> {
  const read = await readPaymentRequest(request, {
    name: 'checkout',
    schema: checkoutRequestSchema,
    invalidBodyText: 'Send only a plan key, e.g. {"planKey":"basic"}.',
    limiter: checkoutLimiter,
    limit: CHECKOUT_RATE_LIMIT.limit,
    tooManyText: 'Too many checkout attempts. Please wait a few minutes and try again.',
  })
  if (read.response) return read.response
  const { userId, data } = read
  const plan = await getPurchasablePlan(data.planKey)
  if (!plan) return jsonError(404, 'Unknown plan.')

  const services = await paymentServices('checkout', userId, UNAVAILABLE)
  if ('response' in services) return services.response
  const { stripe, buyer } = services
  // A buyer in the free trial may choose a yearly plan now: fulfilment then ends the trial (one subscription).
  const inTrial = buyer.trial && buyer.status === 'trialing'
  if (buyer.status && PLAN_STATUSES.has(buyer.status) && !inTrial) {
    console.info(`[payments] checkout refused for ${logValue(userId)}: their plan is ${logValue(buyer.status)}.`)
    return jsonError(409, (await getCheckoutRefusal()).alreadySubscribedText)
  }
  try {
    const session = await createCheckoutSession({
      stripe,
      plan,
      userId,
      email: buyer.email,
      customerId: buyer.customerId,
      origin: env.NEXT_PUBLIC_SITE_URL,
      attemptId: data.attemptId ?? randomUUID(),
    })
    if (!session.url) {
      console.error(`[payments] Stripe returned checkout session ${logValue(session.id)} without a URL.`)
      return jsonError(502, 'Stripe answered without a checkout address.')
    }
    return jsonResponse(200, { url: session.url })
  } catch (error) {
    return paymentFailure(error, 'creating the checkout session', 'Payment could not be started.')
  }
}
