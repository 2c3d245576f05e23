import 'server-only'
import type Stripe from 'stripe'
import { sendServerGoal, SERVER_GOALS } from '@/lib/analytics/serverGoal'
import { clerkBackend } from '@/lib/auth/backend'
import { env } from '@/lib/env/server'
import { jsonError, jsonResponse } from '@/lib/http/json'
import { readTextWithin } from '@/lib/http/readTextWithin'
import { logValue } from '@/lib/log/requestValue'
import { logThrottled } from '@/lib/log/throttled'
import { getPlanByLookupKey } from '@/lib/sanity/content/pricing'
import { ACCOUNT_PATH } from '@/lib/site/routes'
import { type FulfilmentResult, syncFromEvent } from './fulfilment'
import { getStripe, stripeConfig, warnAboutStripeConfig } from './stripe'

/** Stripe's events are a few kilobytes; refuse anything absurd before verifying it. */
const MAX_BODY_BYTES = 512 * 1024

/**
 * POST /api/webhooks/stripe, fulfilment: Stripe calls it for checkout completions, subscription changes and invoices.
 * The signature is verified on the raw body; then the buyer's plan and status are synced from Stripe to their Clerk
 * user (see ./fulfilment.ts for what is trusted).
 * Any failure after verification answers 500, so Stripe retries the event later; an event about a user deleted from
 * Clerk is acknowledged (200, logged), since no retry can help.
 */
export async function answerStripeWebhook(request: Request): Promise<Response> {
  const config = stripeConfig()
  const stripe = getStripe(config)
  const clerk = clerkBackend()
  if (!stripe || !config.configured || !config.webhookSecret || !clerk) {
    warnAboutStripeConfig('webhook', config)
    if (!clerk)
      logThrottled(
        console,
        'warn',
        'stripe-webhook-without-clerk',
        '[payments] Stripe webhook refused: Clerk is not configured, so there is no user to update.',
      )
    return jsonError(503, 'Webhook not configured.')
  }
  const signature = request.headers.get('stripe-signature')
  if (!signature) return jsonError(400, 'Missing Stripe-Signature header.')
  // Capped while it streams: a chunked body without Content-Length is never buffered whole.
  const body = await readTextWithin(request, MAX_BODY_BYTES)
  if (body === null) return jsonError(413, 'Too large.')

  let event: Stripe.Event
  try {
    event = stripe.webhooks.constructEvent(body, signature, config.webhookSecret)
  } catch (error) {
    logThrottled(
      console,
      'warn',
      'stripe-webhook-signature',
      `[payments] Stripe webhook with an invalid signature refused: ${(error as Error).message}`,
    )
    return jsonError(400, 'Invalid signature.')
  }

  const eventName = `${event.type} ${logValue(event.id)}`
  try {
    const result = await syncFromEvent(event, { stripe, clerk, planForLookupKey: getPlanByLookupKey })
    return await fulfilmentAnswer(result, eventName)
  } catch (error) {
    console.error(`[payments] handling ${eventName} failed; Stripe will retry:`, error)
    return jsonError(500, 'Could not process the event.')
  }
}

/**
 * What Stripe is answered for a verified event, by what fulfilment made of it: 200 whenever a retry cannot change the
 * outcome (synced, ignored, refused, about a user gone), so Stripe stops sending it; each outcome logged its way.
 */
async function fulfilmentAnswer(result: FulfilmentResult, eventName: string): Promise<Response> {
  if (result.outcome === 'ignored') return jsonResponse(200, { received: true, ignored: result.reason })
  if (result.outcome === 'user-gone') {
    // Acknowledged: retrying cannot bring the user back, and Stripe would retry for three days.
    const ended = result.endedSubscriptions?.length
      ? `; ended the plans made for them ${result.endedSubscriptions.join(', ')}`
      : ''
    console.warn(`[payments] ${result.reason}: event ignored${ended}.`)
    return jsonResponse(200, { received: true, ignored: result.reason })
  }
  if (result.outcome === 'refused') {
    // Retrying cannot make it trustworthy: acknowledged, so Stripe stops sending it.
    console.warn(`[payments] ${eventName} refused: ${result.reason}.`)
    return jsonResponse(200, { received: true, refused: result.reason })
  }
  console.info(
    `[payments] ${eventName}: ${logValue(result.userId)} → ${logValue(result.metadata.plan)} (${result.metadata.status}${result.metadata.trial ? ', free trial' : ''})${result.expiredSessions.length ? `; expired their other open checkout sessions ${result.expiredSessions.join(', ')}` : ''}${result.endedTrials.length ? `; ended their free trial ${result.endedTrials.join(', ')} for the plan bought` : ''}`,
  )
  // Counted once per trial: fulfilment recorded the conversion on the user with this event only.
  if (result.convertedTrial)
    await sendServerGoal(SERVER_GOALS.trialConverted, new URL(ACCOUNT_PATH, env.NEXT_PUBLIC_SITE_URL).href)
  return jsonResponse(200, { received: true })
}
