import 'server-only'
import type Stripe from 'stripe'
import type { ClerkBackend } from '@/lib/auth/backend'
import { logValue } from '@/lib/log/requestValue'
import { ENDED_STATUSES, PLAN_STATUSES, recordedSubscription, type SubscriptionMetadata } from './clerkUsers'
import { completeTrialPlanSetup, isTrialPlanSetup } from './trialPlan'
import { isTrialSubscription } from './trialSubscription'

const idOf = (value: string | { id: string } | null | undefined) =>
  typeof value === 'string' ? value : (value?.id ?? null)

/** What an event points at: the customer whose subscriptions to read, its subscription, its user if it names one. */
type Subject = { customerId: string | null; subscriptionId: string | null; userId: string | null }

/**
 * The subject of an event that can change what a buyer has (null for every other event), or why it is refused.
 */
function subjectOf(event: Stripe.Event): Subject | { refused: string } | null {
  const object = event.data.object
  switch (event.type) {
    case 'checkout.session.completed':
    case 'checkout.session.async_payment_succeeded': {
      const session = object as Stripe.Checkout.Session
      // Anyone can put a user id in client_reference_id (a Payment Link takes it from its URL), while only this
      // server sets metadata (it takes the secret key): the session names a user only where both agree.
      const userId = session.metadata?.userId ?? null
      if (session.client_reference_id !== userId) {
        return {
          refused: `checkout session ${logValue(session.id)} names ${logValue(session.client_reference_id)} as client_reference_id but ${logValue(userId)} in its metadata`,
        }
      }
      return { customerId: idOf(session.customer), subscriptionId: idOf(session.subscription), userId }
    }
    case 'customer.subscription.created':
    case 'customer.subscription.trial_will_end':
    case 'customer.subscription.updated':
    case 'customer.subscription.deleted': {
      const subscription = object as Stripe.Subscription
      return { customerId: idOf(subscription.customer), subscriptionId: subscription.id, userId: null }
    }
    case 'invoice.paid':
    case 'invoice.payment_failed': {
      const invoice = object as Stripe.Invoice
      return {
        customerId: idOf(invoice.customer),
        subscriptionId: idOf(invoice.parent?.subscription_details?.subscription),
        userId: null,
      }
    }
    default:
      return null
  }
}

/** Every subscription of a customer, whatever its status (without `status: 'all'` Stripe leaves canceled ones out). */
async function subscriptionsOf(stripe: Stripe, customer: string): Promise<Stripe.Subscription[]> {
  const subscriptions: Stripe.Subscription[] = []
  for await (const subscription of stripe.subscriptions.list({ customer, status: 'all', limit: 100 })) {
    subscriptions.push(subscription)
  }
  return subscriptions
}

const periodEnd = (subscription: Stripe.Subscription) => subscription.items.data[0]?.current_period_end ?? 0

/**
 * Orders a buyer's subscriptions, the one that decides their plan last: one that gives a plan beats one that does
 * not, then the latest period end; the id settles exact ties, so every event picks the same one.
 */
const byPrecedence = (a: Stripe.Subscription, b: Stripe.Subscription) =>
  Number(PLAN_STATUSES.has(a.status)) - Number(PLAN_STATUSES.has(b.status)) ||
  periodEnd(a) - periodEnd(b) ||
  (a.id < b.id ? -1 : a.id > b.id ? 1 : 0)

export type PlanForLookupKey = (lookupKey: string) => Promise<{ planKey: string } | null>

export type FulfilmentResult =
  | { outcome: 'ignored'; reason: string }
  | { outcome: 'refused'; reason: string }
  /** The buyer's Clerk user was deleted: nothing to write, ever (Stripe must not retry for days). */
  /** The user's account is gone; `endedSubscriptions`: the running plans made for it, ended (endPlansOfGoneUser). */
  | { outcome: 'user-gone'; reason: string; endedSubscriptions?: string[] }
  | {
      outcome: 'synced'
      userId: string
      metadata: SubscriptionMetadata
      expiredSessions: string[]
      /** Free trials cancelled because a yearly plan bought beside them took their place. */
      endedTrials: string[]
      /** This event is the trial's first paid invoice: it became the paid plan (counted once). */
      convertedTrial: boolean
    }

/** Clerk's answer for a user that does not exist (any more): a ClerkAPIResponseError with status 404. */
const isNotFound = (error: unknown) => (error as { status?: unknown } | null)?.status === 404

/** How long Stripe keeps a Checkout Session open at most: older ones have expired on their own. */
const SESSION_LIFETIME_SECONDS = 24 * 60 * 60

/**
 * The user's Checkout Sessions still open, but `except`, expired: once one is paid, so that none of the others (started
 * in another tab) can become a second subscription; when the account is deleted, so that a tab left open cannot buy a
 * plan for it. Sessions name their user in metadata only this server writes.
 */
