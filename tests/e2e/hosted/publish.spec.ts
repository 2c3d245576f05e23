import { expect, test, type APIRequestContext, type Locator } from '@playwright/test'
import { callWebhook } from '../helpers'
import {
  editProPriceInStudio,
  openFromStructure,
  publishAndMeasure,
  signedInStudio,
  studioActions,
  typeUntilSent,
  untilSaved,
} from '../studioHelpers'
import { CONTENT_LAKE_API_HOST, contentLakeEditor, HOSTED_ORIGIN } from '../../support/hostedSanity'
import { seedText } from '../../support/seedContent'
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
  // The seed's price is also in the page's description: wait for the test's price to be gone.
  await expect.poll(async () => (await pricing(request)).includes(NEW_PRICE.priceLabel)).toBe(false)
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
  const problems = await signedInStudio(page)
  await configureStandIn(CONTENT_LAKE_API_HOST, { indexLagMs: INDEX_LAG_MS, webhook: documentedWebhook(HOSTED_ORIGIN) })

  const edited = await editProPriceInStudio(page, { from: SEED_PRICE, to: NEW_PRICE })
  await publishAndMeasure(page, edited, {
    readPricing: () => pricing(request),
    price: NEW_PRICE,
    where: '/pricing',
    standIn: CONTENT_LAKE_API_HOST,
  })
  // The Studio saw its own publish confirmed: the draft is gone and the document reads as published.
  await expect.poll(() => contentLakeEditor().getDocument(`drafts.${PRO._id}`)).toBeUndefined()
  expect(problems).toEqual([])
})

const CHAPTER = { _type: 'guideChapter', _id: 'guideChapter-follow-up-strategies', slug: 'follow-up-strategies' }
const RENAMED = 'follow-ups-that-get-replies'

/** The chapter back at its seed address, without the redirects its renaming left, on the site too. */
async function restoreChapterAddress(request: APIRequestContext) {
  await configureStandIn(CONTENT_LAKE_API_HOST, { indexLagMs: 0, webhook: null })
  const editor = contentLakeEditor()
  const oldPath = `/cold-outreach-guide/${CHAPTER.slug}`
  const left = await editor.fetch<string[]>('*[_type == "redirect" && source == $oldPath]._id', { oldPath })
  await editor.delete(`drafts.${CHAPTER._id}`)
  await editor
    .patch(CHAPTER._id)
    .set({ slug: { _type: 'slug', current: CHAPTER.slug } })
    .commit()
  for (const id of left) await editor.delete(id)
  const slug = { before: RENAMED, after: CHAPTER.slug }
  expect((await callWebhook(request, { _type: CHAPTER._type, _id: CHAPTER._id, slug })).status()).toBe(200)
  expect((await callWebhook(request, { _type: 'redirect', _id: left[0] ?? 'none', slug: null })).status()).toBe(200)
}

test('a marketer renames a chapter’s address in the Studio and publishes: told of the redirect, the old address leads to the new one', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000)
  const oldPath = `/cold-outreach-guide/${CHAPTER.slug}`
  const newPath = `/cold-outreach-guide/${RENAMED}`
  const problems = await signedInStudio(page)
  try {
    await configureStandIn(CONTENT_LAKE_API_HOST, {
      indexLagMs: INDEX_LAG_MS,
      webhook: documentedWebhook(HOSTED_ORIGIN),
    })
    const actions = studioActions(page)
    await page.goto('/studio/structure')
    await openFromStructure(page, ['Resources', 'Guide chapters', /^Follow-up Strategies/])
    const slug = page.getByLabel('URL slug', { exact: true })
    await expect(slug).toHaveValue(CHAPTER.slug, { timeout: 60_000 })
    await typeUntilSent(slug, RENAMED, actions)
    const publish = page.getByRole('button', { name: 'Publish', exact: true })
    await untilSaved(page)
    await expect(publish).toBeEnabled({ timeout: 30_000 })
    await publish.click()

    // The Studio says what it did, once the publish has landed and the redirect is written.
    await expect(page.getByText(`Redirect created: ${oldPath} → ${newPath}`)).toBeVisible({ timeout: 30_000 })
    // The stand-in calls the site's webhook for the redirect as Sanity would: the old address then leads on.
    await expect
      .poll(
        async () => {
          const response = await request.get(`${oldPath}?utm_source=mail`, { maxRedirects: 0 })
          return [response.status(), response.headers().location]
        },
        { timeout: 15_000 },
      )
      .toEqual([308, `${newPath}?utm_source=mail`])
    // …to the chapter, rendered at the address it was never built at on its first visit: no rebuild.
    const arrived = await page.goto(`${oldPath}?utm_source=mail`)
    expect(arrived?.status()).toBe(200)
    expect(new URL(page.url()).pathname).toBe(newPath)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(seedText(CHAPTER._id, 'title'))
    expect(problems).toEqual([])
  } finally {
    await restoreChapterAddress(request)
  }
})

test('the Studio refuses, in the redirect’s own form, a source that is a page, a second redirect from one address, a redirect to itself', async ({
  page,
}) => {
  test.setTimeout(180_000)
  const problems = await signedInStudio(page)
  const draftId = 'drafts.redirect-docs'
  try {
    const actions = studioActions(page)
    await page.goto('/studio/structure')
    await openFromStructure(page, ['Redirects', /^\/docs → \/documentation/])
    const from = page.getByLabel('From', { exact: true })
    const to = page.getByLabel('To', { exact: true })
    await expect(from).toHaveValue('/docs', { timeout: 60_000 })
    const publish = page.getByRole('button', { name: 'Publish', exact: true })
    const refusals: [Locator, string, string][] = [
      [from, '/pricing', '/pricing is a page of the site: a redirect from it would hide the page.'],
      [from, '/guide', 'Another redirect already leads away from /guide.'],
    ]
    for (const [field, value, message] of refusals) {
      await typeUntilSent(field, value, actions)
      await expect(page.getByText(message).first()).toBeAttached({ timeout: 30_000 })
      await expect(publish).toBeDisabled()
    }
    await typeUntilSent(from, '/docs', actions)
    await typeUntilSent(to, '/docs', actions)
    await expect(page.getByText('A redirect cannot lead to its own address.').first()).toBeAttached({ timeout: 30_000 })
    await expect(publish).toBeDisabled()
    // Nothing of it reached the published redirect.
    expect(await contentLakeEditor().getDocument('redirect-docs')).toMatchObject({
      source: '/docs',
      destination: '/documentation',
    })
    expect(problems).toEqual([])
  } finally {
    await contentLakeEditor().delete(draftId)
  }
})
