import 'server-only'
import type Stripe from 'stripe'
import { rateLimiterFor } from '@/lib/security/limiters'
import { ACCOUNT_PATH } from '@/lib/site/routes'

/**
 * Portal sessions one user may open before having to wait: each press asks Stripe for a session, and Stripe's API
 * allowance is the whole site's, so a script holding a session could spend it. A person presses a few times.
 */
export const BILLING_PORTAL_RATE_LIMIT = { limit: 10, windowMs: 10 * 60_000 } as const

/**
 * POST /api/billing-portal's allowance, per signed-in user (lib/auth/signedInRequest.ts): for all instances with
 * REDIS_URL, each counting on its own while Redis is unreachable (billing stays reachable), then 429 with Retry-After.
 */
export const billingPortalLimit = {
  limiter: rateLimiterFor('billing-portal', BILLING_PORTAL_RATE_LIMIT, 'count-per-instance'),
  tooManyText: 'Too many attempts. Please wait a few minutes and try again.',
}

/**
 * A Stripe Customer Portal session for the buyer's own Stripe customer, returning to /account (or only its
 * payment-method form, with `paymentMethod`). What the portal
 * offers (cancel, switch plans, card, invoices) is set in Stripe's Dashboard: docs/payments.md, "Billing management".
 */
export async function createBillingPortalSession(
  stripe: Stripe,
  customerId: string,
  origin: string,
  { paymentMethod = false }: { paymentMethod?: boolean } = {},
) {
  const session = await stripe.billingPortal.sessions.create({
    customer: customerId,
    return_url: new URL(ACCOUNT_PATH, origin).toString(),
    // "Add a payment method" during the free trial: straight to the portal's card form, then back to /account.
    ...(paymentMethod ? { flow_data: { type: 'payment_method_update' as const } } : {}),
  })
  return session.url
}
