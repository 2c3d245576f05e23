import 'server-only'
import type { User } from '@clerk/nextjs/server'
import type Stripe from 'stripe'
import { clerkBackend, type ClerkBackend } from '@/lib/auth/backend'
import { contactInbox, type ContactInbox } from '@/lib/contact/inbox'
import { verifiedEmailAddresses } from './emailAddresses'
import { recordedSubscription } from '@/lib/payments/clerkUsers'
import { getStripe } from '@/lib/payments/stripe'

/** Exports per user: a file is a few requests to Clerk and Stripe and a read of the inbox. */
export const EXPORT_RATE_LIMIT = { limit: 5, windowMs: 60 * 60_000 }

const iso = (seconds: number | null | undefined) => (seconds ? new Date(seconds * 1000).toISOString() : null)
const isoMs = (ms: number | null | undefined) => (ms ? new Date(ms).toISOString() : null)

/** An amount as Stripe keeps it (minor units) and as a person reads it ("2,999.00 USD"). */
function money(minorUnits: number | null | undefined, currency: string) {
  if (minorUnits === null || minorUnits === undefined) return null
  const code = currency.toUpperCase()
  const digits =
    new Intl.NumberFormat('en-US', { style: 'currency', currency: code }).resolvedOptions().maximumFractionDigits ?? 2
  const amount = minorUnits / 10 ** digits
  return {
    minorUnits,
    currency: code,
    text: `${amount.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits })} ${code}`,
  }
}

/** The profile and how the person signs in: never a password, a secret or a code, only whether they exist. */
function profileOf(user: User) {
  return {
    id: user.id,
    createdAt: isoMs(user.createdAt),
    lastSignInAt: isoMs(user.lastSignInAt),
    name: [user.firstName, user.lastName].filter(Boolean).join(' ') || null,
    emailAddresses: user.emailAddresses.map((email) => ({
      address: email.emailAddress,
      primary: email.id === user.primaryEmailAddressId,
      verified: email.verification?.status === 'verified',
    })),
    signInMethods: {
      password: user.passwordEnabled,
      authenticatorApp: user.totpEnabled,
      backupCodes: user.backupCodeEnabled,
      connectedAccounts: user.externalAccounts.map((account) => ({
        provider: account.provider,
        email: account.emailAddress || null,
      })),
    },
  }
}

function subscriptionOf(subscription: Stripe.Subscription) {
  const item = subscription.items?.data?.[0]
  const legacyPeriodEnd = (subscription as unknown as { current_period_end?: number }).current_period_end
  return {
    id: subscription.id,
    status: subscription.status,
    createdAt: iso(subscription.created),
    currentPeriodEnd: iso(item?.current_period_end ?? legacyPeriodEnd),
    cancelAt: iso(subscription.cancel_at),
    canceledAt: iso(subscription.canceled_at),
    endedAt: iso(subscription.ended_at),
    price: item?.price
      ? {
          plan: item.price.lookup_key ?? item.price.nickname ?? item.price.id,
          amount: money(item.price.unit_amount, item.price.currency),
          interval: item.price.recurring?.interval ?? null,
        }
      : null,
  }
}

function invoiceOf(invoice: Stripe.Invoice) {
  return {
    id: invoice.id,
    number: invoice.number,
    status: invoice.status,
    createdAt: iso(invoice.created),
    total: money(invoice.total, invoice.currency),
    amountPaid: money(invoice.amount_paid, invoice.currency),
    link: invoice.hosted_invoice_url ?? null,
    pdf: invoice.invoice_pdf ?? null,
  }
}

export type AccountExport = Awaited<ReturnType<typeof accountExport>>

/**
 * Everything the site holds about a person, for "Export my data": the Clerk profile and sign-in methods (never
 * secrets), the plan as fulfilment recorded it, the plan and billing history from Stripe (subscriptions and
 * invoices with amounts, dates and links), and the contact messages sent from the account's addresses. Throws
 * when Clerk or Stripe cannot be asked: a partial file would claim to be everything.
 */
export async function accountExport(
  userId: string,
  {
    clerk = clerkBackend(),
    stripe = getStripe(),
    inbox = contactInbox(),
    now = new Date(),
  }: { clerk?: ClerkBackend | null; stripe?: Stripe | null; inbox?: ContactInbox; now?: Date } = {},
) {
  if (!clerk) throw new Error('Clerk is not configured.')
  const user = await clerk.users.getUser(userId)
  const recorded = recordedSubscription(user)
  const customerId = recorded?.customerId ?? null
  if (customerId && !stripe) throw new Error('Stripe is not configured: the billing history cannot be read.')
  const [subscriptions, invoices, messages] = await Promise.all([
    customerId && stripe
      ? stripe.subscriptions
          .list({ customer: customerId, status: 'all', limit: 100 })
          .autoPagingToArray({ limit: 1000 })
      : [],
    customerId && stripe
      ? stripe.invoices.list({ customer: customerId, limit: 100 }).autoPagingToArray({ limit: 1000 })
      : [],
    inbox.messagesFrom(verifiedEmailAddresses(user)),
  ])
  return {
    exportedAt: now.toISOString(),
    account: profileOf(user),
    plan: recorded
      ? { plan: recorded.plan, status: recorded.status, renewsOrEndsAt: recorded.cancelAt ?? recorded.currentPeriodEnd }
      : null,
    billing: customerId
      ? { customer: customerId, subscriptions: subscriptions.map(subscriptionOf), invoices: invoices.map(invoiceOf) }
      : null,
    contactMessages: messages.map(({ submittedAt, name, email, message }) => ({ submittedAt, name, email, message })),
  }
}
