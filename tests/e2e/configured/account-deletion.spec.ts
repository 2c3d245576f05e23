import { appendFile, mkdir, readFile } from 'node:fs/promises'
import { dirname } from 'node:path'
import { expect, test, type APIRequestContext, type BrowserContext, type Page } from '@playwright/test'
import { CONFIGURED, readTestServerInfo } from '../../support/clerkSessions'
import { seedDocument, seedText } from '../../support/seedContent'
import { clerkStandIn, newUserId, registerUser, signInAs } from '../accountUsers'
import { axeViolations, waitForHydration } from '../helpers'

/**
 * Deleting an account on /account, end to end on the Clerk-configured server: the subscription ends in the Stripe
 * stand-in, the contact messages lose name and address in the server's inbox file, the user is gone from the Clerk
 * stand-in, and the browser is signed out on the farewell page. A failing Stripe deletes nothing; a retry finishes.
 */
const words = seedDocument<{
  deletion: {
    heading: string
    passwordLabel: string
    confirmWord: string
    confirmLabel: string
    submitLabel: string
    failedText: string
    tooManyAttempts: string
  }
}>('accountSecurity')
const deletion = words.deletion
const confirmLabel = deletion.confirmLabel.replace('{word}', deletion.confirmWord)
/** The farewell page's heading: its first section's. */
const farewellHeading = seedDocument<{ sections: { heading: string }[] }>('page-goodbye').sections[0].heading
const signInLabel = seedText('navigation', 'signInLabel')

async function payingUser(request: APIRequestContext, name: string, cancellation: 'ok' | 'fail' = 'ok') {
  const { stripeApiUrl, contactInboxFile } = readTestServerInfo()
  const userId = newUserId(name)
  const email = `${name}.${Date.now()}@company.com`
  const subscription = (fail: boolean) => ({
    id: `sub_${userId}`,
    object: 'subscription',
    customer: `cus_${userId}`,
    status: 'active',
    created: 1772366400,
    metadata: fail ? { stand_in_cancel: 'fail' } : {},
  })
  await registerUser(request, userId, email, {
    password: 'correct horse battery',
    public_metadata: {
      subscription: {
        plan: 'pro',
        status: 'active',
        subscriptionId: `sub_${userId}`,
        customerId: `cus_${userId}`,
        updatedAt: new Date().toISOString(),
      },
    },
  })
  await request.post(`${stripeApiUrl}/__stand-in/subscriptions`, { data: subscription(cancellation === 'fail') })
  await mkdir(dirname(contactInboxFile), { recursive: true })
  const line = {
    id: crypto.randomUUID(),
    submittedAt: new Date().toISOString(),
    name: 'Grace Hopper',
    email,
    message: `Hello from ${userId}`,
  }
  await appendFile(contactInboxFile, `${JSON.stringify(line)}\n`)
  return {
    userId,
    email,
    letStripeCancel: () => request.post(`${stripeApiUrl}/__stand-in/subscriptions`, { data: subscription(false) }),
    subscriptionStatus: async () => {
      const { data } = await (
        await request.get(`${stripeApiUrl}/v1/subscriptions?customer=cus_${userId}&status=all`, {
          headers: { authorization: 'Bearer sk_test_x' },
        })
      ).json()
      return data[0]?.status as string
    },
    inboxLine: async () =>
      (await readFile(contactInboxFile, 'utf8')).split('\n').find((text) => text.includes(`Hello from ${userId}`)) ??
      '',
  }
}
/** /account's deletion form, for a new paying user signed in on this browser, once it can be used. */
async function deletionFormOf(
  page: Page,
  context: BrowserContext,
  request: APIRequestContext,
  name: string,
  cancellation: 'ok' | 'fail' = 'ok',
) {
  const user = await payingUser(request, name, cancellation)
  await signInAs(context, user.userId)
  await page.goto('/account')
  const section = page.getByRole('region', { name: deletion.heading })
  const submit = section.getByRole('button', { name: deletion.submitLabel })
  await waitForHydration(submit)
  return { user, section, submit }
}

const clerkUser = (request: APIRequestContext, userId: string) =>
  request.get(`${clerkStandIn()}/__stand-in/users/${userId}`)

