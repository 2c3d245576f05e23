import 'server-only'
import type Stripe from 'stripe'
import { ACCOUNT_PATH } from '@/lib/site/routes'

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
