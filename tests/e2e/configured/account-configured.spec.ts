import { expect, test, type APIRequestContext, type Page } from '@playwright/test'
import { asCookieHeader, CONFIGURED, newKeyPair, readTestServerInfo } from '../../support/clerkSessions'
import { newUserId, registerUser as registerAccountUser, sessionOf, signInAs } from '../accountUsers'
import { axeViolations, holdClerkJs, isClerk, scriptsOf, waitForHydration } from '../helpers'
import { authPage, pageTitle, seedDocument } from '../../support/seedContent'

const account = seedDocument<{
  heading: string
  emailLabel: string
  signOutLabel: string
  signOutFailedText: string
  plan: { heading: string; renewsText: string; cancelsText: string }
  billing: { label: string; unavailableText: string }
  noPlan: { heading: string; pricingLink: { label: string } }
}>('accountPage')
/** The header's links for a signed-out and a signed-in visitor. */
const header = seedDocument<{ signInLabel: string; accountLabel: string }>('navigation')

/**
 * After sign-in, on the Clerk-configured server (project `account-configured`, port 3101, after the purchase
 * specs, which count the calls reaching the Clerk stand-in): /account, billing management, the header and signing out.
 * Users and their plans live in the Clerk stand-in (tests/stand-ins/clerkBackend.ts), customers in the Stripe stand-in.
 */

const standIns = () => {
  const { apiUrl, stripeApiUrl } = readTestServerInfo()
  if (!stripeApiUrl) throw new Error('The account specs need the server started with Stripe.')
  return { clerk: apiUrl, stripe: stripeApiUrl }
}

type Plan = { plan: string; status: string; customerId: string; currentPeriodEnd: string; cancelAt?: string }

/** A Clerk user with this email and, if given, the plan fulfilment would have recorded. */
const registerUser = (request: APIRequestContext, userId: string, email: string, plan?: Plan) =>
  registerAccountUser(
    request,
    userId,
    email,
    plan && {
      public_metadata: {
        subscription: { subscriptionId: `sub_${userId}`, updatedAt: new Date().toISOString(), ...plan },
      },
    },
  )

/** A customer the Stripe stand-in knows (it learns customers from their subscriptions). */
async function stripeCustomer(request: APIRequestContext, customerId: string) {
  const response = await request.post(`${standIns().stripe}/__stand-in/subscriptions`, {
    data: { id: `sub_${customerId}`, object: 'subscription', customer: customerId, status: 'active', metadata: {} },
  })
  expect(response.ok()).toBe(true)
}

const revocationsOf = async (request: APIRequestContext, sessionId: string) =>
  (
    (await (await request.get(`${standIns().clerk}/__stand-in/requests`)).json()) as { method: string; path: string }[]
  ).filter((call) => call.method === 'POST' && call.path === `/v1/sessions/${sessionId}/revoke`)
const portalSessionsFor = async (request: APIRequestContext, customerId: string) =>
  (
    (await (await request.get(`${standIns().stripe}/__stand-in/requests`)).json()) as {
      path: string
      form: Record<string, string>
    }[]
  ).filter((call) => call.path === '/v1/billing_portal/sessions' && call.form.customer === customerId)

const PRO_RENEWING: Omit<Plan, 'customerId'> = {
  plan: 'pro',
  status: 'active',
  currentPeriodEnd: '2027-03-01T12:00:00.000Z',
}

