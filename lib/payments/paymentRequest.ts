import 'server-only'
import type Stripe from 'stripe'
import type { z } from 'zod'
import { clerkBackend, type ClerkBackend } from '@/lib/auth/backend'
import { requireUser } from '@/lib/auth/requireUser'
import { jsonError } from '@/lib/http/json'
import { readJson } from '@/lib/http/readJson'
import { logValue } from '@/lib/log/requestValue'
import type { RateLimiter } from '@/lib/security/rateLimit'
import { refuseCrossOrigin } from '@/lib/security/sameOrigin'
import { CheckoutError } from './checkout'
import { buyerOf, type Buyer } from './clerkUsers'
import { getStripe, stripeConfig, warnAboutStripeConfig } from './stripe'

/**
 * What POST /api/checkout and POST /api/trial share: the signed-in buyer's JSON request from the site's own pages,
 * checked in the same order (signed out first, so the page can ask to sign in whatever else is wrong), then Stripe,
 * Clerk and what Clerk records about the buyer, and the same answers when Stripe fails.
 */

/** A plan key and an attempt id fit in far less; anything bigger is not a real request. */
const MAX_BODY_BYTES = 1024

export type PaymentRequestRules<Schema extends z.ZodType> = {
  /** What the log calls the request ("checkout", "trial"). */
  name: string
  schema: Schema
  /** The 400's message when the body is JSON but not what `schema` accepts. */
  invalidBodyText: string
  /** Counted per user before anything is looked up, so naming unknown plans spends a caller's attempts too. */
  limiter: RateLimiter
  limit: number
  tooManyText: string
}

/**
 * The signed-in user and their request's body, or the answer to give: 401, 403 from another site, 415/413/400 for a
 * body that is not the JSON `rules.schema` accepts, 429 past the user's allowance (with Retry-After).
 */
export async function readPaymentRequest<Schema extends z.ZodType>(
  request: Request,
  rules: PaymentRequestRules<Schema>,
): Promise<{ userId: string; data: z.infer<Schema>; response?: never } | { response: Response }> {
  const user = await requireUser()
  if (user.response) return user
  const crossOrigin = refuseCrossOrigin(request, `[payments] ${rules.name}`)
  if (crossOrigin) return { response: crossOrigin }
  // Capped while it streams: a chunked body without Content-Length is never buffered whole.
  const read = await readJson(request, MAX_BODY_BYTES)
  if (read.response) return read
  const parsed = rules.schema.safeParse(read.body)
  if (!parsed.success) return { response: jsonError(400, rules.invalidBodyText) }
  if (!(await rules.limiter.take(user.userId))) {
    console.warn(
      `[payments] ${rules.name} refused for ${logValue(user.userId)}: more than ${rules.limit} requests recently.`,
    )
    const retryAfterSeconds = Math.ceil((await rules.limiter.retryAfterMs(user.userId)) / 1000)
    return { response: jsonError(429, rules.tooManyText, { 'Retry-After': String(retryAfterSeconds) }) }
  }
  return { userId: user.userId, data: parsed.data }
}

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
