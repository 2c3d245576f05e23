import { expect, test } from '@playwright/test'
import { callWebhook } from '../helpers'
import { sectionPreviewImageUrl } from '@/schemas/sections'
import { EVERY_SECTION_PATH } from '../sitePages'
import { openFromStructure, signInToStudio, studioActions, typeUntilSent, watchStudio } from '../studioHelpers'
import { CONTENT_LAKE_API_HOST, contentLakeEditor, HOSTED_ORIGIN } from '../../support/hostedSanity'
import { seedDocument } from '../../support/seedContent'
import { configureStandIn, documentedWebhook } from '../../support/standInConsistency'

/**
 * A marketer adds a section to a page in the Studio: the insert menu shows every section type as a picture, the new
 * section is filled in its own dialog, and once published (the stand-in calling the webhook as Sanity does) the page
 * shows it. The campaign page is put back as the seed has it afterwards.
 */
const CAMPAIGN = 'page-agencies'
const HEADING = 'Ready when your next client is'

test('a marketer adds a call to action to the campaign page from the insert menu and publishes it: the page shows it', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000)
  const editor = contentLakeEditor()
  const campaign = seedDocument<{ _type: string; title: string; sections: { _type: string }[] }>(CAMPAIGN)
  const problems = await watchStudio(page)
  await signInToStudio(page)
  try {
    await configureStandIn(CONTENT_LAKE_API_HOST, { indexLagMs: 0, webhook: documentedWebhook(HOSTED_ORIGIN) })
    const actions = studioActions(page)
    await page.goto('/studio/structure')
    await openFromStructure(page, ['Pages', new RegExp(`^${campaign.title}`)])
    await expect(page.getByLabel('Page title', { exact: true })).toHaveValue(campaign.title, { timeout: 60_000 })

    // The insert menu, as a grid of pictures: one per section type a page may use (the campaign page uses them all).
    await page
      .getByRole('button', { name: /^Add item/ })
      .last()
      .click()
    const menu = page.getByRole('menu')
    const offered = [...new Set(campaign.sections.map((section) => section._type))]
    await expect(menu.getByRole('menuitem')).toHaveCount(offered.length)
    for (const type of offered) await expect(menu.locator(`img[src$="${sectionPreviewImageUrl(type)}"]`)).toBeVisible()
    await menu.getByRole('menuitem', { name: 'Call to action' }).click()

    // Its own dialog: the heading, the text and the main button.
    const dialog = page.getByRole('dialog').last()
    await typeUntilSent(dialog.getByLabel('Heading', { exact: true }), HEADING, actions)
    await typeUntilSent(dialog.getByLabel('Text', { exact: true }), 'Add a client in a minute.', actions)
    await typeUntilSent(dialog.getByLabel('Label', { exact: true }).first(), 'Talk to us', actions)
    await typeUntilSent(dialog.getByLabel('Target', { exact: true }).first(), '/contact', actions)
    await dialog.getByRole('button', { name: 'Close dialog' }).click()
    // Closed for good: a click while it fades out would land on its backdrop.
    await expect(page.getByRole('dialog')).toHaveCount(0)

    const publish = page.getByRole('button', { name: 'Publish', exact: true })
    await expect(publish).toBeEnabled({ timeout: 60_000 })
    await publish.click()
    const published = () => actions.filter((action) => action.actionType === 'sanity.action.document.publish')
    await expect.poll(() => published().length, { timeout: 30_000 }).toBe(1)
    await expect
      .poll(async () => (await request.get(EVERY_SECTION_PATH)).text(), { timeout: 30_000 })
      .toContain(HEADING)
    await page.goto(EVERY_SECTION_PATH)
    const added = page.getByRole('region', { name: HEADING })
    await expect(added.getByRole('link', { name: 'Talk to us' })).toHaveAttribute('href', '/contact')
    expect(problems).toEqual([])
  } finally {
    await configureStandIn(CONTENT_LAKE_API_HOST, { indexLagMs: 0, webhook: null })
    await editor.delete(`drafts.${CAMPAIGN}`)
    await editor.createOrReplace(seedDocument<{ _id: string; _type: string }>(CAMPAIGN))
    expect((await callWebhook(request, { _type: campaign._type, _id: CAMPAIGN, slug: null })).status()).toBe(200)
  }
})
