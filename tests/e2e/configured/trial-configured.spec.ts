import { expect, test, type APIRequestContext, type Page } from '@playwright/test'
import Stripe from 'stripe'
import { asCookieHeader, CONFIGURED, readTestServerInfo, signedInCookies } from '../../support/clerkSessions'
import { newUserId, registerUser } from '../accountUsers'
import {
  axeViolations,
  goalsIn,
  holdClerkJs,
  pageviewsIn,
  planButton,
  recordAnalytics,
  signIn,
  waitForHydration,
} from '../helpers'
import { PLAUSIBLE_TEST_DOMAIN } from '../../support/e2eSettings'
import { authPage, readableDate, seedDocument } from '../../support/seedContent'

/**
 * The card-free free trial on the Clerk-configured server (port 3101), whose Stripe SDK talks to the loopback stand-in
 * (tests/stand-ins/stripeApi.ts, which also sends Stripe's events, signed, to this server's webhook) and whose Clerk SDK
 * to tests/stand-ins/clerkBackend.ts. Signing up itself runs in clerk-js, which never loads offline: the spec follows
 * the trial link to the sign-up form and, once the account exists (registered in the Clerk standIn, its session
 * signed here), goes where the form goes after the email code — the form's hand-over is tested in
 * tests/unit/tests/unit/auth/auth-form.test.tsx.
 */

const trial = seedDocument<{
  trialDays: number
  contactLimit: number
  includes: string[]
  page: Record<string, string>
  refusals: Record<string, string>
  account: Record<string, string>
}>('freeTrial')
const accountPage = seedDocument<{ plan: { heading: string; renewsText: string } }>('accountPage')
const paymentSuccess = seedDocument<{
  heading: string
  planLabel: string
  trialPlanUnconfirmed: { heading: string; text: string; accountLabel: string }
}>('paymentSuccessPage')
const proCard = seedDocument<{ priceLabel: string; pricePeriod: string }>('pricingPlan-pro')

const server = () => {
  const { apiUrl, stripeApiUrl, stripeWebhookSecret } = readTestServerInfo()
  if (!stripeApiUrl || !stripeWebhookSecret) throw new Error('The trial specs need the server started with Stripe.')
  return { clerk: apiUrl, stripe: stripeApiUrl, webhookSecret: stripeWebhookSecret }
}

/** A user id and email of its own per test (accountUsers.ts). */
const newUser = (name: string) => {
  const userId = newUserId(`trial_${name}`)
  return { userId, email: `${userId}@company.com` }
}

const recordedOf = async (request: APIRequestContext, userId: string) =>
  (await (await request.get(`${server().clerk}/__stand-in/users/${userId}`)).json()).public_metadata.subscription as {
    subscriptionId: string
    customerId: string
    status: string
    trialEnd: string
  }
/** Each of the customer's subscriptions in the Stripe stand-in, with its status and price. */
async function subscriptionsIn(request: APIRequestContext, customerId: string) {
  const response = await request.get(`${server().stripe}/v1/subscriptions?customer=${customerId}&status=all`, {
    headers: { authorization: 'Bearer sk_test_spec' },
  })
  return (
    (await response.json()).data as { status: string; items: { data: { price: { lookup_key: string } }[] } }[]
  ).map((subscription) => `${subscription.status} ${subscription.items.data[0].price.lookup_key}`)
}

/** /trial opened from the address bar, not from a link of the site: it offers the trial, and the visitor presses start. */
async function openTrialAndPressStart(page: Page) {
  await page.goto('/trial')
  const start = page.getByRole('button', { name: trial.page.startLabel })
  await waitForHydration(start)
  await start.click()
}

/** Signed in, on /trial: the trial starts, and the confirmation shows. */
async function startTrialInBrowser(page: Page, userId: string) {
  await signIn(page.context(), userId)
  await openTrialAndPressStart(page)
  await expect(page.getByRole('heading', { name: trial.page.startedHeading })).toBeVisible()
}

/** A new user of this test's own, signed in, whose trial the browser started on /trial. */
async function userInTrial(page: Page, request: APIRequestContext, name: string) {
  const { userId, email } = newUser(name)
  await registerUser(request, userId, email)
  await startTrialInBrowser(page, userId)
  return { userId, ...(await recordedOf(request, userId)) }
}

const endsOn = (iso: string) => trial.page.endsOnText.replace('{date}', readableDate(iso))

