import 'server-only'
import type Stripe from 'stripe'
import { clerkBackend, type ClerkBackend } from '@/lib/auth/backend'
import { contactInbox, type ContactInbox } from '@/lib/contact/inbox'
import { ENDED_STATUSES, recordedSubscription } from '@/lib/payments/clerkUsers'
import { expireOpenSessionsOf } from '@/lib/payments/fulfilment'
import { getStripe } from '@/lib/payments/stripe'
import { clerkReasons, clerkRefused } from './clerkErrors'
import { verifiedEmailAddresses } from './emailAddresses'
import { customersOfPerson, redactCustomer } from './stripeErasure'

export type DeletionOutcome =
  | { status: 'deleted'; subscriptionsEnded: number; customersRedacted: number; messagesAnonymised: number }
  /** The password was wrong: Clerk's words; nothing changed. */
  | { status: 'refused'; reasons: string[] }
  /** A service failed part-way: `step` names it; what ran before it is safe to run again. */
  | { status: 'failed'; step: 'stripe' | 'inbox' | 'clerk' }

/**
 * Deletes an account, all or nothing from the person's point of view, in an order where a retry finishes the job:
 *
 * 1. the password is checked (re-verification);
 * 2. the person's Checkout Sessions still open expire (a tab left open cannot buy a plan for a deleted account), and
 *    on each of the person's Stripe customers (the recorded one, and those made for the account under its verified
 *    addresses: ./stripeErasure.ts) every subscription still running ends at once, without refund (the terms' rule),
 *    every saved payment method is detached and the customer is redacted (name, email, phone, addresses, metadata);
 *    what is done already is skipped or written the same, so a second attempt after a failure goes on (a plan paid in
 *    the moments before, which the account did not know of yet, is ended by the webhook: lib/payments/fulfilment.ts);
 * 3. the contact messages from the account's addresses lose their sender's name and address (the text stays);
 * 4. last, the Clerk user is deleted (with it, every session) — the only step that cannot be undone.
 *
 * Invoices stay in Stripe, with the customer they belong to, as tax law requires. If Stripe fails (or cannot be
 * reached), the account is not deleted: the person is told (502, the content's words) and a retry completes it. Not
 * deleting the Clerk user until Stripe is clean is deliberate: once it is gone nobody can sign in to retry, and its
 * customers could no longer be found by the account, so a card would stay saved with no one to ask for its removal.
 */
export async function deleteAccount(
  userId: string,
  password: string,
  {
    clerk = clerkBackend(),
    stripe = getStripe(),
    inbox = contactInbox(),
    log = console,
  }: { clerk?: ClerkBackend | null; stripe?: Stripe | null; inbox?: ContactInbox; log?: Pick<Console, 'error'> } = {},
): Promise<DeletionOutcome> {
  if (!clerk) throw new Error('Clerk is not configured.')
  try {
    await clerk.users.verifyPassword({ userId, password })
  } catch (error) {
    if (clerkRefused(error)) return { status: 'refused', reasons: clerkReasons(error) }
    log.error(`[account] deletion of ${userId}: Clerk could not check the password:`, (error as Error).message)
    return { status: 'failed', step: 'clerk' }
  }
  let user
  try {
    user = await clerk.users.getUser(userId)
  } catch (error) {
    log.error(`[account] deletion of ${userId}: Clerk could not read the user:`, (error as Error).message)
    return { status: 'failed', step: 'clerk' }
  }
  const customerId = recordedSubscription(user)?.customerId ?? null

  let subscriptionsEnded = 0
  if (stripe) {
    try {
      await expireOpenSessionsOf(stripe, userId)
    } catch (error) {
      log.error(
        `[account] deletion of ${userId}: Stripe could not expire the open checkouts:`,
        (error as Error).message,
      )
      return { status: 'failed', step: 'stripe' }
    }
  }
  let customersRedacted = 0
  if (stripe || customerId) {
    try {
      if (!stripe) throw new Error('Stripe is not configured.')
      for (const customer of await customersOfPerson(stripe, userId, customerId, verifiedEmailAddresses(user))) {
        const subscriptions = await stripe.subscriptions
          .list({ customer, status: 'all', limit: 100 })
          .autoPagingToArray({ limit: 1000 })
        for (const subscription of subscriptions.filter((candidate) => !ENDED_STATUSES.has(candidate.status))) {
          await stripe.subscriptions.cancel(subscription.id, { prorate: false, invoice_now: false })
          subscriptionsEnded++
        }
        if (await redactCustomer(stripe, customer)) customersRedacted++
      }
    } catch (error) {
      log.error(`[account] deletion of ${userId}: Stripe failed:`, (error as Error).message)
      return { status: 'failed', step: 'stripe' }
    }
  }

  let messagesAnonymised: number
  try {
    messagesAnonymised = await inbox.anonymise(verifiedEmailAddresses(user))
  } catch (error) {
    log.error(`[account] deletion of ${userId}: the contact inbox failed:`, (error as Error).message)
    return { status: 'failed', step: 'inbox' }
  }

  try {
    await clerk.users.deleteUser(userId)
  } catch (error) {
    log.error(`[account] deletion of ${userId}: Clerk failed to delete the user:`, (error as Error).message)
    return { status: 'failed', step: 'clerk' }
  }
  return { status: 'deleted', subscriptionsEnded, customersRedacted, messagesAnonymised }
}