test('deletes the account: subscription ended, messages anonymised, user gone, signed out on the farewell page', async ({
  page,
  context,
  request,
}) => {
  const { user, section, submit } = await deletionFormOf(page, context, request, 'leaver')
  await expect(submit).toBeDisabled()
  expect(await axeViolations(page)).toEqual([])
  await section.getByLabel(deletion.passwordLabel).fill('not my password')
  await section.getByLabel(confirmLabel).fill(deletion.confirmWord)
  await submit.click()
  await expect(section.getByRole('alert')).toHaveText('Password is incorrect. Try again, or use another method.')
  expect((await clerkUser(request, user.userId)).status()).toBe(200)
  expect(await user.subscriptionStatus()).toBe('active')

  await section.getByLabel(deletion.passwordLabel).fill('correct horse battery')
  await submit.click()
  await expect(page).toHaveURL('/goodbye')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await expect(page.getByRole('heading', { name: farewellHeading })).toBeVisible()
  expect((await clerkUser(request, user.userId)).status()).toBe(404)
  expect(await user.subscriptionStatus()).toBe('canceled')
  const line = JSON.parse(await user.inboxLine())
  expect(line).toMatchObject({ name: '', email: '', message: `Hello from ${user.userId}` })
  const cookies = await context.cookies(CONFIGURED.origin)
  expect(cookies.filter((cookie) => cookie.name === '__session' || cookie.name === '__client_uat')).toEqual([])
  await expect(page.getByRole('link', { name: signInLabel })).toBeVisible()
})

test('when Stripe fails nothing is deleted and the person is told; a retry finishes the job', async ({
  page,
  context,
  request,
}) => {
  const { user, section, submit } = await deletionFormOf(page, context, request, 'retry', 'fail')
  await section.getByLabel(deletion.passwordLabel).fill('correct horse battery')
  await section.getByLabel(confirmLabel).fill(deletion.confirmWord)
  await submit.click()
  await expect(section.getByRole('alert')).toHaveText(deletion.failedText)
  expect((await clerkUser(request, user.userId)).status()).toBe(200)
  expect(JSON.parse(await user.inboxLine()).email).toBe(user.email)
  expect(await user.subscriptionStatus()).toBe('active')

  await user.letStripeCancel()
  await submit.click()
  await expect(page).toHaveURL('/goodbye')
  expect((await clerkUser(request, user.userId)).status()).toBe(404)
  expect(await user.subscriptionStatus()).toBe('canceled')
})

test('after wrong passwords again and again the form says to wait, in the content’s words; nothing deleted', async ({
  page,
  context,
  request,
}) => {
  const { user, section, submit } = await deletionFormOf(page, context, request, 'guesser')
  await section.getByLabel(confirmLabel).fill(deletion.confirmWord)
  await section.getByLabel(deletion.passwordLabel).fill('not my password')
  const alert = section.getByRole('alert')
  // Refused for the password until the limit (its count is the unit tests'), then told to wait.
  let status = 0
  for (let attempt = 1; attempt <= 20 && status !== 429; attempt++) {
    const answered = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/account/delete')
    await submit.click()
    status = (await answered).status()
    // The form shows the answer once it is ready for the next press.
    await expect(alert).toHaveText(/./)
    if (status !== 429) expect(status, `attempt ${attempt}`).toBe(422)
  }
  await expect(alert).toHaveText(deletion.tooManyAttempts)
  expect((await clerkUser(request, user.userId)).status()).toBe(200)
  expect(await user.subscriptionStatus()).toBe('active')
})

test('POST /api/account/delete: 401 signed out, 403 from another site, 400 without the typed word; nothing deleted', async ({
  page,
  context,
  request,
}) => {
  const user = await payingUser(request, 'refused')
  expect(
    (await request.post('/api/account/delete', { data: { password: 'x', confirmation: 'DELETE' } })).status(),
  ).toBe(401)
  await signInAs(context, user.userId)
  await page.goto('/account')
  const post = (data: unknown, origin = CONFIGURED.origin) =>
    page.request.post('/api/account/delete', { data, headers: { origin } })
  expect(
    (
      await post({ password: 'correct horse battery', confirmation: deletion.confirmWord }, 'https://evil.example')
    ).status(),
  ).toBe(403)
  expect((await post({ password: 'correct horse battery', confirmation: 'delete' })).status()).toBe(400)
  expect((await post({ password: 'correct horse battery' })).status()).toBe(400)
  expect((await clerkUser(request, user.userId)).status()).toBe(200)
  expect(await user.subscriptionStatus()).toBe('active')
})