test('signed out: the home page’s trial link → sign-up → the trial starts with no card → confirmation → /account', async ({
  page,
  request,
}) => {
  // Four pages, two of them checked by axe, on the way: more than a simple test's time.
  test.slow()
  const { userId, email } = newUser('new')
  await holdClerkJs(page)
  const analytics = await recordAnalytics(page)
  await page.goto('/')
  await page.getByRole('link', { name: 'Start Your Free Trial' }).first().click()
  // The sign-up form (not sign-in), asked to go on to the trial once the account exists.
  await page.waitForURL((url) => url.pathname === '/auth', { waitUntil: 'domcontentloaded' })
  const url = new URL(page.url())
  expect(url.searchParams.get('mode')).toBe('sign-up')
  expect(url.searchParams.get('redirect_url')).toBe('/trial')
  await expect(page.getByText(authPage.toSignIn.prompt)).toBeVisible()
  await expect.poll(() => pageviewsIn(analytics)).toEqual(['/', '/auth'])

  // The account exists and its email is verified (Clerk's part): the form goes to its redirect_url.
  await registerUser(request, userId, email)
  await signIn(page.context(), userId)
  // The form goes on from the site's own page, so the trial starts without a second click.
  await page.evaluate((path) => window.location.assign(path), url.searchParams.get('redirect_url')!)
  await expect(page.getByRole('heading', { name: trial.page.startedHeading })).toBeVisible()
  // Each page on the way counts once (/auth and /trial are documents of their own); /trial, rendered per request,
  // counts like every page: its pageview, then the goal with the plan tried.
  await expect.poll(() => goalsIn(analytics)).toEqual(['Trial Started'])
  expect(analytics.find((event) => event.n === 'Trial Started')).toMatchObject({
    p: { plan: 'basic' },
    u: `${CONFIGURED.origin}/trial`,
    d: PLAUSIBLE_TEST_DOMAIN,
  })
  await expect.poll(() => pageviewsIn(analytics)).toEqual(['/', '/auth', '/trial'])
  const { trialEnd, status } = await recordedOf(request, userId)
  expect(status).toBe('trialing')
  expect(Date.parse(trialEnd) - Date.now()).toBeGreaterThan((trial.trialDays * 24 - 1) * 3_600_000)
  await expect(page.getByText(endsOn(trialEnd))).toBeVisible()
  for (const item of trial.includes) await expect(page.getByRole('main').getByText(item, { exact: true })).toBeVisible()
  await expect(
    page.getByText(trial.page.contactLimitText.replace('{contacts}', String(trial.contactLimit))),
  ).toBeVisible()
  await expect(page.getByText(trial.page.endText)).toBeVisible()
  // No card was asked for: no field at all on the way.
  await expect(page.getByRole('main').locator('input, iframe')).toHaveCount(0)
  expect(await axeViolations(page)).toEqual([])

  await page.getByRole('link', { name: trial.page.accountLinkLabel }).click()
  await page.waitForURL('/account', { waitUntil: 'domcontentloaded' })
  await expect(page.getByText(trial.account.label, { exact: true })).toBeVisible()
  await expect(page.getByText(trial.account.daysLeftText.replace('{days}', String(trial.trialDays)))).toBeVisible()
  await expect(page.getByText(trial.account.endsOnText.replace('{date}', readableDate(trialEnd)))).toBeVisible()
  await expect(page.getByRole('button', { name: trial.account.paymentMethodLabel })).toBeVisible()
  await expect(page.getByRole('heading', { name: trial.account.choosePlanHeading })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Basic' })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Pro' })).toBeVisible()
  expect(await axeViolations(page)).toEqual([])

  // /trial opened again (a second tab) gets the same trial back: still one subscription, and no second goal.
  await openTrialAndPressStart(page)
  await expect(page.getByText(endsOn(trialEnd))).toBeVisible()
  expect(goalsIn(analytics)).toEqual(['Trial Started'])
  expect(await subscriptionsIn(request, (await recordedOf(request, userId)).customerId)).toEqual([
    'trialing basic_yearly',
  ])
})

test('signed in without a plan: one click on the account page starts it', async ({ page, request }) => {
  const { userId, email } = newUser('oneclick')
  await registerUser(request, userId, email)
  await signIn(page.context(), userId)
  await page.goto('/account')
  await page.getByRole('link', { name: trial.account.startLabel }).click()
  await expect(page.getByRole('heading', { name: trial.page.startedHeading })).toBeVisible()
})