test.describe('/account', () => {
  test('signed out: sent to sign in, and back to /account afterwards', async ({ page }) => {
    await holdClerkJs(page)
    await page.goto('/account', { waitUntil: 'domcontentloaded' })
    await expect(page).toHaveURL('/auth?redirect_url=%2Faccount')
  })

  test('a paying user sees their email, the plan, its status and renewal date, billing and sign-out; axe finds nothing', async ({
    page,
    context,
    request,
  }) => {
    const userId = newUserId('payer')
    await registerUser(request, userId, 'payer@company.com', { ...PRO_RENEWING, customerId: `cus_${userId}` })
    await signInAs(context, userId)
    await page.goto('/account')
    await expect(page).toHaveTitle(pageTitle('accountPage'))
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(account.heading)
    await expect(page.getByText(`${account.emailLabel} payer@company.com`)).toBeVisible()
    const plan = page.getByRole('region', { name: account.plan.heading })
    await expect(plan.getByText('Pro', { exact: true })).toBeVisible()
    await expect(plan.getByText('Active', { exact: true })).toBeVisible()
    await expect(plan.getByText(account.plan.renewsText.replace('{date}', 'March 1, 2027'))).toBeVisible()
    await expect(page.getByRole('button', { name: account.billing.label })).toBeVisible()
    await expect(page.getByRole('button', { name: account.signOutLabel })).toBeVisible()
    await expect(page.getByRole('link', { name: account.noPlan.pricingLink.label })).toHaveCount(0)
    expect(await axeViolations(page)).toEqual([])
  })

  test('a plan set not to renew says when it ends', async ({ page, context, request }) => {
    const userId = newUserId('leaving')
    await registerUser(request, userId, 'leaving@company.com', {
      ...PRO_RENEWING,
      customerId: `cus_${userId}`,
      cancelAt: '2027-03-01T12:00:00.000Z',
    })
    await signInAs(context, userId)
    await page.goto('/account')
    await expect(page.getByText(account.plan.cancelsText.replace('{date}', 'March 1, 2027'))).toBeVisible()
    await expect(page.getByText(/Renews on/)).toHaveCount(0)
  })

  test('a user without a plan is told what the account has and shown the plans; no billing; axe finds nothing', async ({
    page,
    context,
    request,
  }) => {
    const userId = newUserId('new')
    await registerUser(request, userId, 'new@company.com')
    await signInAs(context, userId)
    await page.goto('/account')
    await expect(page.getByRole('heading', { level: 2, name: account.noPlan.heading })).toBeVisible()
    await expect(page.getByText(/no plan yet, so no campaigns are running/)).toBeVisible()
    await expect(page.getByRole('link', { name: account.noPlan.pricingLink.label })).toHaveAttribute('href', '/pricing')
    await expect(page.getByRole('button', { name: account.billing.label })).toHaveCount(0)
    expect(await axeViolations(page)).toEqual([])
  })

  test('when Clerk cannot tell who the user is, says so plainly instead of failing', async ({ page, context }) => {
    // A valid session of a user the Clerk stand-in does not know: its Backend API answers 404.
    await signInAs(context, newUserId('unknown'))
    const response = await page.goto('/account')
    expect(response?.status()).toBe(200)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(account.heading)
    await expect(page.getByRole('heading', { level: 2, name: authPage.unavailable.heading })).toBeVisible()
    await expect(page.getByRole('button', { name: account.billing.label })).toHaveCount(0)
    await expect(page.getByRole('button', { name: account.signOutLabel })).toBeVisible()
  })

  test('shows a plan as soon as fulfilment records it, with the same session token', async ({
    page,
    context,
    request,
  }) => {
    const userId = newUserId('fresh')
    await registerUser(request, userId, 'fresh@company.com')
    await signInAs(context, userId)
    await page.goto('/account')
    await expect(page.getByRole('heading', { level: 2, name: account.noPlan.heading })).toBeVisible()
    // What the webhook writes; the session token (and its claims) stays the same.
    await registerUser(request, userId, 'fresh@company.com', { ...PRO_RENEWING, customerId: `cus_${userId}` })
    await page.reload()
    await expect(
      page.getByRole('region', { name: account.plan.heading }).getByText('Pro', { exact: true }),
    ).toBeVisible()
  })
})