export async function expireOpenSessionsOf(stripe: Stripe, userId: string, except?: string): Promise<string[]> {
  const expired: string[] = []
  const since = Math.floor(Date.now() / 1000) - SESSION_LIFETIME_SECONDS
  for await (const session of stripe.checkout.sessions.list({ status: 'open', created: { gte: since }, limit: 100 })) {
    if (session.id === except || session.metadata?.userId !== userId) continue
    try {
      await stripe.checkout.sessions.expire(session.id)
      expired.push(session.id)
    } catch {
      // Completed or expired since it was listed: nothing left to do about it here.
    }
  }
  return expired
}

/**
 * Brings the buyer's Clerk user in line with Stripe. Whatever the event says, the buyer's subscriptions are all
 * read again from Stripe and the one that decides their plan is written, so duplicates, events arriving out of
 * order and late events about an old subscription all end in the same, present state.
 */
export async function syncFromEvent(event: Stripe.Event, dependencies: SyncDependencies): Promise<FulfilmentResult> {
  const subject = subjectOf(event)
  if (!subject) return { outcome: 'ignored', reason: `event ${event.type} is not handled` }
  if ('refused' in subject) return { outcome: 'refused', reason: subject.refused }
  const eventName = `${event.type} ${logValue(event.id)}`
  if (!subject.customerId) return { outcome: 'ignored', reason: `${eventName} names no customer` }

  const { stripe } = dependencies
  const listed = await subscriptionsOf(stripe, subject.customerId)
  // The user is only ever taken from metadata this server wrote (see subjectOf).
  const userId = subject.userId ?? listed.find(({ id }) => id === subject.subscriptionId)?.metadata.userId
  if (!userId) return { outcome: 'ignored', reason: `${eventName} is about no subscription of a site user` }
  const paidInvoice = event.type === 'invoice.paid' ? (event.data.object as Stripe.Invoice) : undefined
  const paidSession = event.type.startsWith('checkout.session.') ? (event.data.object as Stripe.Checkout.Session) : null
  // A card saved to end the trial with a plan: the trial becomes that plan first (so the subscriptions are read again).
  const trialPlanSetup = paidSession && isTrialPlanSetup(paidSession)
  if (trialPlanSetup) {
    const completed = await completeTrialPlanSetup(stripe, paidSession)
    if (!completed.done) return { outcome: 'refused', reason: completed.reason }
  }
  const result = await syncUser(userId, subject.customerId, dependencies, {
    eventName,
    listed: trialPlanSetup ? undefined : listed,
    paidInvoice,
  })
  if (result.outcome === 'user-gone')
    return { ...result, endedSubscriptions: await endPlansOfGoneUser(stripe, listed, userId) }
  if (result.outcome !== 'synced') return result
  const expiredSessions = paidSession ? await expireOpenSessionsOf(stripe, userId, paidSession.id) : []
  return { ...result, expiredSessions }
}

export type SyncDependencies = { stripe: Stripe; clerk: ClerkBackend; planForLookupKey: PlanForLookupKey }

/**
 * The buyer's return from a setup session that ends their trial with a plan (./trialPlan.ts): the same work as the
 * webhook's checkout.session.completed, for whichever comes first (Stripe's advice: fulfil from both, idempotently).
 */
export async function syncTrialPlanSetup(
  session: Stripe.Checkout.Session,
  dependencies: SyncDependencies,
): Promise<FulfilmentResult> {
  const completed = await completeTrialPlanSetup(dependencies.stripe, session)
  const customerId = idOf(session.customer)
  if (!completed.done || !customerId) {
    return {
      outcome: 'refused',
      reason: completed.done ? `session ${logValue(session.id)} has no customer` : completed.reason,
    }
  }
  return syncUser(session.metadata!.userId, customerId, dependencies, {
    eventName: `return from ${logValue(session.id)}`,
  })
}

/**
 * The first paid invoice of a free trial's subscription: the trial became the paid plan. (The trial's own first
 * invoice is for nothing.)
 */
const convertsTrial = (invoice: Stripe.Invoice | undefined, subscription: Stripe.Subscription) =>
  Boolean(
    invoice &&
    isTrialSubscription(subscription) &&
    idOf(invoice.parent?.subscription_details?.subscription) === subscription.id &&
    invoice.amount_paid > 0,
  )

/**
 * Ends the user's free trial once a yearly plan bought beside it is theirs: one subscription per buyer. A trial that
 * ended or was cancelled already is left alone (Stripe refuses to cancel it twice).
 */
