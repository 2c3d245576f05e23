import { expect, test, type APIRequestContext } from '@playwright/test'
import Stripe from 'stripe'
import { ENROLMENT_COOKIE } from '@/lib/experiments/cookies'
import { ENROLMENT_EVENT, FIRST_GOAL_PROPERTY } from '@/lib/experiments/tagging'
import {
  asCookieHeader,
  CONFIGURED,
  newKeyPair,
  readTestServerInfo,
  sessionClaims,
  sessionCookies,
  signedInCookies,
  signSessionToken,
} from '../../support/clerkSessions'
import { registerUser } from '../accountUsers'
import { axeViolations, goalsIn, holdClerkJs, planButton, recordAnalytics, recordStatusTexts, signIn } from '../helpers'
import { purchaseMessages, seedDocument } from '../../support/seedContent'
import { fillIn } from '@/lib/text/fillIn'

/** The thank-you page's words in the bundled content. */
const thankYou = seedDocument<{
  heading: string
  planLabel: string
  supportLink: { label: string }
  unconfirmed: { heading: string; text: string }
}>('paymentSuccessPage')

/**
 * Buying a plan on the Clerk-configured server (project `configured`, port 3101), whose Stripe SDK talks
 * to the loopback stand-in in tests/stand-ins/stripeApi.ts and whose Clerk SDK to tests/stand-ins/clerkBackend.ts (both
 * started with the server by tests/support/clerk-server.ts).
 */

const server = () => {
  const { apiUrl, stripeApiUrl, stripeWebhookSecret } = readTestServerInfo()
  if (!stripeApiUrl || !stripeWebhookSecret) throw new Error('The purchase specs need the server started with Stripe.')
  return { clerkApiUrl: apiUrl, stripeApiUrl, stripeWebhookSecret }
}
const stripeUrl = () => server().stripeApiUrl
type Recorded = { method: string; path: string; form: Record<string, string>; idempotencyKey: string | null }
const stripeRequests = async (request: APIRequestContext): Promise<Recorded[]> =>
  (await request.get(`${stripeUrl()}/__stand-in/requests`)).json()
const sessionsCreatedFor = async (request: APIRequestContext, userId: string) =>
  (await stripeRequests(request)).filter(
    (call) =>
      call.method === 'POST' && call.path === '/v1/checkout/sessions' && call.form.client_reference_id === userId,
  )

const cookieHeader = (userId: string) => asCookieHeader(signedInCookies(userId))

const publicMetadataOf = async (request: APIRequestContext, userId: string) =>
  (await (await request.get(`${server().clerkApiUrl}/__stand-in/users/${userId}`)).json()).public_metadata

/** Starts a checkout over the wire, as the pricing page does, for a signed-in `userId`. */
const startCheckout = (request: APIRequestContext, userId: string, plan = 'pro') =>
  request.post('/api/checkout', {
    headers: { 'content-type': 'application/json', origin: CONFIGURED.origin, cookie: cookieHeader(userId) },
    data: JSON.stringify({ planKey: plan }),
  })
const checkoutSessionId = async (response: Awaited<ReturnType<typeof startCheckout>>) =>
  ((await response.json()).url as string).split('/').pop()!

/** The sign-in page's words, as the bundled content has them. */
const authWords = seedDocument<{ purchaseReason: string }>('authPage')

