import 'server-only'
import type Stripe from 'stripe'
import { normaliseEmail } from '@/lib/payments/trial'

/**
 * What account deletion does to the person's Stripe customers (the privacy policy's erasure; ./deletion.ts): their
 * saved payment methods are detached, and the customer keeps nothing that names the person. The customer itself and
 * its invoices stay, as tax law requires invoices to be kept: Stripe's invoices keep the name and address they were
 * issued to, and the subscriptions their metadata (the deleted account's id, the trial's key: lib/payments/trialEmail.ts,
 * a digest kept so that the one trial per person outlives the account).
 */

/** The customer fields that identify a person, emptied (Stripe unsets a field given as ""). */
const REDACTED_FIELDS = {
  name: '',
  email: '',
  phone: '',
  description: '',
  address: '',
  shipping: '',
} as const satisfies Stripe.CustomerUpdateParams

/**
 * The person's Stripe customers: the one fulfilment recorded on the account, and those made for the account (the
 * trial's customer, whose metadata names the user) under its verified addresses. A customer of the same address that
 * names another user is left alone.
 */
export async function customersOfPerson(
  stripe: Stripe,
  userId: string,
  recordedCustomerId: string | null,
  addresses: readonly string[],
): Promise<string[]> {
  const ids = new Set(recordedCustomerId ? [recordedCustomerId] : [])
  for (const address of addresses) {
    for await (const customer of stripe.customers.list({ email: normaliseEmail(address), limit: 100 })) {
      if (customer.metadata?.userId === userId) ids.add(customer.id)
    }
  }
  return [...ids]
}

/**
 * Detaches every payment method saved on the customer, then empties its name, email, phone, description, addresses
 * and metadata, and marks it `accountDeleted` with the date. Safe to run again (a retry after a failure part-way
 * finds fewer cards and writes the same). A customer Stripe no longer has, or has deleted, is skipped: null.
 */
export async function redactCustomer(
  stripe: Stripe,
  customerId: string,
  now: Date = new Date(),
): Promise<{ paymentMethodsDetached: number } | null> {
  let customer: Stripe.Customer | Stripe.DeletedCustomer
  try {
    customer = await stripe.customers.retrieve(customerId)
  } catch (error) {
    if ((error as { statusCode?: number }).statusCode === 404) return null
    throw error
  }
  if (customer.deleted) return null
  const paymentMethods = await stripe.customers
    .listPaymentMethods(customerId, { limit: 100 })
    .autoPagingToArray({ limit: 10_000 })
  for (const paymentMethod of paymentMethods) await stripe.paymentMethods.detach(paymentMethod.id)
  const metadata: Record<string, string> = Object.fromEntries(
    Object.keys(customer.metadata ?? {}).map((key) => [key, '']),
  )
  metadata.accountDeleted = now.toISOString().slice(0, 10)
  await stripe.customers.update(customerId, { ...REDACTED_FIELDS, metadata })
  return { paymentMethodsDetached: paymentMethods.length }
}
