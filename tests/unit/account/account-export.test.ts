import { mkdtemp, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { createClerkClient } from '@clerk/backend'
import Stripe from 'stripe'
import { afterAll, describe, expect, it } from 'vitest'
import { startClerkBackendStandIn } from '../../stand-ins/clerkBackend'
import { startStripeStandIn } from '../../stand-ins/stripeApi'

/**
 * The data export with the real Clerk and Stripe SDKs against their loopback stand-ins, and the file inbox.
 */
const clerkStandIn = await startClerkBackendStandIn()
const stripeStandIn = await startStripeStandIn()
const clerk = createClerkClient({ secretKey: 'sk_test_export', apiUrl: clerkStandIn.url })
const { port } = new URL(stripeStandIn.url)
const stripe = new Stripe('sk_test_export', { host: '127.0.0.1', port: Number(port), protocol: 'http' })
const { accountExport } = await import('@/lib/account/dataExport')
const { fileInbox } = await import('@/lib/contact/inbox')
afterAll(() => {
  clerkStandIn.server.close()
  stripeStandIn.server.close()
})

async function inboxWith(lines: object[]) {
  const folder = await mkdtemp(join(tmpdir(), 'export-inbox-'))
  const file = join(folder, 'contact-submissions.ndjson')
  await writeFile(file, lines.map((line) => `${JSON.stringify(line)}\n`).join(''))
  // A rotated file beside it holds older messages, and a line cut short by a full disk is skipped.
  await writeFile(
    join(folder, 'contact-submissions.2026-01-01T00-00-00-000Z-abcd1234.ndjson'),
    `${JSON.stringify({ id: 'm0', submittedAt: '2026-01-01T00:00:00.000Z', name: 'Ada', email: 'ada@example.com', message: 'First' })}\n{"id":"cut`,
  )
  return fileInbox(file)
}

const put = (path: string, body: unknown) => fetch(path, { method: 'PUT', body: JSON.stringify(body) })
const post = (path: string, body: unknown) => fetch(path, { method: 'POST', body: JSON.stringify(body) })

describe('export my data', () => {
  it('gathers the profile, the plan, the billing history and the person’s own messages, without a secret', async () => {
    await put(`${clerkStandIn.url}/__stand-in/users/user_export`, {
      email: 'ada@example.com',
      // Added to the account but never verified: listed, and its messages are not hers to read.
      unverified_emails: ['bob@example.com'],
      password: 'correct horse battery',
      public_metadata: {
        subscription: {
          plan: 'basic',
          status: 'active',
          subscriptionId: 'sub_x',
          customerId: 'cus_export',
          currentPeriodEnd: '2027-01-01T00:00:00.000Z',
          cancelAt: '2027-01-01T00:00:00.000Z',
          updatedAt: '2026-01-01T00:00:00.000Z',
        },
      },
    })
    await post(`${stripeStandIn.url}/__stand-in/subscriptions`, [
      {
        id: 'sub_old',
        object: 'subscription',
        customer: 'cus_export',
        status: 'canceled',
        created: 1700000000,
        canceled_at: 1710000000,
        items: { object: 'list', data: [] },
      },
      {
        id: 'sub_x',
        object: 'subscription',
        customer: 'cus_export',
        status: 'active',
        created: 1767225600,
        items: {
          object: 'list',
          data: [
            {
              id: 'si_x',
              current_period_end: 1798761600,
              price: {
                id: 'price_basic_yearly',
                lookup_key: 'basic_yearly',
                unit_amount: 299900,
                currency: 'usd',
                recurring: { interval: 'year' },
              },
            },
          ],
        },
      },
    ])
    await post(`${stripeStandIn.url}/__stand-in/invoices`, [
      {
        id: 'in_1',
        object: 'invoice',
        customer: 'cus_export',
        number: 'A-1',
        status: 'paid',
        created: 1767225600,
        currency: 'jpy',
        total: 49000,
        amount_paid: 49000,
        hosted_invoice_url: 'https://invoice.stripe.com/i/1',
        invoice_pdf: null,
      },
      {
        id: 'in_other',
        object: 'invoice',
        customer: 'cus_someone_else',
        number: 'B-1',
        status: 'paid',
        created: 1767225600,
        currency: 'usd',
        total: 1,
        amount_paid: 1,
      },
    ])
    const inbox = await inboxWith([
      { id: 'm1', submittedAt: '2026-02-01T00:00:00.000Z', name: 'Ada', email: ' ADA@example.com', message: 'Second' },
      { id: 'm2', submittedAt: '2026-02-02T00:00:00.000Z', name: 'Bob', email: 'bob@example.com', message: 'Not hers' },
    ])
    const data = await accountExport('user_export', { clerk, stripe, inbox, now: new Date('2026-11-26T00:00:00Z') })
    expect(data.exportedAt).toBe('2026-11-26T00:00:00.000Z')
    expect(data.account.emailAddresses).toEqual([
      { address: 'ada@example.com', primary: true, verified: true },
      { address: 'bob@example.com', primary: false, verified: false },
    ])
    expect(data.account.signInMethods).toEqual({
      password: true,
      authenticatorApp: false,
      backupCodes: false,
      connectedAccounts: [],
    })
    expect(data.plan).toEqual({ plan: 'basic', status: 'active', renewsOrEndsAt: '2027-01-01T00:00:00.000Z' })
    expect(data.billing?.subscriptions.map((subscription) => [subscription.id, subscription.status])).toEqual([
      ['sub_x', 'active'],
      ['sub_old', 'canceled'],
    ])
    expect(data.billing?.subscriptions[0].price).toEqual({
      plan: 'basic_yearly',
      amount: { minorUnits: 299900, currency: 'USD', text: '2,999.00 USD' },
      interval: 'year',
    })
    // Yen have no minor unit: 49000 is ¥49,000.
    expect(data.billing?.invoices).toEqual([
      expect.objectContaining({
        id: 'in_1',
        total: { minorUnits: 49000, currency: 'JPY', text: '49,000 JPY' },
        link: 'https://invoice.stripe.com/i/1',
        pdf: null,
      }),
    ])
    expect(data.contactMessages.map((message) => message.message)).toEqual(['First', 'Second'])
    expect(JSON.stringify(data)).not.toContain('correct horse battery')
  })

  it('has no billing for a person who never bought, and fails rather than leave it out when Stripe cannot be asked', async () => {
    await put(`${clerkStandIn.url}/__stand-in/users/user_free`, { email: 'free@example.com' })
    const inbox = await inboxWith([])
    const data = await accountExport('user_free', { clerk, stripe: null, inbox })
    expect(data.billing).toBeNull()
    expect(data.plan).toBeNull()
    await put(`${clerkStandIn.url}/__stand-in/users/user_paid`, {
      email: 'paid@example.com',
      public_metadata: {
        subscription: {
          plan: 'pro',
          status: 'active',
          subscriptionId: 'sub_p',
          customerId: 'cus_paid',
          updatedAt: '2026-01-01T00:00:00.000Z',
        },
      },
    })
    const unreachable = new Stripe('sk_test_export', {
      host: '127.0.0.1',
      port: 9,
      protocol: 'http',
      maxNetworkRetries: 0,
    })
    await expect(accountExport('user_paid', { clerk, stripe: unreachable, inbox })).rejects.toThrow()
  })
})