test.describe('the buyer’s journey', () => {
  test('signed out: asked to sign in, then sent to /auth, which says why and returns to pricing', async ({ page }) => {
    await holdClerkJs(page)
    // /auth loads as a new document (its policy allows Clerk's scripts): the toast shows while it is on its way.
    const toasts = await recordStatusTexts(page)
    const button = await planButton(page, 'Basic')
    await button.click()
    await expect(page).toHaveURL('/auth?redirect_url=%2Fpricing&plan=basic')
    expect(toasts.join(' ')).toContain(purchaseMessages.signInTitle)
    expect(toasts.join(' ')).toContain(purchaseMessages.signInText)
    // Where they land, the reason stays on screen: signing in continues the purchase of the plan they chose (the
    // enterprise plan, sold by contact, and made-up keys name none).
    await expect(page.getByText(fillIn(authWords.purchaseReason, { plan: 'Basic' }))).toBeVisible()
  })

  test('/auth names only a plan on sale, read from the server’s answer', async ({ request }) => {
    const page = async (key: string) => (await request.get(`/auth?redirect_url=%2Fpricing&plan=${key}`)).text()
    expect(await page('pro')).toContain(fillIn(authWords.purchaseReason, { plan: 'Pro' }))
    // The enterprise plan is sold by contact; the others are no plan at all.
    for (const key of ['enterprise', 'x'.repeat(41), '%7Bplan%7D', 'basic%00'])
      expect(await page(key), key).not.toContain(authWords.purchaseReason.split('{plan}')[0])
  })

  test('signed in: Processing, then Stripe Checkout for the chosen plan, counted as a goal', async ({
    page,
    context,
    request,
  }) => {
    const userId = `user_e2e_buyer_${test.info().workerIndex}_${Date.now()}`
    await registerUser(request, userId, 'buyer@company.com')
    await signIn(context, userId)
    const analytics = await recordAnalytics(page)
    const button = await planButton(page, 'Pro')
    // Hold the answer a moment so the notice can be seen.
    let release!: () => void
    const held = new Promise<void>((resolve) => (release = resolve))
    await page.route('/api/checkout', async (route) => {
      await held
      await route.continue()
    })
    await button.click()
    await expect(page.getByText(purchaseMessages.processing)).toBeVisible()
    await expect(button).toBeDisabled()
    expect(goalsIn(analytics)).toEqual([])
    release()
    await page.waitForURL(new RegExp(`^${stripeUrl()}/c/pay/cs_test_`))
    await expect(page.getByRole('heading', { name: 'Stripe Checkout stand-in' })).toBeVisible()
    // Sent on the way out (the tracker's keepalive request survives the navigation).
    await expect.poll(() => goalsIn(analytics)).toEqual(['Checkout Started'])
    expect(analytics.find((event) => event.n === 'Checkout Started')).toMatchObject({
      p: { plan: 'pro' },
      u: `${CONFIGURED.origin}/pricing`,
    })

    const [created] = await sessionsCreatedFor(request, userId)
    expect(created.form).toMatchObject({
      mode: 'subscription',
      'line_items[0][price]': 'price_pro_yearly',
      client_reference_id: userId,
      customer_email: 'buyer@company.com',
      success_url: `${CONFIGURED.origin}/payment-success?session_id={CHECKOUT_SESSION_ID}`,
      cancel_url: `${CONFIGURED.origin}/pricing`,
      allow_promotion_codes: 'true',
    })
    expect(created.idempotencyKey).toMatch(new RegExp(`^checkout:${userId}:pro:[0-9a-f-]{36}$`))
  })

  for (const [name, answer, message] of [
    ['a failed answer', { status: 502, body: '{"error":"x"}' }, purchaseMessages.errorText],
    ['an answer without a URL', { status: 200, body: '{}' }, purchaseMessages.noUrlText],
  ] as const) {
    test(`${name}: the Error toast, and the buyer can try again`, async ({ page, context }) => {
      await signIn(context, 'user_e2e_unlucky')
      // The test moves the page's clock ahead: the notice's five seconds pass without waiting them.
      await page.clock.install()
      const analytics = await recordAnalytics(page)
      const button = await planButton(page, 'Basic')
      await page.route('/api/checkout', (route) =>
        route.fulfill({ status: answer.status, contentType: 'application/json', body: answer.body }),
      )
      await button.click()
      await expect(page.getByRole('status').getByText('Error')).toBeVisible()
      await expect(page.getByText(message)).toBeVisible()
      await expect(page).toHaveURL('/pricing')
      await expect(button).toBeEnabled()
      expect(goalsIn(analytics)).toEqual([])

      // Trying again replaces the notice instead of stacking a second one; it leaves after five seconds.
      const second = page.waitForResponse('/api/checkout')
      await button.click()
      await second
      await expect(button).toBeEnabled()
      await expect(page.getByText(message)).toHaveCount(1)
      await page.clock.runFor(3_000)
      await expect(page.getByText(message)).toBeVisible()
      // Five seconds after it appeared it is dismissed, and a second later it has left the page.
      await page.clock.runFor(4_000)
      await expect(page.getByText(message)).toHaveCount(0)
    })
  }
})

