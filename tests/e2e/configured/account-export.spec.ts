import { appendFile, mkdir, readFile } from 'node:fs/promises'
import { dirname } from 'node:path'
import { expect, test, type APIRequestContext } from '@playwright/test'
import { CONFIGURED, readTestServerInfo } from '../../support/clerkSessions'
import { seedDocument } from '../../support/seedContent'
import { newUserId, registerUser, signInAs } from '../accountUsers'
import { waitForHydration } from '../helpers'

/**
 * "Export my data" on /account, on the Clerk-configured server: the profile from the Clerk stand-in, the billing
 * history from the Stripe stand-in, the contact messages from the server's inbox file.
 */
const words = seedDocument<{ privacy: { heading: string; exportLabel: string; exportTooMany: string } }>(
  'accountSecurity',
)

async function buyerWithHistory(request: APIRequestContext, name: string) {
  const { stripeApiUrl, contactInboxFile } = readTestServerInfo()
  const userId = newUserId(name)
  const customerId = `cus_${userId}`
  const email = `${name}.${Date.now()}@company.com`
  await registerUser(request, userId, email, {
    password: 'correct horse battery',
    public_metadata: {
      subscription: {
        plan: 'pro',
        status: 'active',
        subscriptionId: `sub_${userId}`,
        customerId,
        currentPeriodEnd: '2027-03-01T12:00:00.000Z',
        updatedAt: new Date().toISOString(),
      },
    },
  })
  await request.post(`${stripeApiUrl}/__stand-in/subscriptions`, {
    data: {
      id: `sub_${userId}`,
      object: 'subscription',
      customer: customerId,
      status: 'active',
      created: 1772366400,
      items: {
        object: 'list',
        data: [
          {
            id: `si_${userId}`,
            current_period_end: 1803902400,
            price: {
              id: 'price_pro_yearly',
              lookup_key: 'pro_yearly',
              unit_amount: 499900,
              currency: 'usd',
              recurring: { interval: 'year' },
            },
          },
        ],
      },
      metadata: {},
    },
  })
  await request.post(`${stripeApiUrl}/__stand-in/invoices`, {
    data: {
      id: `in_${userId}`,
      object: 'invoice',
      customer: customerId,
      number: 'PERS-0001',
      status: 'paid',
      created: 1772366400,
      currency: 'usd',
      total: 499900,
      amount_paid: 499900,
      hosted_invoice_url: 'https://invoice.stripe.com/i/acct_test/in_1',
      invoice_pdf: 'https://pay.stripe.com/invoice/acct_test/in_1/pdf',
    },
  })
  await mkdir(dirname(contactInboxFile), { recursive: true })
  const message = (from: string, text: string) =>
    `${JSON.stringify({ id: crypto.randomUUID(), submittedAt: new Date().toISOString(), name: 'Ada', email: from, message: text })}\n`
  await appendFile(contactInboxFile, message(email.toUpperCase(), 'Do you integrate with HubSpot?'))
  await appendFile(contactInboxFile, message('someone.else@company.com', 'Not Ada’s message'))
  return { userId, email }
}

test('one press downloads everything the site holds about the person, and no secret', async ({
  page,
  context,
  request,
}) => {
  const { userId, email } = await buyerWithHistory(request, 'exporter')
  await signInAs(context, userId)
  await page.goto('/account')
  const section = page.getByRole('region', { name: words.privacy.heading })
  const button = section.getByRole('button', { name: words.privacy.exportLabel })
  await waitForHydration(button)
  // By keyboard: while the file is made the button is unavailable but keeps the focus, still there once it is done.
  const [download] = await Promise.all([page.waitForEvent('download'), button.press('Enter')])
  expect(download.suggestedFilename()).toMatch(/^persistly-account-data-\d{4}-\d\d-\d\d\.json$/)
  await expect(button).toBeFocused()
  const text = await readFile((await download.path())!, 'utf8')
  const data = JSON.parse(text)
  expect(data.account).toMatchObject({
    id: userId,
    emailAddresses: [{ address: email, primary: true, verified: true }],
    signInMethods: { authenticatorApp: false, backupCodes: false, connectedAccounts: [] },
  })
  expect(data.plan).toEqual({ plan: 'pro', status: 'active', renewsOrEndsAt: '2027-03-01T12:00:00.000Z' })
  expect(data.billing.subscriptions).toEqual([
    expect.objectContaining({
      id: `sub_${userId}`,
      status: 'active',
      currentPeriodEnd: '2027-03-01T12:00:00.000Z',
      price: {
        plan: 'pro_yearly',
        amount: { minorUnits: 499900, currency: 'USD', text: '4,999.00 USD' },
        interval: 'year',
      },
    }),
  ])
  expect(data.billing.invoices).toEqual([
    {
      id: `in_${userId}`,
      number: 'PERS-0001',
      status: 'paid',
      createdAt: '2026-03-01T12:00:00.000Z',
      total: { minorUnits: 499900, currency: 'USD', text: '4,999.00 USD' },
      amountPaid: { minorUnits: 499900, currency: 'USD', text: '4,999.00 USD' },
      link: 'https://invoice.stripe.com/i/acct_test/in_1',
      pdf: 'https://pay.stripe.com/invoice/acct_test/in_1/pdf',
    },
  ])
  expect(data.contactMessages).toEqual([
    expect.objectContaining({ email: email.toUpperCase(), message: 'Do you integrate with HubSpot?' }),
  ])
  expect(text).not.toContain('correct horse battery')
  expect(text).not.toMatch(/private_?metadata|password"\s*:\s*"/i)
})

test('the export is limited per person, said in the content’s words; signed out and cross-site requests get nothing', async ({
  page,
  context,
  request,
}) => {
  const { userId } = await buyerWithHistory(request, 'exporter_limit')
  expect((await request.post('/api/account/export')).status()).toBe(401)
  await signInAs(context, userId)
  await page.goto('/account')
  expect(
    (await page.request.post('/api/account/export', { headers: { origin: 'https://evil.example' } })).status(),
  ).toBe(403)
  for (let i = 0; i < 5; i++)
    expect((await page.request.post('/api/account/export', { headers: { origin: CONFIGURED.origin } })).status()).toBe(
      200,
    )
  const button = page.getByRole('button', { name: words.privacy.exportLabel })
  await waitForHydration(button)
  await button.click()
  await expect(page.getByRole('region', { name: words.privacy.heading }).getByRole('alert')).toHaveText(
    words.privacy.exportTooMany,
  )
})
