import { clerkBackend } from '@/lib/auth/backend'
import { requireUser } from '@/lib/auth/requireUser'
import { jsonError, jsonResponse } from '@/lib/http/json'
import { logValue } from '@/lib/log/requestValue'
import { CheckoutError } from '@/lib/payments/checkout'
import { buyerOf, type Buyer } from '@/lib/payments/clerkUsers'
import { syncUser } from '@/lib/payments/fulfilment'
import { getStripe, stripeConfig, warnAboutStripeConfig } from '@/lib/payments/stripe'
import { startTrial, TRIAL_RATE_LIMIT, trialRequestSchema, type TrialOffer } from '@/lib/payments/trial'
import { getPlanByLookupKey } from '@/lib/sanity/content/pricing'
import { getTrialOffer } from '@/lib/sanity/content/trial'
import { readTextWithin } from '@/lib/security/bodyLimit'
import { rateLimiterFor } from '@/lib/security/limiters'
import { refuseCrossOrigin } from '@/lib/security/sameOrigin'

export const dynamic = 'force-dynamic'

/** An empty object or a plan key fits in far less. */
const MAX_BODY_BYTES = 1024

/** Per signed-in user, for all instances (REDIS_URL) or this one; each instance on its own while Redis is down. */
const trialLimiter = rateLimiterFor('trial', TRIAL_RATE_LIMIT, 'count-per-instance')

/** The trial's terms from content, when the plan it tries is sold online and listed for sale (as checkout asks). */
async function trialOffer(): Promise<TrialOffer | null> {
  const offer = await getTrialOffer()
  const plan = offer?.plan
  if (!offer?.trialDays || !plan?.planKey || plan.action !== 'checkout' || !plan.listed) return null
  return {
    trialDays: offer.trialDays,
    plan: {
      planKey: plan.planKey,
      title: plan.title ?? plan.planKey,
      stripeLookupKey: plan.stripeLookupKey,
      annualPriceUsd: plan.annualPriceUsd,
    },
  }
}

/**
 * Starts the signed-in user's card-free free trial: POST {} (or { planKey } of the plan it tries) from the site's own
 * pages; answers 200 { trial: { planKey, endsAt } } once the trial's subscription exists in Stripe and is recorded
 * on the Clerk user, the same for a retry of a trial already running, or 409 { reason: "trial-used" | "has-plan" }.
 * One trial per person: lib/payments/trial.ts.
 */
export async function POST(request: Request) {
  const user = await requireUser()
  if (user.response) return user.response
  const crossOrigin = refuseCrossOrigin(request, '[payments] trial')
  if (crossOrigin) return crossOrigin
  const contentType = request.headers.get('content-type') ?? ''
  if (!/^application\/json\s*(;|$)/i.test(contentType))
    return jsonError(415, 'Send JSON (Content-Type: application/json).')
  const text = await readTextWithin(request, MAX_BODY_BYTES)
  if (text === null) return jsonError(413, 'Request body too large.')
  let body: unknown
  try {
    body = JSON.parse(text || '{}')
  } catch {
    return jsonError(400, 'Malformed JSON.')
  }
  const parsed = trialRequestSchema.safeParse(body)
  if (!parsed.success) return jsonError(400, 'Send {} or the key of the plan to try, e.g. {"planKey":"basic"}.')

  if (!(await trialLimiter.take(user.userId))) {
    console.warn(`[payments] trial refused for ${logValue(user.userId)}: more than ${TRIAL_RATE_LIMIT.limit} requests.`)
    const retryAfterSeconds = Math.ceil((await trialLimiter.retryAfterMs(user.userId)) / 1000)
    return jsonError(429, 'Too many attempts. Please wait a few minutes and try again.', {
      'Retry-After': String(retryAfterSeconds),
    })
  }
  const offer = await trialOffer()
  if (!offer) {
    console.error('[payments] trial refused: the free trial in content names no plan sold online.')
    return jsonError(503, 'The free trial is not available right now.')
  }
  if (parsed.data.planKey && parsed.data.planKey !== offer.plan.planKey) {
    return jsonError(400, `The free trial is of the ${offer.plan.title} plan only.`)
  }

  const config = stripeConfig()
  const stripe = getStripe(config)
  const clerk = clerkBackend()
  if (!stripe || !clerk) {
    warnAboutStripeConfig('checkout', config)
    return jsonError(503, 'The free trial is not available right now.')
  }
  let buyer: Buyer
  try {
    buyer = await buyerOf(user.userId, clerk)
  } catch (error) {
    console.error(`[payments] trial refused for ${logValue(user.userId)}: Clerk failed (${(error as Error).message}).`)
    return jsonError(503, 'The free trial is not available right now.')
  }
  try {
    const result = await startTrial(stripe, offer, {
      userId: user.userId,
      email: buyer.email ?? null,
      status: buyer.status,
      customerId: buyer.customerId,
    })
    if (result.outcome === 'has-plan' || result.outcome === 'trial-used') {
      console.info(`[payments] trial refused for ${logValue(user.userId)}: ${result.outcome}.`)
      return jsonResponse(409, {
        error: result.outcome === 'has-plan' ? 'This account has a plan.' : 'A trial was had already.',
        reason: result.outcome,
      })
    }
    const { subscription } = result
    const customerId = typeof subscription.customer === 'string' ? subscription.customer : subscription.customer.id
    // Recorded now rather than when the webhook comes, so /account shows the trial at once.
    await syncUser(user.userId, customerId, { stripe, clerk, planForLookupKey: getPlanByLookupKey })
    if (result.outcome === 'started')
      console.info(`[payments] trial ${logValue(subscription.id)} started for ${logValue(user.userId)}.`)
    const endsAt = subscription.trial_end ? new Date(subscription.trial_end * 1000).toISOString() : null
    return jsonResponse(200, {
      trial: { planKey: offer.plan.planKey, endsAt, alreadyRunning: result.outcome === 'running' },
    })
  } catch (error) {
    if (error instanceof CheckoutError) {
      console.error(`[payments] ${error.message}`)
      return jsonError(error.status, error.publicMessage)
    }
    console.error(`[payments] starting the trial for ${logValue(user.userId)} failed:`, error)
    return jsonError(502, 'The trial could not be started. Please try again.')
  }
}