test.describe('POST /api/checkout refuses what it should', () => {
  const userId = 'user_e2e_bad_input'
  const good = { 'content-type': 'application/json', origin: CONFIGURED.origin }
  const cases: [string, () => { headers: Record<string, string>; data: string }, number][] = [
    ['no session', () => ({ headers: good, data: '{"planKey":"basic"}' }), 401],
    [
      'a forged session',
      () => {
        const claims = sessionClaims(userId)
        return {
          headers: {
            ...good,
            cookie: asCookieHeader(sessionCookies(signSessionToken(claims, newKeyPair().privateKey), claims.iat)),
          },
          data: '{"planKey":"basic"}',
        }
      },
      401,
    ],
    [
      'an unknown plan',
      () => ({ headers: { ...good, cookie: cookieHeader(userId) }, data: '{"planKey":"platinum"}' }),
      404,
    ],
    [
      'Enterprise (sold in person)',
      () => ({ headers: { ...good, cookie: cookieHeader(userId) }, data: '{"planKey":"enterprise"}' }),
      404,
    ],
    [
      'a raw price id',
      () => ({ headers: { ...good, cookie: cookieHeader(userId) }, data: '{"planKey":"price_basic_yearly"}' }),
      400,
    ],
    [
      'a client-supplied price',
      () => ({ headers: { ...good, cookie: cookieHeader(userId) }, data: '{"planKey":"basic","priceId":"price_1"}' }),
      400,
    ],
    [
      'another origin',
      () => ({
        headers: { ...good, origin: 'https://evil.example', cookie: cookieHeader(userId) },
        data: '{"planKey":"basic"}',
      }),
      403,
    ],
    [
      'no origin',
      () => ({
        headers: { 'content-type': 'application/json', cookie: cookieHeader(userId) },
        data: '{"planKey":"basic"}',
      }),
      403,
    ],
    [
      'a form post',
      () => ({
        headers: { ...good, 'content-type': 'application/x-www-form-urlencoded', cookie: cookieHeader(userId) },
        data: 'planKey=basic',
      }),
      415,
    ],
    ['malformed JSON', () => ({ headers: { ...good, cookie: cookieHeader(userId) }, data: '{"planKey":' }), 400],
    [
      'a huge body',
      () => ({
        headers: { ...good, cookie: cookieHeader(userId) },
        data: JSON.stringify({ planKey: 'basic', pad: 'x'.repeat(100_000) }),
      }),
      413,
    ],
  ]
  for (const [name, make, status] of cases) {
    test(`${name}: ${status} JSON, no session created`, async ({ request }) => {
      const { headers, data } = make()
      const response = await request.post('/api/checkout', { headers, data, maxRedirects: 0 })
      expect(response.status()).toBe(status)
      expect(response.headers()['content-type']).toContain('application/json')
      expect(await response.json()).toEqual({ error: expect.any(String) })
      expect(await sessionsCreatedFor(request, userId)).toEqual([])
    })
  }

  test('the happy path answers a Checkout URL (control for the cases above)', async ({ request }) => {
    await registerUser(request, 'user_e2e_control', 'control@company.com')
    const response = await request.post('/api/checkout', {
      headers: { ...good, cookie: cookieHeader('user_e2e_control') },
      data: '{"planKey":"basic"}',
    })
    expect(response.status()).toBe(200)
    expect((await response.json()).url).toMatch(/\/c\/pay\/cs_test_/)
  })
})