test('opened from another site’s link or the address bar, /trial starts nothing until the visitor presses start', async ({
  page,
  request,
}) => {
  const { userId, email } = newUser('elsewhere')
  await registerUser(request, userId, email)
  await signIn(page.context(), userId)
  const trialCalls: string[] = []
  page.on('request', (sent) => {
    if (new URL(sent.url()).pathname === '/api/trial') trialCalls.push(sent.method())
  })
  // A link on a page of another site (an opaque origin: the browser says cross-site).
  await page.setContent(`<a href="${CONFIGURED.origin}/trial">Free trial</a>`)
  await page.getByRole('link', { name: 'Free trial' }).click()
  await page.waitForURL(`${CONFIGURED.origin}/trial`)
  const start = page.getByRole('button', { name: trial.page.startLabel })
  await waitForHydration(start)
  await expect(page.getByText(trial.page.confirmText.replace('{days}', String(trial.trialDays)))).toBeVisible()
  for (const item of trial.includes) await expect(page.getByRole('main').getByText(item, { exact: true })).toBeVisible()
  // Typed in the address bar: the same offer. (axe's read of it also gives a start made on hydration time to show.)
  await page.goto('/trial')
  await waitForHydration(start)
  expect(await axeViolations(page)).toEqual([])
  expect(trialCalls).toEqual([])
  expect(await recordedOf(request, userId)).toBeUndefined()

  await start.click()
  await expect(page.getByRole('heading', { name: trial.page.startedHeading })).toBeVisible()
  expect(trialCalls).toEqual(['POST'])
  expect(await subscriptionsIn(request, (await recordedOf(request, userId)).customerId)).toEqual([
    'trialing basic_yearly',
  ])
})

test('a second trial is refused: an email that had one, after its account was deleted and made again', async ({
  page,
  request,
}) => {
  const { userId, email } = newUser('again')
  await registerUser(request, userId, email)
  await startTrialInBrowser(page, userId)
  await page.context().clearCookies()
  await request.delete(`${server().clerk}/__stand-in/users/${userId}`)
  const again = `${userId}_new`
  await registerUser(request, again, email.toUpperCase())
  await signIn(page.context(), again)
  await openTrialAndPressStart(page)
  await expect(page.getByRole('heading', { name: trial.refusals.alreadyUsedText })).toBeVisible()
  await expect(page.getByRole('link', { name: trial.refusals.plansLinkLabel })).toHaveAttribute('href', '/pricing')
  expect(await axeViolations(page)).toEqual([])
})

/**
 * /account during the trial: presses Pro under "Choose a yearly plan now"; gives the server's answer once the page has
 * loaded the address it answered (a page still on its way there would abort the test's next navigation).
 */
async function choosePro(page: Page) {
  await page.goto('/account')
  const pro = page.getByRole('main').getByRole('button', { name: 'Pro' })
  await waitForHydration(pro)
  const answered = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/checkout')
  const followed = page.waitForEvent('load')
  await pro.click()
  await followed
  return answered
}

/** The page shown is /account with the Pro plan and no trial left. */
async function expectPro(page: Page) {
  await expect(page).toHaveURL('/account')
  await expect(page.getByRole('heading', { name: accountPage.plan.heading })).toBeVisible()
  await expect(page.getByRole('main').getByText('Pro', { exact: true })).toBeVisible()
  await expect(page.getByText(trial.account.label, { exact: true })).toHaveCount(0)
  expect(await axeViolations(page)).toEqual([])
}

test('during the trial, Pro now with a card on file: the trial itself becomes Pro — one subscription throughout', async ({
  page,
  request,
}) => {
  const { userId, customerId } = await userInTrial(page, request, 'procard')
  await request.post(`${server().stripe}/__stand-in/customers/${customerId}/payment-method`)
  expect(await subscriptionsIn(request, customerId)).toEqual(['trialing basic_yearly'])
  const analytics = await recordAnalytics(page)
  const answer = await choosePro(page)
  // No Checkout: the change is made (and recorded) before the server answers with the way back to /account, which the
  // page has followed (so the answer's body is gone by now: tests/unit/payments/trial.test.ts checks it).
  expect(answer.status()).toBe(200)
  expect(await subscriptionsIn(request, customerId)).toEqual(['active pro_yearly'])
  await expectPro(page)
  expect(await recordedOf(request, userId)).toMatchObject({ status: 'active', plan: 'pro' })
  // No Checkout opened, so none is counted as started (the pageviews of /account came and went meanwhile).
  await expect.poll(() => analytics.filter((event) => event.n === 'pageview').length).toBe(2)
  expect(goalsIn(analytics)).toEqual([])
})

