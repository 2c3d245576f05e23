import { mkdtemp, readFile, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { createClerkClient } from '@clerk/backend'
import Stripe from 'stripe'
import { afterAll, describe, expect, it, vi } from 'vitest'
import { startClerkBackendStandIn } from '../../stand-ins/clerkBackend'
import { startStripeStandIn } from '../../stand-ins/stripeApi'

/** Deleting an account with the real Clerk and Stripe SDKs against their stand-ins, and the file inbox. */
const clerkStandIn = await startClerkBackendStandIn()
const stripeStandIn = await startStripeStandIn()
const clerk = createClerkClient({ secretKey: 'sk_test_delete', apiUrl: clerkStandIn.url })
const stripe = new Stripe('sk_test_delete', {
  host: '127.0.0.1',
  port: Number(new URL(stripeStandIn.url).port),
  protocol: 'http',
})
const { deleteAccount } = await import('@/lib/account/deletion')
const { fileInbox } = await import('@/lib/contact/inbox')
afterAll(() => {
  clerkStandIn.server.close()
  stripeStandIn.server.close()
})
const log = { error: vi.fn() }

async function setup(id: string, cancel: 'ok' | 'fail' = 'ok') {
  await fetch(`${clerkStandIn.url}/__stand-in/users/${id}`, {
    method: 'PUT',
    body: JSON.stringify({
      email: `${id}@example.com`,
      // Added to the account but never verified: Bob's message is not the account's to erase.
      unverified_emails: ['bob@example.com'],
      password: 'correct horse battery',
      public_metadata: {
        subscription: {
          plan: 'pro',
          status: 'active',
          subscriptionId: `sub_${id}`,
          customerId: `cus_${id}`,
          updatedAt: '2026-01-01T00:00:00.000Z',
        },
      },
    }),
  })
  const subscriptions = (fail: boolean) => [
    {
      id: `sub_${id}`,
      object: 'subscription',
      customer: `cus_${id}`,
      status: 'active',
      created: 2,
      metadata: fail ? { stand_in_cancel: 'fail' } : {},
    },
    {
      id: `sub_${id}_old`,
      object: 'subscription',
      customer: `cus_${id}`,
      status: 'canceled',
      created: 1,
      metadata: {},
    },
  ]
  await fetch(`${stripeStandIn.url}/__stand-in/subscriptions`, {
    method: 'POST',
    body: JSON.stringify(subscriptions(cancel === 'fail')),
  })
  const folder = await mkdtemp(join(tmpdir(), 'delete-inbox-'))
  const file = join(folder, 'contact-submissions.ndjson')
  const lines = [
    {
      id: 'a',
      submittedAt: '2026-01-01T00:00:00.000Z',
      name: 'Ada Lovelace ✉',
      email: `${id.toUpperCase()}@example.com`,
      message: 'Hello',
    },
    { id: 'b', submittedAt: '2026-01-02T00:00:00.000Z', name: 'Bob', email: 'bob@example.com', message: 'Mine' },
  ]
  await writeFile(file, lines.map((line) => `${JSON.stringify(line)}\n`).join(''))
  return {
    inbox: fileInbox(file),
    file,
    allowCancel: () =>
      fetch(`${stripeStandIn.url}/__stand-in/subscriptions`, {
        method: 'POST',
        body: JSON.stringify(subscriptions(false)),
      }),
    userStatus: async () => (await fetch(`${clerkStandIn.url}/__stand-in/users/${id}`)).status,
  }
}

describe('deleting an account', () => {
  it('ends the running subscription, blanks the person’s messages in place, then deletes the user', async () => {
    const { inbox, file, userStatus } = await setup('user_del1')
    const outcome = await deleteAccount('user_del1', 'correct horse battery', { clerk, stripe, inbox, log })
    expect(outcome).toEqual({ status: 'deleted', subscriptionsEnded: 1, customersRedacted: 1, messagesAnonymised: 1 })
    expect(await userStatus()).toBe(404)
    const text = await readFile(file, 'utf8')
    const [first, second] = text.trimEnd().split('\n')
    expect(JSON.parse(first)).toEqual({
      id: 'a',
      submittedAt: '2026-01-01T00:00:00.000Z',
      name: '',
      email: '',
      message: 'Hello',
    })
    expect(JSON.parse(second).name).toBe('Bob')
    // Same length, written in place: a message appended meanwhile would be untouched.
    expect(Buffer.byteLength(first)).toBe(
      Buffer.byteLength(
        JSON.stringify({
          id: 'a',
          submittedAt: '2026-01-01T00:00:00.000Z',
          name: 'Ada Lovelace ✉',
          email: 'USER_DEL1@example.com',
          message: 'Hello',
        }),
      ),
    )
    const list = await stripe.subscriptions.list({ customer: 'cus_user_del1', status: 'all' })
    expect(list.data.map((subscription) => [subscription.id, subscription.status])).toEqual([
      ['sub_user_del1', 'canceled'],
      ['sub_user_del1_old', 'canceled'],
    ])
  })

  it('expires the person’s checkouts still open, so a tab left open cannot buy a plan for the deleted account', async () => {
    const { inbox } = await setup('user_del5')
    const open = (userId: string) =>
      stripe.checkout.sessions.create({
        mode: 'subscription',
        line_items: [{ price: 'price_pro_yearly', quantity: 1 }],
        client_reference_id: userId,
        metadata: { userId },
        success_url: 'https://persistly.test/payment-success',
        cancel_url: 'https://persistly.test/pricing',
      })
    const theirs = await open('user_del5')
    const someoneElses = await open('user_other')
    expect(await deleteAccount('user_del5', 'correct horse battery', { clerk, stripe, inbox, log })).toMatchObject({
      status: 'deleted',
    })
    expect((await stripe.checkout.sessions.retrieve(theirs.id)).status).toBe('expired')
    expect((await stripe.checkout.sessions.retrieve(someoneElses.id)).status).toBe('open')
  })

  it('when Clerk cannot read the account after the password check, the person is told and nothing changes', async () => {
    const { inbox, file, userStatus } = await setup('user_del6')
    const before = await readFile(file, 'utf8')
    await fetch(`${clerkStandIn.url}/__stand-in/outage`, {
      method: 'POST',
      body: JSON.stringify({ path: '/v1/users/user_del6', times: 1 }),
    })
    expect(await deleteAccount('user_del6', 'correct horse battery', { clerk, stripe, inbox, log })).toEqual({
      status: 'failed',
      step: 'clerk',
    })
    expect(await userStatus()).toBe(200)
    expect(await readFile(file, 'utf8')).toBe(before)
    expect((await stripe.subscriptions.retrieve('sub_user_del6')).status).toBe('active')
  })

  it('a wrong password changes nothing', async () => {
    const { inbox, file, userStatus } = await setup('user_del2')
    const before = await readFile(file, 'utf8')
    expect(await deleteAccount('user_del2', 'nope', { clerk, stripe, inbox, log })).toEqual({
      status: 'refused',
      reasons: ['Password is incorrect. Try again, or use another method.'],
    })
    expect(await userStatus()).toBe(200)
    expect(await readFile(file, 'utf8')).toBe(before)
  })

  it('when Stripe fails nothing is deleted; a retry finishes the job', async () => {
    const { inbox, file, userStatus, allowCancel } = await setup('user_del3', 'fail')
    const before = await readFile(file, 'utf8')
    expect(await deleteAccount('user_del3', 'correct horse battery', { clerk, stripe, inbox, log })).toEqual({
      status: 'failed',
      step: 'stripe',
    })
    expect(await userStatus()).toBe(200)
    expect(await readFile(file, 'utf8')).toBe(before)
    await allowCancel()
    expect(await deleteAccount('user_del3', 'correct horse battery', { clerk, stripe, inbox, log })).toMatchObject({
      status: 'deleted',
      subscriptionsEnded: 1,
    })
    expect(await userStatus()).toBe(404)
  })

  it('when Clerk fails to delete, the person is told; the retry skips what is done and finishes', async () => {
    const { inbox, userStatus } = await setup('user_del4')
    const failingDelete = {
      ...clerk,
      users: Object.assign(Object.create(clerk.users), {
        deleteUser: () => Promise.reject(new Error('Clerk is down')),
      }),
    }
    expect(
      await deleteAccount('user_del4', 'correct horse battery', {
        clerk: failingDelete as typeof clerk,
        stripe,
        inbox,
        log,
      }),
    ).toEqual({
      status: 'failed',
      step: 'clerk',
    })
    expect(await userStatus()).toBe(200)
    expect(await deleteAccount('user_del4', 'correct horse battery', { clerk, stripe, inbox, log })).toEqual({
      status: 'deleted',
      subscriptionsEnded: 0,
      // Written again, the same: the customer was redacted by the first attempt.
      customersRedacted: 1,
      messagesAnonymised: 0,
    })
    expect(await userStatus()).toBe(404)
  })
})

describe('the person’s Stripe customers, on deletion', () => {
  const card = (customer: string) =>
    fetch(`${stripeStandIn.url}/__stand-in/customers/${customer}/payment-method`, { method: 'POST' })
  const identified = {
    name: 'Ada Lovelace',
    phone: '+44 20 7946 0000',
    description: 'Ada at Analytical Engines',
    address: { line1: '12 St James’s Square', city: 'London', postal_code: 'SW1Y 4JH', country: 'GB' },
    shipping: { name: 'Ada Lovelace', address: { line1: '12 St James’s Square', city: 'London', country: 'GB' } },
  }

  /** The recorded customer (named, two saved cards, an invoice), the trial's (the user in its metadata, a card). */
  async function customersOf(id: string) {
    const setupDone = await setup(id)
    const recorded = `cus_${id}`
    await stripe.customers.update(recorded, {
      ...identified,
      email: `${id}@example.com`,
      metadata: { userId: id, plan: 'pro' },
    })
    await card(recorded)
    await card(recorded)
    await fetch(`${stripeStandIn.url}/__stand-in/invoices`, {
      method: 'POST',
      body: JSON.stringify({ id: `in_${id}`, object: 'invoice', customer: recorded, created: 1, status: 'paid' }),
    })
    const trialCustomer = await stripe.customers.create({ email: `${id}@example.com`, metadata: { userId: id } })
    await card(trialCustomer.id)
    // The same address, made for another account (the address changed hands): not this person's to erase.
    const someoneElse = await stripe.customers.create({
      email: `${id}@example.com`,
      metadata: { userId: 'user_other' },
    })
    await card(someoneElse.id)
    return { ...setupDone, recorded, trialCustomer: trialCustomer.id, someoneElse: someoneElse.id }
  }
  const savedCards = async (customer: string) =>
    (await stripe.customers.listPaymentMethods(customer, { limit: 100 })).data.length

  it('detaches every saved card and redacts each customer recorded for the person; customers and invoices stay', async () => {
    const { inbox, recorded, trialCustomer, someoneElse } = await customersOf('user_del7')
    expect(await savedCards(recorded)).toBe(2)
    const outcome = await deleteAccount('user_del7', 'correct horse battery', { clerk, stripe, inbox, log })
    expect(outcome).toMatchObject({ status: 'deleted', customersRedacted: 2 })
    const today = new Date().toISOString().slice(0, 10)
    for (const id of [recorded, trialCustomer]) {
      expect(await savedCards(id)).toBe(0)
      const customer = (await stripe.customers.retrieve(id)) as Stripe.Customer
      expect(customer).toMatchObject({ name: null, email: null, phone: null, description: null, address: null })
      expect(customer.shipping).toBeNull()
      expect(customer.metadata).toEqual({ accountDeleted: today })
      expect(customer.invoice_settings.default_payment_method).toBeNull()
    }
    expect((await stripe.invoices.list({ customer: recorded })).data.map((invoice) => invoice.id)).toEqual([
      'in_user_del7',
    ])
    expect(await savedCards(someoneElse)).toBe(1)
    expect(((await stripe.customers.retrieve(someoneElse)) as Stripe.Customer).email).toBe('user_del7@example.com')
  })

  it('Stripe unreachable part-way: the account is not deleted, the person is told; the retry finishes the job', async () => {
    const { inbox, file, userStatus, recorded, trialCustomer } = await customersOf('user_del8')
    const before = await readFile(file, 'utf8')
    const cutOff = (times: number) =>
      fetch(`${stripeStandIn.url}/__stand-in/state`, {
        method: 'POST',
        body: JSON.stringify({ unreachable: { path: `/v1/customers/${trialCustomer}`, times } }),
      })
    await cutOff(10)
    expect(await deleteAccount('user_del8', 'correct horse battery', { clerk, stripe, inbox, log })).toEqual({
      status: 'failed',
      step: 'stripe',
    })
    expect(log.error).toHaveBeenCalledWith('[account] deletion of user_del8: Stripe failed:', expect.any(String))
    expect(await userStatus()).toBe(200)
    expect(await readFile(file, 'utf8')).toBe(before)
    expect(await savedCards(trialCustomer)).toBe(1)

    await cutOff(0)
    expect(await deleteAccount('user_del8', 'correct horse battery', { clerk, stripe, inbox, log })).toMatchObject({
      status: 'deleted',
      customersRedacted: 2,
      messagesAnonymised: 1,
    })
    expect(await userStatus()).toBe(404)
    for (const id of [recorded, trialCustomer]) {
      expect(await savedCards(id)).toBe(0)
      expect(((await stripe.customers.retrieve(id)) as Stripe.Customer).email).toBeNull()
    }
  })
})
