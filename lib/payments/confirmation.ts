import 'server-only'
import type Stripe from 'stripe'

export type Confirmation =
  { confirmed: true; lookupKey: string | null; planKey: string | null } | { confirmed: false; reason: string }

/** Stripe's Checkout Session ids: cs_test_… / cs_live_… (anything else is not looked up at all). */
const SESSION_ID = /^cs_(test|live)_[A-Za-z0-9]{1,200}$/

/**
 * Whether a Checkout Session is a completed, paid purchase by this user. Only confirms; fulfilment is the
 * webhook's. Unknown, unpaid or someone else's sessions (and any error) are "not confirmed".
 */
export async function confirmCheckout(
  stripe: Stripe | null,
  sessionId: string | undefined,
  userId: string | null,
): Promise<Confirmation> {
  if (!sessionId) return { confirmed: false, reason: 'no session id' }
  if (!SESSION_ID.test(sessionId)) return { confirmed: false, reason: 'not a checkout session id' }
  if (!stripe) return { confirmed: false, reason: 'Stripe is not configured' }
  if (!userId) return { confirmed: false, reason: 'nobody is signed in' }
  let session: Stripe.Checkout.Session
  try {
    session = await stripe.checkout.sessions.retrieve(sessionId, { expand: ['line_items.data.price'] })
  } catch (error) {
    return { confirmed: false, reason: `Stripe could not retrieve it: ${(error as Error).message}` }
  }
  if (session.client_reference_id !== userId) return { confirmed: false, reason: 'the session belongs to someone else' }
  if (session.status !== 'complete' || session.payment_status === 'unpaid') {
    return { confirmed: false, reason: `status ${session.status}, payment ${session.payment_status}` }
  }
  const price = session.line_items?.data[0]?.price
  return { confirmed: true, lookupKey: price?.lookup_key ?? null, planKey: session.metadata?.planKey ?? null }
}
