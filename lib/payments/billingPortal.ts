import 'server-only'
import type Stripe from 'stripe'
import { ACCOUNT_PATH } from '@/lib/site/routes'

/**
 * A Stripe Customer Portal session for the buyer's own Stripe customer, returning to /account. What the portal
 * offers (cancel, switch plans, card, invoices) is set in Stripe's Dashboard: docs/payments.md, "Billing management".
 */
export async function createBillingPortalSession(stripe: Stripe, customerId: string, origin: string) {
  const session = await stripe.billingPortal.sessions.create({
    customer: customerId,
    return_url: new URL(ACCOUNT_PATH, origin).toString(),
  })
  return session.url
}
