import { expect, test, type Locator } from '@playwright/test'
import { callWebhook } from '../helpers'
import { sectionPreviewImageUrl } from '@/schemas/sections'
import {
  createFromStructure,
  publishActions,
  signedInStudio,
  studioActions,
  typeUntilSent,
  untilSaved,
} from '../studioHelpers'
import { CONTENT_LAKE_API_HOST, contentLakeEditor, HOSTED_ORIGIN } from '../../support/hostedSanity'
import { seedDocument } from '../../support/seedContent'
import { configureStandIn, documentedWebhook, INDEX_LAG_MS } from '../../support/standInConsistency'

/**
 * A marketer builds a new page from sections in the Studio: the insert menu shows every section type as a picture,
 * each section is filled in its own dialog, and once published (the stand-in calling the webhook as Sanity does) the
 * page is live at its address, with its sections in the order they were added. The page is deleted afterwards.
 */
const TITLE = 'Partner programme'
const SLUG = 'partner-programme'
const HERO = 'Grow with every client you bring'
const STORY = 'Partners resell outreach to their own clients under one bill.'
const CLOSING = 'Ready when your next client is'
const DESCRIPTION = 'Resell AI cold outreach to your own clients, with one bill and one dashboard for all of them.'

test('a marketer creates a page from three sections in the Studio and publishes it: it is live at its address, sections in order', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000)
  const editor = contentLakeEditor()
  // Every section type a page may use: the seed's campaign page shows them all.
  const campaign = seedDocument<{ sections: { _type: string }[] }>('page-agencies')
  const problems = await signedInStudio(page)
  const actions = studioActions(page)
  let createdId: string | undefined
  try {
    await configureStandIn(CONTENT_LAKE_API_HOST, {
      indexLagMs: INDEX_LAG_MS,
      webhook: documentedWebhook(HOSTED_ORIGIN),
    })
    createdId = await createFromStructure(page, {
      trail: ['Pages'],
      type: 'Page',
      field: 'Page title',
      value: TITLE,
      actions,
    })
    await typeUntilSent(page.getByLabel('URL slug', { exact: true }), SLUG, actions)
    // What search results and link previews say: required, in its own tab and folded away.
    await page.getByRole('tab', { name: 'Search & sharing' }).click()
    await page.getByRole('button', { name: 'Search & sharing', exact: true }).click()
    await typeUntilSent(page.getByLabel('Meta description', { exact: true }), DESCRIPTION, actions)
    await page.getByRole('tab', { name: 'Content' }).click()

    /** The insert menu of the page's sections (the only list on the Content tab). */
    const openInsertMenu = async () => {
      await page
        .getByRole('button', { name: /^Add item/ })
        .last()
        .click()
      return page.getByRole('menu')
    }
    /** Adds a section from the insert menu, fills it in its own dialog and closes it for good. */
    const addSection = async (name: string, fill: (dialog: Locator) => Promise<void>) => {
      await (await openInsertMenu()).getByRole('menuitem', { name, exact: true }).click()
      const dialog = page.getByRole('dialog').last()
      await fill(dialog)
      await dialog.getByRole('button', { name: 'Close dialog' }).click()
      // A click while it fades out would land on its backdrop.
      await expect(page.getByRole('dialog')).toHaveCount(0)
    }

    // The insert menu, as a grid of pictures: one per section type a page may use.
    const menu = await openInsertMenu()
    const offered = [...new Set(campaign.sections.map((section) => section._type))]
    await expect(menu.getByRole('menuitem')).toHaveCount(offered.length)
    for (const type of offered) await expect(menu.locator(`img[src$="${sectionPreviewImageUrl(type)}"]`)).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(menu).toHaveCount(0)

    await addSection('Hero', async (dialog) => {
      await typeUntilSent(dialog.getByLabel('Heading', { exact: true }), HERO, actions)
      await typeUntilSent(dialog.getByLabel('Text', { exact: true }), 'One account for all your clients.', actions)
    })
    await addSection('Rich text', async (dialog) => {
      const before = actions.length
      await dialog.getByRole('textbox').last().click()
      await page.keyboard.type(STORY)
      await expect.poll(() => actions.length, { timeout: 30_000 }).toBeGreaterThan(before)
    })
    await addSection('Call to action', async (dialog) => {
      await typeUntilSent(dialog.getByLabel('Heading', { exact: true }), CLOSING, actions)
      await typeUntilSent(dialog.getByLabel('Text', { exact: true }), 'Add a client in a minute.', actions)
      await typeUntilSent(dialog.getByLabel('Label', { exact: true }).first(), 'Talk to us', actions)
      await typeUntilSent(dialog.getByLabel('Target', { exact: true }).first(), '/contact', actions)
    })

    const publish = page.getByRole('button', { name: 'Publish', exact: true })
    await untilSaved(page)
    await expect(publish).toBeEnabled({ timeout: 60_000 })
    await publish.click()
    const published = () => publishActions(actions)
    await expect.poll(() => published().length, { message: 'the Studio sent the publish', timeout: 30_000 }).toBe(1)
    expect(published()[0].publishedId).toBe(createdId)

    // Live once the webhook has answered: the address names a published page now.
    await expect.poll(async () => (await request.get(`/${SLUG}`)).status(), { timeout: 30_000 }).toBe(200)
    await page.goto(`/${SLUG}`)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(HERO)
    await expect(page.getByRole('region', { name: CLOSING }).getByRole('link', { name: 'Talk to us' })).toHaveAttribute(
      'href',
      '/contact',
    )
    const text = await page.getByRole('main').innerText()
    const order = [HERO, STORY, CLOSING].map((shown) => text.indexOf(shown))
    expect(order.every((at) => at >= 0)).toBe(true)
    expect(order).toEqual([...order].sort((a, b) => a - b))
    expect(problems).toEqual([])
  } finally {
    await configureStandIn(CONTENT_LAKE_API_HOST, { indexLagMs: 0, webhook: null })
    if (createdId) {
      await editor.delete(`drafts.${createdId}`)
      await editor.delete(createdId)
      const gone = { _type: 'page', _id: createdId, slug: { before: SLUG, after: null } }
      expect((await callWebhook(request, gone)).status()).toBe(200)
    }
  }
  expect((await request.get(`/${SLUG}`)).status()).toBe(404)
})
