import 'server-only'
import type Stripe from 'stripe'
import type { ClerkBackend, SubscriptionMetadata } from './clerkUsers'

/** The events that can change what a buyer has; everything else is acknowledged and ignored. */
export const HANDLED_EVENTS = new Set<string>([
  'checkout.session.completed',
  'checkout.session.async_payment_succeeded',
  'customer.subscription.created',
  'customer.subscription.updated',
  'customer.subscription.deleted',
  'invoice.paid',
  'invoice.payment_failed',
])

const idOf = (value: string | { id: string } | null | undefined) =>
  typeof value === 'string' ? value : (value?.id ?? null)

/** The subscription an event is about, and the user it belongs to if the event itself says so. */
function subjectOf(event: Stripe.Event): { subscriptionId: string | null; userId: string | null } {
  const object = event.data.object
  switch (event.type) {
    case 'checkout.session.completed':
    case 'checkout.session.async_payment_succeeded': {
      const session = object as Stripe.Checkout.Session
      return { subscriptionId: idOf(session.subscription), userId: session.client_reference_id }
    }
    case 'customer.subscription.created':
    case 'customer.subscription.updated':
    case 'customer.subscription.deleted':
      return { subscriptionId: (object as Stripe.Subscription).id, userId: null }
    case 'invoice.paid':
    case 'invoice.payment_failed': {
      const invoice = object as Stripe.Invoice
      return { subscriptionId: idOf(invoice.parent?.subscription_details?.subscription), userId: null }
    }
    default:
      return { subscriptionId: null, userId: null }
  }
}

export type PlanForLookupKey = (lookupKey: string) => Promise<{ planKey: string } | null>

export type FulfilmentResult =
  { outcome: 'ignored'; reason: string } | { outcome: 'synced'; userId: string; metadata: SubscriptionMetadata }

/**
 * Brings the buyer's Clerk user in line with Stripe. Whatever the event says, the subscription is read again
 * from Stripe and its current state is written, so duplicates and events arriving out of order end in the
 * same, right state.
 */
export async function syncFromEvent(
  event: Stripe.Event,
  { stripe, clerk, planForLookupKey }: { stripe: Stripe; clerk: ClerkBackend; planForLookupKey: PlanForLookupKey },
): Promise<FulfilmentResult> {
  if (!HANDLED_EVENTS.has(event.type)) return { outcome: 'ignored', reason: `event ${event.type} is not handled` }
  const subject = subjectOf(event)
  if (!subject.subscriptionId) return { outcome: 'ignored', reason: `${event.type} ${event.id} has no subscription` }
  const subscription = await stripe.subscriptions.retrieve(subject.subscriptionId)
  const userId = subscription.metadata?.userId || subject.userId
  if (!userId) return { outcome: 'ignored', reason: `subscription ${subscription.id} names no user` }

  const item = subscription.items.data[0]
  const lookupKey = item?.price.lookup_key
  const plan =
    (lookupKey ? (await planForLookupKey(lookupKey))?.planKey : null) ?? subscription.metadata?.planKey ?? null
  const periodEnd = item?.current_period_end
  const metadata: SubscriptionMetadata = {
    plan,
    status: subscription.status,
    subscriptionId: subscription.id,
    customerId: idOf(subscription.customer),
    currentPeriodEnd: periodEnd ? new Date(periodEnd * 1000).toISOString() : null,
    updatedAt: new Date().toISOString(),
  }
  // Clerk deep-merges metadata (a null removes its key): writing every field of `subscription` each time
  // leaves exactly the current state, and the user's other metadata untouched.
  await clerk.users.updateUserMetadata(userId, { publicMetadata: { subscription: metadata } })
  return { outcome: 'synced', userId, metadata }
}
