import 'server-only'
import type { User } from '@clerk/nextjs/server'
import { z } from 'zod'
import { clerkBackend, type ClerkBackend } from '@/lib/auth/backend'
import { trialDaysLeft } from './trialDates'

/** What the site knows about a buyer's plan, kept in their Clerk user's public metadata. */
export type SubscriptionMetadata = {
  plan: string | null
  status: string
  subscriptionId: string
  customerId: string | null
  currentPeriodEnd: string | null
  /** When a subscription set not to renew ends (cancelled at period end, or on a chosen date); null while it renews. */
  cancelAt: string | null
  /** The subscription is the site's free trial (lib/payments/trial.ts), running, ended or become the paid plan. */
  trial: boolean
  /** When the free trial ends (or ended); null for other subscriptions. */
  trialEnd: string | null
  /** When the free trial's first paid invoice made it the paid plan (its conversion); null before, or never. */
  trialConvertedAt: string | null
  /** The person had the free trial, in this subscription or another (a plan bought after it ended). */
  hadTrial: boolean
  updatedAt: string
}

/**
 * Subscription statuses in which the buyer has the plan and is billed for it (past_due: Stripe is still
 * retrying the payment). Anything else (canceled, unpaid, incomplete…) gives no plan.
 */
export const PLAN_STATUSES: ReadonlySet<string> = new Set(['active', 'trialing', 'past_due'])

/** Subscription statuses that have ended already: nothing left to cancel. */
export const ENDED_STATUSES: ReadonlySet<string> = new Set(['canceled', 'incomplete_expired'])

/** The part of `publicMetadata.subscription` that checkout, fulfilment and the account page read back. */
const recordedSchema = z.object({
  status: z.string(),
  subscriptionId: z.string().nullable().catch(null),
  customerId: z.string().startsWith('cus_').nullable(),
  plan: z.string().nullable().catch(null),
  currentPeriodEnd: z.iso.datetime().nullable().catch(null),
  // Absent from what fulfilment wrote before it recorded cancellations, or trials.
  cancelAt: z.iso.datetime().nullable().catch(null),
  trial: z.boolean().catch(false),
  trialEnd: z.iso.datetime().nullable().catch(null),
  trialConvertedAt: z.iso.datetime().nullable().catch(null),
  // Absent from what fulfilment wrote before it recorded it: then the recorded subscription alone says.
  hadTrial: z.boolean().optional().catch(undefined),
})

/** The subscription fulfilment last wrote on this user (lib/payments/fulfilment.ts), or null. */
export function recordedSubscription(user: Pick<User, 'publicMetadata'>) {
  const parsed = recordedSchema.safeParse(user.publicMetadata.subscription)
  return parsed.success ? parsed.data : null
}

/** What checkout needs to know about a signed-in buyer. */
export type Buyer = {
  /** For Checkout's receipt when Stripe does not know the buyer yet. */
  email?: string
  /** The status of the plan fulfilment recorded, if any. */
  status: string | null
  /** The buyer's Stripe customer, once a purchase has made one: later checkouts reuse it. */
  customerId: string | null
  /** The recorded subscription is the free trial (a yearly plan chosen during it takes its place). */
  trial: boolean
  /** The recorded subscription (the trial that a plan chosen now changes). */
  subscriptionId: string | null
}

/** The buyer as Clerk knows them. Throws when Clerk cannot tell: no checkout starts blind to an existing plan. */
export async function buyerOf(userId: string, clerk: ClerkBackend | null = clerkBackend()): Promise<Buyer> {
  if (!clerk) throw new Error('Clerk is not configured.')
  const user = await clerk.users.getUser(userId)
  const recorded = recordedSubscription(user)
  const email = user.primaryEmailAddress?.emailAddress ?? user.emailAddresses[0]?.emailAddress
  return {
    ...(email ? { email } : {}),
    status: recorded?.status ?? null,
    customerId: recorded?.customerId ?? null,
    trial: recorded?.trial ?? false,
    subscriptionId: recorded?.subscriptionId ?? null,
  }
}

/** What the account page shows: the signed-in user's email and the plan fulfilment recorded for them. */
export type Account = {
  email: string | null
  /** The plan while it gives access (PLAN_STATUSES); null without one, or once it ended. */
  plan: {
    key: string | null
    status: string
    currentPeriodEnd: string | null
    cancelAt: string | null
    /** The free trial while it runs (status trialing), with its end; false once it became the paid plan. */
    trial: { endsAt: string; daysLeft: number } | null
  } | null
  /** The free trial ended without becoming a plan, and nothing replaced it. */
  trialEnded: boolean
  /** The account never had the free trial (as far as its record says: the trial's own check asks Stripe). */
  trialOffered: boolean
  /** The buyer's Stripe customer, for billing management (invoices stay there after a plan ends). */
  customerId: string | null
}

/**
 * The account as Clerk holds it now, read from the Backend API rather than the session token's claims, which
 * Clerk caches: a purchase fulfilled a moment ago shows at once.
 */
export async function accountOf(
  userId: string,
  clerk: ClerkBackend | null = clerkBackend(),
  now = Date.now(),
): Promise<Account> {
  if (!clerk) throw new Error('Clerk is not configured.')
  const user = await clerk.users.getUser(userId)
  const recorded = recordedSubscription(user)
  const email = user.primaryEmailAddress?.emailAddress ?? user.emailAddresses[0]?.emailAddress ?? null
  const plan =
    recorded && PLAN_STATUSES.has(recorded.status)
      ? {
          key: recorded.plan,
          status: recorded.status,
          currentPeriodEnd: recorded.currentPeriodEnd,
          cancelAt: recorded.cancelAt,
          trial:
            recorded.trial && recorded.status === 'trialing' && recorded.trialEnd
              ? { endsAt: recorded.trialEnd, daysLeft: trialDaysLeft(recorded.trialEnd, now) }
              : null,
        }
      : null
  return {
    email,
    plan,
    // A trial that became the paid plan did not "end" when that plan did.
    trialEnded: Boolean(recorded?.trial && !recorded.trialConvertedAt && !plan),
    trialOffered: !(recorded?.hadTrial ?? recorded?.trial) && !plan,
    customerId: recorded?.customerId ?? null,
  }
}