test('during the trial, a plan button of the pricing page leads to /account’s choice, which says the price: nothing charged', async ({
  page,
  request,
}) => {
  const { customerId } = await userInTrial(page, request, 'pricingpage')
  await request.post(`${server().stripe}/__stand-in/customers/${customerId}/payment-method`)
  const button = await planButton(page, 'Pro')
  await button.click()
  await expect(page).toHaveURL('/account#account-choose-plan')
  const choice = page.getByRole('region', { name: trial.account.choosePlanHeading })
  await expect(choice.getByRole('button', { name: `Pro ${proCard.priceLabel}${proCard.pricePeriod}` })).toBeVisible()
  expect(await subscriptionsIn(request, customerId)).toEqual(['trialing basic_yearly'])
  expect(await axeViolations(page)).toEqual([])
})

test('during the trial, Pro now without a card: Checkout saves one, then the trial becomes Pro — one subscription throughout', async ({
  page,
  request,
}) => {
  test.slow()
  const { userId, customerId } = await userInTrial(page, request, 'pro')
  const analytics = await recordAnalytics(page)
  await choosePro(page)
  // Stripe Checkout, to give a card: the trial is still the only subscription.
  await page.waitForURL(`${server().stripe}/c/pay/**`)
  await expect.poll(() => goalsIn(analytics)).toEqual(['Checkout Started'])
  expect(await subscriptionsIn(request, customerId)).toEqual(['trialing basic_yearly'])
  const sessionId = page.url().split('/').pop()!
  const { session } = await (await request.post(`${server().stripe}/__stand-in/sessions/${sessionId}/complete`)).json()
  expect(session).toMatchObject({ mode: 'setup', status: 'complete', customer: customerId })
  expect(await subscriptionsIn(request, customerId)).toEqual(['trialing basic_yearly'])
  // Checkout sends the buyer back to the session's success address: the change is made there (or by the webhook).
  await page.goto(session.success_url.replace('{CHECKOUT_SESSION_ID}', sessionId))
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(paymentSuccess.heading)
  await expect(page.getByText(paymentSuccess.planLabel.replace('{plan}', 'Pro'))).toBeVisible()
  expect(await axeViolations(page)).toEqual([])
  expect(await subscriptionsIn(request, customerId)).toEqual(['active pro_yearly'])
  await page.goto('/account')
  await expectPro(page)
  // Stripe's checkout.session.completed, coming after the return, finds the work done.
  const payload = JSON.stringify({
    id: `evt_${sessionId}`,
    object: 'event',
    type: 'checkout.session.completed',
    created: Math.floor(Date.now() / 1000),
    data: { object: session },
  })
  const signature = new Stripe('sk_test_unused').webhooks.generateTestHeaderString({
    payload,
    secret: server().webhookSecret,
  })
  const delivered = await request.post('/api/webhooks/stripe', {
    headers: { 'content-type': 'application/json', 'stripe-signature': signature },
    data: payload,
  })
  expect(delivered.status()).toBe(200)
  expect(await subscriptionsIn(request, customerId)).toEqual(['active pro_yearly'])
  expect(await recordedOf(request, userId)).toMatchObject({ status: 'active', plan: 'pro' })
})

test('during the trial, Pro now with a card that declines: the return says the plan did not start, the trial goes on', async ({
  page,
  request,
}) => {
  const { customerId } = await userInTrial(page, request, 'declined')
  await choosePro(page)
  await page.waitForURL(`${server().stripe}/c/pay/**`)
  const sessionId = page.url().split('/').pop()!
  const { session } = await (
    await request.post(`${server().stripe}/__stand-in/sessions/${sessionId}/complete?card=declines`)
  ).json()
  await page.goto(session.success_url.replace('{CHECKOUT_SESSION_ID}', sessionId))
  const { trialPlanUnconfirmed } = paymentSuccess
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(trialPlanUnconfirmed.heading)
  await expect(page.getByText(trialPlanUnconfirmed.text)).toBeVisible()
  expect(await axeViolations(page)).toEqual([])
  expect(await subscriptionsIn(request, customerId)).toEqual(['trialing basic_yearly'])
  await page.getByRole('link', { name: trialPlanUnconfirmed.accountLabel }).click()
  await expect(page).toHaveURL('/account')
  await expect(page.getByRole('heading', { name: trial.account.choosePlanHeading })).toBeVisible()
})

