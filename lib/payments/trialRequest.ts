import 'server-only'
import { readSignedInRequest } from '@/lib/auth/signedInRequest'
import { jsonError, jsonResponse } from '@/lib/http/json'
import { logValue } from '@/lib/log/requestValue'
import { getPlanByLookupKey } from '@/lib/sanity/content/pricing'
import { getTrialOffer } from '@/lib/sanity/content/trial'
import { rateLimiterFor } from '@/lib/security/limiters'
import { syncUser } from './fulfilment'
import { PAYMENT_REQUEST_MAX_BYTES, paymentFailure, paymentServices } from './paymentRequest'
import { startTrial, TRIAL_RATE_LIMIT, trialRequestSchema, type TrialOffer } from './trial'

/** Per signed-in user, for all instances (REDIS_URL) or this one; each instance on its own while Redis is down. */
const trialLimiter = rateLimiterFor('trial', TRIAL_RATE_LIMIT, 'count-per-instance')

const UNAVAILABLE = 'The free trial is not available right now.'

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
 * POST /api/trial: starts the signed-in user's card-free free trial. The body is {} (or { planKey } of the plan it
 * tries); the answer 200 { trial: { planKey, endsAt, alreadyRunning } } once the trial's subscription exists in
 * Stripe and is recorded on the Clerk user, the same for a retry of a trial already running, or 409
 * { reason: "trial-used" | "has-plan" }. One trial per person: ./trial.ts.
 */
export async function answerTrialRequest(request: Request): Promise<Response> {
  const read = await readSignedInRequest(request, {
    logName: '[payments] trial',
    body: {
      schema: trialRequestSchema,
      maxBytes: PAYMENT_REQUEST_MAX_BYTES,
      invalidText: 'Send {} or the key of the plan to try, e.g. {"planKey":"basic"}.',
    },
    limit: { limiter: trialLimiter, tooManyText: 'Too many attempts. Please wait a few minutes and try again.' },
  })
  if (read.response) return read.response
  const { userId, data } = read
  const offer = await trialOffer()
  if (!offer) {
    console.error('[payments] trial refused: the free trial in content names no plan sold online.')
    return jsonError(503, UNAVAILABLE)
  }
  if (data.planKey && data.planKey !== offer.plan.planKey) {
    return jsonError(400, `The free trial is of the ${offer.plan.title} plan only.`)
  }

  const services = await paymentServices('trial', userId, UNAVAILABLE)
  if ('response' in services) return services.response
  const { stripe, clerk, buyer } = services
  try {
    const result = await startTrial(stripe, offer, {
      userId,
      email: buyer.email ?? null,
      status: buyer.status,
      customerId: buyer.customerId,
    })
    if (result.outcome === 'has-plan' || result.outcome === 'trial-used') {
      console.info(`[payments] trial refused for ${logValue(userId)}: ${result.outcome}.`)
      return jsonResponse(409, {
        error: result.outcome === 'has-plan' ? 'This account has a plan.' : 'A trial was had already.',
        reason: result.outcome,
      })
    }
    const { subscription } = result
    const customerId = typeof subscription.customer === 'string' ? subscription.customer : subscription.customer.id
    // Recorded now rather than when the webhook comes, so /account shows the trial at once.
    await syncUser(userId, customerId, { stripe, clerk, planForLookupKey: getPlanByLookupKey })
    if (result.outcome === 'started')
      console.info(`[payments] trial ${logValue(subscription.id)} started for ${logValue(userId)}.`)
    const endsAt = subscription.trial_end ? new Date(subscription.trial_end * 1000).toISOString() : null
    return jsonResponse(200, {
      trial: { planKey: offer.plan.planKey, endsAt, alreadyRunning: result.outcome === 'running' },
    })
  } catch (error) {
    return paymentFailure(
      error,
      `starting the trial for ${logValue(userId)}`,
      'The trial could not be started. Please try again.',
    )
  }
}
