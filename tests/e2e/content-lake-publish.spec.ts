import { expect, test, type APIRequestContext } from '@playwright/test'
import { callWebhook } from './helpers'
import { publishProPrice, signInToStudio, watchStudio } from './studioHelpers'
import { CONTENT_LAKE_API_HOST, contentLakeEditor, HOSTED_ORIGIN } from '../support/hostedSanity'
import { configureStandIn, documentedWebhook, INDEX_LAG_MS, webhookDeliveries } from '../support/standInConsistency'

/**
 * Publishing, end to end against the hosted-Sanity server, as a marketer does it: the Studio's own Publish button,
 * the Content Lake stand-in committing the change with Sanity's index lag, then calling the site's webhook
 * (docs/instant-publishing.md), and /pricing showing the new price. Runs after the content-lake project, whose
 * page-by-page comparison needs the seed's prices.
 */

/** The goal, from the click to the new price on the page, index lag included. */
const PUBLISH_GOAL_MS = 1_500

const PRO = { _type: 'pricingPlan', _id: 'pricingPlan-pro', slug: null }
const SEED_PRICE = { priceLabel: '$4,999', annualPriceUsd: 4999 }
const NEW_PRICE = { label: '$5,499', amount: 5499 }

const pricing = (request: APIRequestContext) => async () => (await request.get('/pricing')).text()

/** Puts the seed's price back, in the Content Lake and on /pricing, so that every run starts where the first did. */
async function restoreSeedPrice(request: APIRequestContext) {
  await configureStandIn(CONTENT_LAKE_API_HOST, { indexLagMs: 0, webhook: null })
  const editor = contentLakeEditor()
  await editor.delete(`drafts.${PRO._id}`)
  await editor.patch(PRO._id).set(SEED_PRICE).commit()
  expect((await callWebhook(request, PRO)).status()).toBe(200)
  await expect.poll(async () => (await pricing(request)()).includes(SEED_PRICE.priceLabel)).toBe(true)
}

test.beforeEach(({ request }) => restoreSeedPrice(request))
test.afterEach(() => configureStandIn(CONTENT_LAKE_API_HOST, { indexLagMs: 0, webhook: null }))

test(`a price published with the Studio's Publish button is on /pricing within ${PUBLISH_GOAL_MS / 1000} s, index lag included`, async ({
  page,
  request,
}) => {
  test.setTimeout(240_000)
  const problems = await watchStudio(page)
  await signInToStudio(page)
  await configureStandIn(CONTENT_LAKE_API_HOST, {
    indexLagMs: INDEX_LAG_MS,
    webhook: documentedWebhook(HOSTED_ORIGIN),
  })

  const seconds = await publishProPrice(page, NEW_PRICE, { pricingPage: pricing(request) })
  test.info().annotations.push({ type: 'Publish click → new price on /pricing (s)', description: seconds.toFixed(2) })
  console.log(
    `[publish] Studio Publish click → new price on /pricing: ${seconds.toFixed(2)} s (index lag ${INDEX_LAG_MS} ms)`,
  )
  expect(seconds * 1000).toBeLessThanOrEqual(PUBLISH_GOAL_MS)

  // The stand-in called the webhook for the published plan only (not its draft), and the site accepted it.
  const deliveries = await webhookDeliveries(CONTENT_LAKE_API_HOST)
  expect(deliveries.filter((delivery) => delivery.documentId === PRO._id).map((delivery) => delivery.status)).toContain(
    200,
  )
  expect(deliveries.some((delivery) => delivery.documentId.startsWith('drafts.'))).toBe(false)
  await page.goto('/pricing')
  await expect(page.getByRole('listitem', { name: 'Pro' })).toContainText(NEW_PRICE.label)
  expect(problems).toEqual([])
})
