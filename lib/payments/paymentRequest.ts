import 'server-only'
import type Stripe from 'stripe'
import { clerkBackend, type ClerkBackend } from '@/lib/auth/backend'
import { jsonError } from '@/lib/http/json'
import { logValue } from '@/lib/log/requestValue'
import { CheckoutError } from './checkout'
import { buyerOf, type Buyer } from './clerkUsers'
import { getStripe, stripeConfig, warnAboutStripeConfig } from './stripe'

/**
 * What POST /api/checkout and POST /api/trial share once the request is read (lib/auth/signedInRequest.ts): Stripe,
 * Clerk and what Clerk records about the buyer, and the same answers when Stripe fails.
 */

/** A plan key and an attempt id fit in far less; anything bigger is not a real request. */
export const PAYMENT_REQUEST_MAX_BYTES = 1024

export type PaymentServices = { stripe: Stripe; clerk: ClerkBackend; buyer: Buyer }

/**
 * Stripe, Clerk and the buyer as Clerk records them, or 503 with `unavailableText`. Nothing starts blind to a plan
 * the buyer may already have: when Clerk cannot tell, the answer is 503 too.
 */
export async function paymentServices(
  name: string,
  userId: string,
  unavailableText: string,
): Promise<PaymentServices | { response: Response }> {
  const config = stripeConfig()
  const stripe = getStripe(config)
  const clerk = clerkBackend()
  if (!stripe || !clerk) {
    warnAboutStripeConfig('checkout', config)
    return { response: jsonError(503, unavailableText) }
  }
  try {
    return { stripe, clerk, buyer: await buyerOf(userId, clerk) }
  } catch (error) {
    console.error(
      `[payments] ${name} refused for ${logValue(userId)}: Clerk could not tell whether they have a plan (${(error as Error).message}).`,
    )
    return { response: jsonError(503, unavailableText) }
  }
}

/**
 * The answer when the work with Stripe failed: a CheckoutError's own status and public message (content and Stripe
 * disagree), else 502 with `failedText` (Stripe unreachable or refusing). The details go to the log only.
 */
export function paymentFailure(error: unknown, what: string, failedText: string): Response {
  if (error instanceof CheckoutError) {
    console.error(`[payments] ${error.message}`)
    return jsonError(error.status, error.publicMessage)
  }
  console.error(`[payments] ${what} failed:`, error)
  return jsonError(502, failedText)
}
