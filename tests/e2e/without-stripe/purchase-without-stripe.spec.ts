import { expect, test } from '@playwright/test'
import Stripe from 'stripe'
import { asCookieHeader, readTestServerLog, signedInCookies, WITHOUT_STRIPE } from '../../support/clerkSessions'
import { goalsIn, planButton, recordAnalytics, signIn } from '../helpers'
import { purchaseMessages, seedDocument } from '../../support/seedContent'

/**
 * A deployment with Clerk but no Stripe keys (project `purchase-without-stripe`, port 3103): the buttons still
 * answer, the buyer is told it failed, and the operator's log names what to set. Nothing pretends to succeed.
 */

test('a signed-in buyer gets the Error toast and stays on pricing; the log says what is missing', async ({
  page,
  context,
}) => {
  await signIn(context, 'user_e2e_early_bird', WITHOUT_STRIPE)
  const analytics = await recordAnalytics(page)
  const button = await planButton(page, 'Pro')
  const answer = page.waitForResponse('/api/checkout')
  await button.click()
  expect((await answer).status()).toBe(503)
  await expect(page.getByRole('status').getByText('Error')).toBeVisible()
  await expect(page.getByText(purchaseMessages.errorText)).toBeVisible()
  await expect(page).toHaveURL('/pricing')
  await expect(button).toBeEnabled()
  expect(goalsIn(analytics)).toEqual([])
  await expect
    .poll(() => readTestServerLog(WITHOUT_STRIPE))
    .toContain('[payments] Purchases are unavailable: set STRIPE_SECRET_KEY')
})

test('the API answers 503 with a JSON error, and the secret-less webhook refuses events', async ({ request }) => {
  const checkout = await request.post('/api/checkout', {
    headers: {
      'content-type': 'application/json',
      origin: WITHOUT_STRIPE.origin,
      cookie: asCookieHeader(signedInCookies('user_e2e_early_bird', WITHOUT_STRIPE)),
    },
    data: '{"planKey":"basic"}',
  })
  expect(checkout.status()).toBe(503)
  expect(await checkout.json()).toEqual({ error: 'Payments are not available right now.' })

  const payload = JSON.stringify({ id: 'evt_1', object: 'event', type: 'checkout.session.completed', data: {} })
  const signature = new Stripe('sk_test_unused').webhooks.generateTestHeaderString({ payload, secret: 'whsec_any' })
  const webhook = await request.post('/api/webhooks/stripe', {
    headers: { 'content-type': 'application/json', 'stripe-signature': signature },
    data: payload,
  })
  expect(webhook.status()).toBe(503)
})

test('a session id on /payment-success is not confirmed without Stripe', async ({ page, context }) => {
  await signIn(context, 'user_e2e_early_bird', WITHOUT_STRIPE)
  await page.goto('/payment-success?session_id=cs_test_a1b2c3')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    seedDocument<{ unconfirmed: { heading: string } }>('paymentSuccessPage').unconfirmed.heading,
  )
})