test.describe('/payment-success checks the session', () => {
  const checkout = async (request: APIRequestContext, userId: string, plan = 'pro') => {
    await registerUser(request, userId, `${userId}@company.com`)
    return checkoutSessionId(await startCheckout(request, userId, plan))
  }
  const pay = (request: APIRequestContext, id: string) =>
    request.post(`${stripeUrl()}/__stand-in/sessions/${id}/complete`)

  test('a paid session of the signed-in buyer: the thank-you names the plan, counted as a Purchase with the plan and the buyer’s experiment variant', async ({
    page,
    context,
    request,
  }) => {
    const id = await checkout(request, 'user_e2e_payer', 'pro')
    await pay(request, id)
    await signIn(context, 'user_e2e_payer')
    // A buyer in an A/B experiment (the cookie the proxy sets): an experiment judged on purchases counts this one.
    await context.addCookies([{ name: ENROLMENT_COOKIE, value: 'experiment-hero~b', url: CONFIGURED.origin }])
    const analytics = await recordAnalytics(page)
    await page.goto(`/payment-success?session_id=${id}`)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(thankYou.heading)
    // A browser new to this site's counting sends its enrolment first, then the goal, marked as its first Purchase.
    await expect.poll(() => goalsIn(analytics)).toEqual([ENROLMENT_EVENT, 'Purchase'])
    expect(analytics.find((event) => event.n === 'Purchase')).toMatchObject({
      p: { plan: 'pro', experiment: 'experiment-hero', variant: 'b', [FIRST_GOAL_PROPERTY]: 'yes' },
    })
    await expect(page).toHaveTitle(/^Purchase Confirmed/)
    await expect(page.getByText(thankYou.planLabel.replace('{plan}', 'Pro'))).toBeVisible()
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/)
    expect(await axeViolations(page)).toEqual([])
  })

  for (const [name, setup] of [
    ['an unpaid', async (request: APIRequestContext) => checkout(request, 'user_e2e_payer')],
    [
      'someone else’s',
      async (request: APIRequestContext) => {
        const id = await checkout(request, 'user_e2e_other')
        await pay(request, id)
        return id
      },
    ],
    ['an unknown', async () => 'cs_test_doesnotexist'],
    ['a malformed', async () => '../../v1/prices'],
  ] as const) {
    test(`${name} session: the honest "could not confirm", and no Purchase counted`, async ({
      page,
      context,
      request,
    }) => {
      const id = await setup(request)
      await signIn(context, 'user_e2e_payer')
      const analytics = await recordAnalytics(page)
      await page.goto(`/payment-success?session_id=${encodeURIComponent(id)}`)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(thankYou.unconfirmed.heading)
      // The pageview is sent once the page runs: by then a Purchase would have been too.
      await expect.poll(() => analytics.some((event) => event.n === 'pageview')).toBe(true)
      expect(goalsIn(analytics)).toEqual([])
      await expect(page).toHaveTitle(new RegExp(`^${thankYou.unconfirmed.heading}`))
      // The description, which link previews show, says what the page says, not that the plan is active.
      await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', thankYou.unconfirmed.text)
      await expect(page.getByText(thankYou.heading)).toHaveCount(0)
      await expect(page.getByRole('main').getByRole('link', { name: thankYou.supportLink.label })).toBeVisible()
    })
  }

  test('signed out, even a paid session is not confirmed', async ({ page, request }) => {
    const id = await checkout(request, 'user_e2e_payer2')
    await pay(request, id)
    await page.goto(`/payment-success?session_id=${id}`)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(thankYou.unconfirmed.heading)
  })
})