test.describe('billing management', () => {
  test('opens the Stripe billing portal of the buyer’s own customer, returning to /account', async ({
    page,
    context,
    request,
  }) => {
    const userId = newUserId('portal')
    const customerId = `cus_${userId}`
    await stripeCustomer(request, customerId)
    await registerUser(request, userId, 'portal@company.com', { ...PRO_RENEWING, customerId })
    await signInAs(context, userId)
    await page.goto('/account')
    const button = page.getByRole('button', { name: account.billing.label })
    await waitForHydration(button)
    await button.click()
    await page.waitForURL(`${standIns().stripe}/p/session/**`)
    await expect(page.locator('#customer')).toHaveText(customerId)
    await expect(page.locator('#return-url')).toHaveText(`${CONFIGURED.origin}/account`)
    expect((await portalSessionsFor(request, customerId)).map(({ form }) => form)).toEqual([
      { customer: customerId, return_url: `${CONFIGURED.origin}/account` },
    ])
  })

  test('says so on the page when the portal cannot be opened', async ({ page, context, request }) => {
    // Recorded in Clerk, unknown to Stripe: Stripe refuses the portal session.
    const userId = newUserId('unknown_customer')
    await registerUser(request, userId, 'lost@company.com', { ...PRO_RENEWING, customerId: `cus_${userId}` })
    await signInAs(context, userId)
    await page.goto('/account')
    const button = page.getByRole('button', { name: account.billing.label })
    await waitForHydration(button)
    await button.click()
    await expect(page.getByRole('alert').filter({ hasText: account.billing.unavailableText })).toBeVisible()
    await expect(page).toHaveURL('/account')
    await expect(button).toBeEnabled()
  })

  test('POST /api/billing-portal: 401 signed out, 403 from another site, 409 without a Stripe customer; no portal session', async ({
    request,
  }) => {
    const userId = newUserId('no_customer')
    await registerUser(request, userId, 'none@company.com')
    const cookie = asCookieHeader(sessionOf(userId))
    const post = (headers: Record<string, string>) => request.post('/api/billing-portal', { headers, maxRedirects: 0 })
    expect((await post({ origin: CONFIGURED.origin })).status()).toBe(401)
    expect((await post({ origin: 'https://evil.example', cookie })).status()).toBe(403)
    const none = await post({ origin: CONFIGURED.origin, cookie })
    expect(none.status()).toBe(409)
    expect(await none.json()).toEqual({ error: expect.any(String) })
    expect(await portalSessionsFor(request, `cus_${userId}`)).toEqual([])
  })
})

test.describe('the header', () => {
  /**
   * Where each link and the navigation of the header sit, once the typeface has arrived: its swap from the fallback
   * moves text on any page whoever is signed in, and on a busy machine it may come after the first paint.
   */
  async function headerLayout(page: Page) {
    await page.evaluate(() => document.fonts.ready.then(() => undefined))
    return page
      .getByRole('banner')
      .locator('a, button, nav')
      .evaluateAll((elements) =>
        elements.map((element) => {
          const { x, y, width, height } = element.getBoundingClientRect()
          return `${element.tagName} at ${x},${y}, ${width}×${height}`
        }),
      )
  }

  test('on a static page: Account for a signed-in browser, Sign In otherwise, with no Clerk script and nothing moving', async ({
    page,
    context,
    request,
  }) => {
    await holdClerkJs(page)
    const banner = page.getByRole('banner')

    const signedOutScripts = await scriptsOf(page, '/features')
    const signInLink = banner.getByRole('link', { name: header.signInLabel })
    await waitForHydration(signInLink)
    await expect(signInLink).toHaveAttribute('href', '/auth')
    await expect(banner.getByRole('link', { name: header.accountLabel })).toHaveCount(0)
    // The page is prerendered signed out: this is also the signed-in browser's first paint, before hydration.
    const signedOutLayout = await headerLayout(page)

    const userId = newUserId('header')
    await registerUser(request, userId, 'header@company.com')
    await signInAs(context, userId)
    const signedInScripts = await scriptsOf(page, '/features')
    const accountLink = banner.getByRole('link', { name: header.accountLabel })
    await waitForHydration(accountLink)
    await expect(accountLink).toHaveAttribute('href', '/account')
    await expect(banner.getByRole('link', { name: header.signInLabel })).toHaveCount(0)
    expect(await headerLayout(page)).toEqual(signedOutLayout)
    expect([...signedOutScripts, ...signedInScripts].filter(isClerk).map(({ url }) => url)).toEqual([])

    await accountLink.click()
    await expect(page).toHaveURL('/account')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(account.heading)
  })
})

