import { expect, test, type APIRequestContext } from '@playwright/test'
import { callWebhook } from '../helpers'
import { editProPriceInStudio, publishAndMeasure, signInToStudio, watchStudio } from '../studioHelpers'
import { CONTENT_LAKE_API_HOST, contentLakeEditor, HOSTED_ORIGIN } from '../../support/hostedSanity'
import {
  configureStandIn,
  documentedWebhook,
  INDEX_LAG_MS,
  NEW_PRICE,
  PRO,
  PUBLISH_GOAL_MS,
  publishProPrice,
  reportPublishFigure,
  SEED_PRICE,
  webhookDeliveries,
  whenPriceShown,
} from '../../support/standInConsistency'

/**
 * Publishing, end to end against the hosted-Sanity server: the Content Lake stand-in commits a publish (as the
 * Studio sends it) with Sanity's index lag, calls the site's webhook itself (docs/instant-publishing.md), and
 * /pricing shows the new price. Runs after the content-lake project, whose page-by-page comparison needs the seed's
 * prices.
 */

const pricing = async (request: APIRequestContext) => (await request.get('/pricing')).text()

/** Puts the seed's price back, in the Content Lake and on /pricing, so that every run starts where the first did. */
async function restoreSeedPrice(request: APIRequestContext) {
  await configureStandIn(CONTENT_LAKE_API_HOST, { indexLagMs: 0, webhook: null })
  const editor = contentLakeEditor()
  await editor.delete(`drafts.${PRO._id}`)
  await editor.patch(PRO._id).set(SEED_PRICE).commit()
  expect((await callWebhook(request, PRO)).status()).toBe(200)
  await expect.poll(async () => (await pricing(request)).includes(SEED_PRICE.priceLabel)).toBe(true)
}

test.beforeEach(({ request }) => restoreSeedPrice(request))
test.afterEach(() => configureStandIn(CONTENT_LAKE_API_HOST, { indexLagMs: 0, webhook: null }))

test(`a published price is on /pricing through the Content Lake's own webhook, index lag included (goal ${PUBLISH_GOAL_MS / 1000} s)`, async ({
  page,
  request,
}) => {
  await configureStandIn(CONTENT_LAKE_API_HOST, { indexLagMs: INDEX_LAG_MS, webhook: documentedWebhook(HOSTED_ORIGIN) })

  const started = Date.now()
  const { transactionId } = await publishProPrice(CONTENT_LAKE_API_HOST, NEW_PRICE)
  const shownAt = await whenPriceShown(() => pricing(request), NEW_PRICE)
  reportPublishFigure('publish → new price on /pricing', shownAt - started, { limited: true })

  // The stand-in called the webhook for the published plan (not its draft) with the revision, and the site took it.
  const deliveries = await webhookDeliveries(CONTENT_LAKE_API_HOST)
  expect(deliveries).toContainEqual(
    expect.objectContaining({
      documentId: PRO._id,
      status: 200,
      body: expect.objectContaining({ _rev: transactionId, operation: 'update' }),
    }),
  )
  expect(deliveries.some((delivery) => delivery.documentId.startsWith('drafts.'))).toBe(false)
  await page.goto('/pricing')
  await expect(page.getByRole('listitem', { name: 'Pro' })).toContainText(NEW_PRICE.priceLabel)
})

test(`a marketer changes the Pro price in the Studio and presses Publish: /pricing shows it, index lag included (goal ${PUBLISH_GOAL_MS / 1000} s)`, async ({
  page,
  request,
}) => {
  test.setTimeout(180_000)
  const problems = await watchStudio(page)
  await signInToStudio(page)
  await configureStandIn(CONTENT_LAKE_API_HOST, { indexLagMs: INDEX_LAG_MS, webhook: documentedWebhook(HOSTED_ORIGIN) })

  const edited = await editProPriceInStudio(page, { from: SEED_PRICE, to: NEW_PRICE })
  await publishAndMeasure(page, edited, { readPricing: () => pricing(request), price: NEW_PRICE, where: '/pricing' })
  // The Studio saw its own publish confirmed: the draft is gone and the document reads as published.
  await expect.poll(() => contentLakeEditor().getDocument(`drafts.${PRO._id}`)).toBeUndefined()
  expect(problems).toEqual([])
})
