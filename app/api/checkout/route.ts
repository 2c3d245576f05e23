import { randomUUID } from 'node:crypto'
import { requireUser } from '@/lib/auth/requireUser'
import { jsonError, jsonResponse } from '@/lib/http/json'
import { env } from '@/lib/env/server'
import {
  CHECKOUT_RATE_LIMIT,
  checkoutRequestSchema,
  CheckoutError,
  createCheckoutSession,
} from '@/lib/payments/checkout'
import { buyerOf, PLAN_STATUSES, type Buyer } from '@/lib/payments/clerkUsers'
import { getStripe, stripeConfig, warnAboutStripeConfig } from '@/lib/payments/stripe'
import { getCheckoutRefusal, getPurchasablePlan } from '@/lib/sanity/content/pricing'
import { readTextWithin } from '@/lib/security/bodyLimit'
import { rateLimiterFor } from '@/lib/security/limiters'
import { refuseCrossOrigin } from '@/lib/security/sameOrigin'
import { logValue } from '@/lib/log/requestValue'

export const dynamic = 'force-dynamic'

/** A plan key and an attempt id fit in far less; anything bigger is not a real request. */
const MAX_BODY_BYTES = 1024

/**
 * Per signed-in user, for all instances (REDIS_URL) or this one. While Redis is down each instance counts on
 * its own: buyers can still pay, and each instance still holds a script to the limit.
 */
const checkoutLimiter = rateLimiterFor('checkout', CHECKOUT_RATE_LIMIT, 'count-per-instance')

/**
 * Starts a purchase: POST { planKey, attemptId? } from the site's own pages; answers { url } of a Stripe
 * Checkout Session. The price is never the browser's: the plan comes from content, its Stripe price by
 * lookup key, checked before the session is created. A buyer who already has a plan (as fulfilment recorded
 * it in Clerk) gets 409 instead of a second subscription, unless it is the free trial; a returning buyer (or one
 * in the trial) checks out as their Stripe customer.
 */
export async function POST(request: Request) {
  // Signed out comes first, so the page can ask the buyer to sign in whatever else is wrong.
  const user = await requireUser()
  if (user.response) return user.response
  const crossOrigin = refuseCrossOrigin(request, '[payments] checkout')
  if (crossOrigin) return crossOrigin
  const contentType = request.headers.get('content-type') ?? ''
  if (!/^application\/json\s*(;|$)/i.test(contentType))
    return jsonError(415, 'Send JSON (Content-Type: application/json).')
  // Capped while it streams: a chunked body without Content-Length is never buffered whole.
  const text = await readTextWithin(request, MAX_BODY_BYTES)
  if (text === null) return jsonError(413, 'Request body too large.')
  let body: unknown
  try {
    body = JSON.parse(text)
  } catch {
    return jsonError(400, 'Malformed JSON.')
  }
  const parsed = checkoutRequestSchema.safeParse(body)
  if (!parsed.success) return jsonError(400, 'Send only a plan key, e.g. {"planKey":"basic"}.')

  // Counted before anything is looked up, so naming unknown plans spends a caller's attempts too.
  if (!(await checkoutLimiter.take(user.userId))) {
    console.warn(
      `[payments] checkout refused for ${logValue(user.userId)}: more than ${CHECKOUT_RATE_LIMIT.limit} requests recently.`,
    )
    const retryAfterSeconds = Math.ceil((await checkoutLimiter.retryAfterMs(user.userId)) / 1000)
    return jsonError(429, 'Too many checkout attempts. Please wait a few minutes and try again.', {
      'Retry-After': String(retryAfterSeconds),
    })
  }
  const plan = await getPurchasablePlan(parsed.data.planKey)
  if (!plan) return jsonError(404, 'Unknown plan.')

  const config = stripeConfig()
  const stripe = getStripe(config)
  if (!stripe) {
    warnAboutStripeConfig('checkout', config)
    return jsonError(503, 'Payments are not available right now.')
  }
  let buyer: Buyer
  try {
    buyer = await buyerOf(user.userId)
  } catch (error) {
    // Without knowing whether the buyer already pays for a plan, no second subscription may start.
    console.error(
      `[payments] checkout refused for ${logValue(user.userId)}: Clerk could not tell whether they have a plan (${(error as Error).message}).`,
    )
    return jsonError(503, 'Payments are not available right now.')
  }
  // A buyer in the free trial may choose a yearly plan now: fulfilment then ends the trial (one subscription).
  const inTrial = buyer.trial && buyer.status === 'trialing'
  if (buyer.status && PLAN_STATUSES.has(buyer.status) && !inTrial) {
    console.info(`[payments] checkout refused for ${logValue(user.userId)}: their plan is ${logValue(buyer.status)}.`)
    return jsonError(409, (await getCheckoutRefusal()).alreadySubscribedText)
  }
  try {
    const session = await createCheckoutSession({
      stripe,
      plan,
      userId: user.userId,
      email: buyer.email,
      customerId: buyer.customerId,
      origin: env.NEXT_PUBLIC_SITE_URL,
      attemptId: parsed.data.attemptId ?? randomUUID(),
    })
    if (!session.url) {
      console.error(`[payments] Stripe returned checkout session ${logValue(session.id)} without a URL.`)
      return jsonError(502, 'Stripe answered without a checkout address.')
    }
    return jsonResponse(200, { url: session.url })
  } catch (error) {
    if (error instanceof CheckoutError) {
      console.error(`[payments] ${error.message}`)
      return jsonError(error.status, error.publicMessage)
    }
    console.error('[payments] creating the checkout session failed:', error)
    return jsonError(502, 'Payment could not be started.')
  }
}