test('the other states are accessible: the offer on /account, a plan already, and a failure whose retry makes one trial', async ({
  page,
  request,
}) => {
  test.slow()
  // An account with no plan: /account offers the trial.
  const { userId, email } = newUser('states')
  await registerUser(request, userId, email)
  await signIn(page.context(), userId)
  await page.goto('/account')
  await expect(page.getByRole('heading', { name: trial.account.offerHeading })).toBeVisible()
  expect(await axeViolations(page)).toEqual([])

  // The server could not start it (Stripe unreachable answers 502: tests/unit/payments/trial.test.ts): the page says so and
  // offers to try again, which starts exactly one trial.
  await page.route('**/api/trial', (route) =>
    route.fulfill({
      status: 502,
      contentType: 'application/json',
      body: '{"error":"The trial could not be started."}',
    }),
  )
  await openTrialAndPressStart(page)
  await expect(page.getByRole('heading', { name: trial.refusals.failedText })).toBeVisible()
  expect(await axeViolations(page)).toEqual([])
  expect(await recordedOf(request, userId)).toBeUndefined()
  await page.unroute('**/api/trial')
  await page.getByRole('button', { name: trial.refusals.retryLabel }).click()
  await expect(page.getByRole('heading', { name: trial.page.startedHeading })).toBeVisible()
  expect(await subscriptionsIn(request, (await recordedOf(request, userId)).customerId)).toEqual([
    'trialing basic_yearly',
  ])

  // An account on a paid plan: no trial, and the way to its account.
  const paying = newUser('paying')
  await request.put(`${server().clerk}/__stand-in/users/${paying.userId}`, {
    data: {
      email: paying.email,
      public_metadata: {
        subscription: { plan: 'pro', status: 'active', subscriptionId: 'sub_x', customerId: 'cus_x' },
      },
    },
  })
  await signIn(page.context(), paying.userId)
  await openTrialAndPressStart(page)
  await expect(page.getByRole('heading', { name: trial.refusals.hasPlanText })).toBeVisible()
  await expect(page.getByRole('main').getByRole('link', { name: trial.page.accountLinkLabel })).toHaveAttribute(
    'href',
    '/account',
  )
  expect(await axeViolations(page)).toEqual([])
})

test('the end of a trial without a card (Stripe’s signed events): /account says it ended, with the way to a plan', async ({
  page,
  request,
}) => {
  const { subscriptionId } = await userInTrial(page, request, 'nocard')
  const end = await (
    await request.post(`${server().stripe}/__stand-in/subscriptions/${subscriptionId}/end-trial`)
  ).json()
  expect(end.deliveries).toEqual([expect.objectContaining({ type: 'customer.subscription.deleted', status: 200 })])
  await page.goto('/account')
  await expect(page.getByRole('heading', { name: trial.account.endedHeading })).toBeVisible()
  await expect(page.getByText(trial.account.endedText)).toBeVisible()
  expect(await axeViolations(page)).toEqual([])
})

test('with a card added through the portal: the trial becomes the paid plan at its end', async ({ page, request }) => {
  const { userId, subscriptionId, customerId } = await userInTrial(page, request, 'card')
  await page.goto('/account')
  const add = page.getByRole('button', { name: trial.account.paymentMethodLabel })
  await waitForHydration(add)
  await add.click()
  // Stripe's portal, straight to its payment-method form, for the account's own customer.
  await page.waitForURL(`${server().stripe}/p/session/**`)
  await expect(page.locator('#flow')).toHaveText('payment_method_update')
  await expect(page.locator('#customer')).toHaveText(customerId)
  await request.post(`${server().stripe}/__stand-in/customers/${customerId}/payment-method`)
  const end = await (
    await request.post(`${server().stripe}/__stand-in/subscriptions/${subscriptionId}/end-trial?order=reversed`)
  ).json()
  expect(end.deliveries.map((delivery: { status: number }) => delivery.status)).toEqual([200, 200])
  await page.goto('/account')
  await expect(page.getByRole('heading', { name: accountPage.plan.heading })).toBeVisible()
  await expect(page.getByRole('main').getByText('Basic', { exact: true })).toBeVisible()
  const { currentPeriodEnd } = (await (await request.get(`${server().clerk}/__stand-in/users/${userId}`)).json())
    .public_metadata.subscription
  await expect(
    page.getByText(accountPage.plan.renewsText.replace('{date}', readableDate(currentPeriodEnd))),
  ).toBeVisible()
  expect(await axeViolations(page)).toEqual([])
})

test('POST /api/trial: signed out 401; from another site 403; neither starts anything', async ({ request }) => {
  const { userId, email } = newUser('api')
  await registerUser(request, userId, email)
  const signedOut = await request.post('/api/trial', {
    headers: { 'content-type': 'application/json', origin: CONFIGURED.origin },
    data: '{}',
  })
  expect(signedOut.status()).toBe(401)
  const crossSite = await request.post('/api/trial', {
    headers: {
      'content-type': 'application/json',
      origin: 'https://evil.example',
      cookie: asCookieHeader(signedInCookies(userId)),
    },
    data: '{}',
  })
  expect(crossSite.status()).toBe(403)
  expect(await recordedOf(request, userId)).toBeUndefined()
})