test.describe('POST /api/webhooks/stripe on the running server', () => {
  const post = (request: APIRequestContext, payload: string, signature: string) =>
    request.post('/api/webhooks/stripe', {
      headers: { 'content-type': 'application/json', 'stripe-signature': signature },
      data: payload,
    })
  const stripe = new Stripe('sk_test_unused')

  /** A buyer who has paid for `plan` in the stand-in; the event Stripe would then send, and its payload. */
  async function paidPurchase(request: APIRequestContext, userId: string, plan: string) {
    await registerUser(request, userId, `${userId}@company.com`)
    const id = await checkoutSessionId(await startCheckout(request, userId, plan))
    const { session } = await (await request.post(`${stripeUrl()}/__stand-in/sessions/${id}/complete`)).json()
    return JSON.stringify({
      id: `evt_${userId}`,
      object: 'event',
      type: 'checkout.session.completed',
      created: Math.floor(Date.now() / 1000),
      data: { object: session },
    })
  }

  test('a signed completion gives the buyer their plan in Clerk; a repeat changes nothing; no second checkout', async ({
    request,
  }) => {
    const payload = await paidPurchase(request, 'user_e2e_webhook', 'basic')
    const signed = stripe.webhooks.generateTestHeaderString({ payload, secret: server().stripeWebhookSecret })
    expect((await post(request, payload, signed)).status()).toBe(200)
    const after = await publicMetadataOf(request, 'user_e2e_webhook')
    expect(after.subscription).toMatchObject({ plan: 'basic', status: 'active', subscriptionId: /^sub_/ })

    expect((await post(request, payload, signed)).status()).toBe(200)
    const again = await publicMetadataOf(request, 'user_e2e_webhook')
    expect({ ...again.subscription, updatedAt: null }).toEqual({ ...after.subscription, updatedAt: null })

    // With the plan recorded, another checkout would start a second subscription: refused.
    const second = await startCheckout(request, 'user_e2e_webhook', 'pro')
    expect(second.status()).toBe(409)
    expect(await second.json()).toEqual({ error: purchaseMessages.alreadySubscribedText })
  })

  test('a buyer with a plan who presses a plan button is told so and taken to billing management, with no second checkout', async ({
    page,
    context,
    request,
  }) => {
    const payload = await paidPurchase(request, 'user_e2e_returning', 'pro')
    const signed = stripe.webhooks.generateTestHeaderString({ payload, secret: server().stripeWebhookSecret })
    expect((await post(request, payload, signed)).status()).toBe(200)
    const { customerId } = (await publicMetadataOf(request, 'user_e2e_returning')).subscription
    await signIn(context, 'user_e2e_returning')
    const button = await planButton(page, 'Basic')
    // Hold the portal's answer a moment so the notice can be seen.
    let release!: () => void
    const held = new Promise<void>((resolve) => (release = resolve))
    await page.route('**/api/billing-portal', async (route) => {
      await held
      await route.continue()
    })
    const answer = page.waitForResponse('/api/checkout')
    await button.click()
    expect((await answer).status()).toBe(409)
    await expect(page.getByText(purchaseMessages.alreadySubscribedText)).toBeVisible()
    release()
    // The stand-in's billing portal page, for the buyer's own Stripe customer.
    await page.waitForURL(`${stripeUrl()}/p/session/**`)
    await expect(page.locator('#customer')).toHaveText(customerId)
    expect(await sessionsCreatedFor(request, 'user_e2e_returning')).toHaveLength(1)
  })

  test('a forged event is refused with 400 and the buyer’s Clerk user is untouched', async ({ request }) => {
    const payload = await paidPurchase(request, 'user_e2e_forger', 'pro')
    const forged = stripe.webhooks.generateTestHeaderString({ payload, secret: 'whsec_not_the_secret' })
    expect((await post(request, payload, forged)).status()).toBe(400)
    expect(await publicMetadataOf(request, 'user_e2e_forger')).toEqual({})
  })
})

test('one account cannot start checkouts without end: the limit answers 429 and creates nothing', async ({
  request,
}) => {
  // lib/payments/checkout.ts: CHECKOUT_RATE_LIMIT, 10 in 10 minutes per user.
  const userId = `user_e2e_eager_${Date.now()}`
  await registerUser(request, userId, 'eager@company.com')
  await registerUser(request, `${userId}_neighbour`, 'neighbour@company.com')
  for (let attempt = 1; attempt <= 10; attempt++) {
    expect((await startCheckout(request, userId, 'basic')).status(), `attempt ${attempt}`).toBe(200)
  }
  const refused = await startCheckout(request, userId, 'basic')
  expect(refused.status()).toBe(429)
  expect(await refused.json()).toEqual({ error: expect.stringMatching(/too many/i) })
  // The first attempt leaves the 10-minute window in a little under 600 seconds.
  expect(Number(refused.headers()['retry-after'])).toBeGreaterThan(500)
  expect(Number(refused.headers()['retry-after'])).toBeLessThanOrEqual(600)
  expect(await sessionsCreatedFor(request, userId)).toHaveLength(10)
  // Other buyers are not affected.
  expect((await startCheckout(request, `${userId}_neighbour`, 'basic')).status()).toBe(200)
})