async function endTrialsBeside(stripe: Stripe, current: Stripe.Subscription, theirs: Stripe.Subscription[]) {
  if (isTrialSubscription(current) || !PLAN_STATUSES.has(current.status) || current.status === 'trialing') return []
  const ended: string[] = []
  for (const trial of theirs.filter((subscription) => isTrialSubscription(subscription))) {
    if (trial.id === current.id || trial.status !== 'trialing') continue
    try {
      await stripe.subscriptions.cancel(trial.id)
      ended.push(trial.id)
    } catch (error) {
      // Ended by Stripe or another delivery in the meantime: nothing left to do.
      if (
        (error as { statusCode?: number }).statusCode !== 404 &&
        (error as { statusCode?: number }).statusCode !== 400
      )
        throw error
    }
  }
  return ended
}

/**
 * The running subscriptions made for a user whose account is gone (paid in the moments before its deletion, which ended
 * only the subscriptions it knew of), ended as the deletion ends them: at once, without refund (the terms' rule).
 * Nobody could sign in to use them, and each would renew every year.
 */
async function endPlansOfGoneUser(stripe: Stripe, listed: Stripe.Subscription[], userId: string): Promise<string[]> {
  const ended: string[] = []
  for (const subscription of listed) {
    if (subscription.metadata.userId !== userId || ENDED_STATUSES.has(subscription.status)) continue
    await stripe.subscriptions.cancel(subscription.id, { prorate: false, invoice_now: false })
    ended.push(subscription.id)
  }
  return ended
}

/**
 * Writes to the user's Clerk record the subscription that decides their plan, from every subscription of theirs on
 * `customerId` (`listed`, when the caller read them already) and on the customer fulfilment recorded before. POST
 * /api/trial runs it too, so /account shows a trial the moment it exists.
 */
export async function syncUser(
  userId: string,
  customerId: string,
  { stripe, clerk, planForLookupKey }: SyncDependencies,
  {
    eventName = `user ${logValue(userId)}`,
    listed,
    paidInvoice,
  }: { eventName?: string; listed?: Stripe.Subscription[]; paidInvoice?: Stripe.Invoice } = {},
): Promise<FulfilmentResult> {
  const gone: FulfilmentResult = {
    outcome: 'user-gone',
    reason: `${eventName}: user ${logValue(userId)} no longer exists`,
  }
  let user
  try {
    user = await clerk.users.getUser(userId)
  } catch (error) {
    if (isNotFound(error)) return gone
    throw error
  }
  const onCustomer = listed ?? (await subscriptionsOf(stripe, customerId))
  // A buyer who bought before checkout reused their customer has subscriptions on the one fulfilment recorded too.
  const recorded = recordedSubscription(user)
  const subscriptions =
    recorded?.customerId && recorded.customerId !== customerId
      ? [...onCustomer, ...(await subscriptionsOf(stripe, recorded.customerId))]
      : onCustomer
  // A subscription made for someone else gives this user nothing, whichever customer it is on.
  const theirs = subscriptions.filter((subscription) => subscription.metadata.userId === userId)
  const current = [...theirs].sort(byPrecedence).at(-1)
  if (!current) return { outcome: 'ignored', reason: `${eventName}: user ${logValue(userId)} has no subscription` }

  const item = current.items.data[0]
  const lookupKey = item?.price.lookup_key
  const plan = (lookupKey ? (await planForLookupKey(lookupKey))?.planKey : null) ?? current.metadata.planKey ?? null
  const end = periodEnd(current)
  // The portal's "cancel at period end" may set either field, depending on the API version.
  const cancelAt = current.cancel_at ?? (current.cancel_at_period_end && end ? end : null)
  const trial = isTrialSubscription(current)
  // Counted once: a conversion already recorded stays as it was, whichever delivery of the invoice comes again.
  const convertedNow = !recorded?.trialConvertedAt && convertsTrial(paidInvoice, current)
  const metadata: SubscriptionMetadata = {
    plan,
    status: current.status,
    subscriptionId: current.id,
    customerId: idOf(current.customer),
    currentPeriodEnd: end ? new Date(end * 1000).toISOString() : null,
    cancelAt: cancelAt ? new Date(cancelAt * 1000).toISOString() : null,
    trial,
    trialEnd: trial && current.trial_end ? new Date(current.trial_end * 1000).toISOString() : null,
    trialConvertedAt: convertedNow ? new Date().toISOString() : trial ? (recorded?.trialConvertedAt ?? null) : null,
    hadTrial: theirs.some((subscription) => isTrialSubscription(subscription)),
    updatedAt: new Date().toISOString(),
  }
  // Clerk deep-merges metadata (a null removes its key): writing every field of `subscription` each time
  // leaves exactly the current state, and the user's other metadata untouched.
  try {
    await clerk.users.updateUserMetadata(userId, { publicMetadata: { subscription: metadata } })
  } catch (error) {
    if (isNotFound(error)) return gone
    throw error
  }
  const endedTrials = await endTrialsBeside(stripe, current, theirs)
  return { outcome: 'synced', userId, metadata, expiredSessions: [], endedTrials, convertedTrial: convertedNow }
}