test.describe('signing out', () => {
  test('ends the Clerk session, removes its cookies and returns home, where the header says Sign In again', async ({
    page,
    context,
    request,
  }) => {
    const userId = newUserId('leaver')
    await registerUser(request, userId, 'leaver@company.com')
    await signInAs(context, userId)
    await page.goto('/account')
    await page.getByRole('button', { name: account.signOutLabel }).click()
    await expect(page).toHaveURL('/')
    const signInLink = page.getByRole('banner').getByRole('link', { name: header.signInLabel })
    await waitForHydration(signInLink)
    await expect(signInLink).toBeVisible()
    expect((await context.cookies()).map(({ name }) => name)).not.toEqual(
      expect.arrayContaining([expect.stringMatching(/^__(session|client_uat)/)]),
    )
    expect(await revocationsOf(request, `sess_${userId}`)).toHaveLength(1)
    await page.goto('/account', { waitUntil: 'domcontentloaded' })
    await expect(page).toHaveURL('/auth?redirect_url=%2Faccount')
  })

  test('when Clerk cannot end the session, nothing is pretended: back on /account, still signed in, told so; the next press signs out', async ({
    page,
    context,
    request,
  }) => {
    const userId = newUserId('unlucky_leaver')
    await registerUser(request, userId, 'unlucky@company.com')
    await signInAs(context, userId)
    // Clerk answers the next revocation of this session with a 503, as when it is down for a moment.
    await request.post(`${standIns().clerk}/__stand-in/outage`, {
      data: { path: `/v1/sessions/sess_${userId}/revoke`, times: 1 },
    })
    await page.goto('/account')
    await page.getByRole('button', { name: account.signOutLabel }).click()
    await expect(page).toHaveURL(/\/account\?/)
    await expect(page.getByRole('alert').filter({ hasText: account.signOutFailedText })).toBeVisible()
    await expect(page.getByRole('banner').getByRole('link', { name: header.accountLabel })).toBeVisible()
    expect((await context.cookies()).map(({ name }) => name)).toEqual(expect.arrayContaining(['__session']))
    expect(await axeViolations(page)).toEqual([])

    await page.getByRole('button', { name: account.signOutLabel }).click()
    await expect(page).toHaveURL('/')
    await expect(page.getByRole('banner').getByRole('link', { name: header.signInLabel })).toBeVisible()
    // The failed call and the one that ended the session.
    expect(await revocationsOf(request, `sess_${userId}`)).toHaveLength(2)
  })

  test('a session whose token expired a minute ago (not yet refreshed) is still ended; an hour-old token ends nothing', async ({
    request,
  }) => {
    const now = Math.floor(Date.now() / 1000)
    const signOut = (cookies: { name: string; value: string }[]) =>
      request.post('/api/sign-out', {
        headers: { origin: CONFIGURED.origin, cookie: asCookieHeader(cookies) },
        maxRedirects: 0,
      })
    const recent = newUserId('recent')
    const response = await signOut(sessionOf(recent, { iat: now - 120, nbf: now - 120, exp: now - 60 }))
    expect(response.status()).toBe(303)
    expect(response.headers()['location']).toBe(`${CONFIGURED.origin}/`)
    expect(await revocationsOf(request, `sess_${recent}`)).toHaveLength(1)

    const old = newUserId('stale')
    const refused = await signOut(sessionOf(old, { iat: now - 7200, nbf: now - 7200, exp: now - 3600 }))
    expect(refused.status()).toBe(303)
    expect(refused.headers()['location']).toBe(`${CONFIGURED.origin}/account?sign-out-failed=1`)
    expect(refused.headers()['set-cookie']).toBeUndefined()
    expect(await revocationsOf(request, `sess_${old}`)).toEqual([])
  })

  test('a forged token ends nothing, a post from another site is refused, and both change nothing', async ({
    request,
  }) => {
    const userId = newUserId('target')
    const forged = sessionOf(userId, {}, newKeyPair().privateKey)
    const signOut = (origin: string, cookies: { name: string; value: string }[]) =>
      request.post('/api/sign-out', { headers: { origin, cookie: asCookieHeader(cookies) }, maxRedirects: 0 })
    expect((await signOut(CONFIGURED.origin, forged)).status()).toBe(303)
    const crossSite = await signOut('https://evil.example', sessionOf(userId))
    expect(crossSite.status()).toBe(403)
    expect(crossSite.headers()['set-cookie']).toBeUndefined()
    expect(await revocationsOf(request, `sess_${userId}`)).toEqual([])
  })
})
