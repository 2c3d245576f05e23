import { expect, test } from '@playwright/test'
import { signedInStudio } from '../studioHelpers'
import { contentLakeEditor } from '../../support/hostedSanity'
import { seedDocument } from '../../support/seedContent'

type Link = { _key: string; label: string; href: string }
type CampaignPage = { _id: string; sections: { _key: string; buttons?: Link[] }[] }

/**
 * A marketer's draft sends a button to an address the site does not have: the Studio's "Content health" tool lists
 * it, links to the field, and no longer lists it once the draft is gone. The draft is removed afterwards, whatever
 * happens; the published page is never touched.
 */
test('the Content health tool lists a broken button of a draft and opens its field', async ({ page }) => {
  test.setTimeout(120_000)
  const editor = contentLakeEditor()
  const campaign = seedDocument<CampaignPage>('page-agencies')
  const hero = campaign.sections[0]
  const button = hero.buttons![1]
  const draftId = `drafts.${campaign._id}`
  const brokenHref = '/agency-team-desk'
  const field = `sections[_key=="${hero._key}"].buttons[_key=="${button._key}"].href`
  const problems = await signedInStudio(page)
  try {
    await editor.createOrReplace({
      ...campaign,
      _id: draftId,
      sections: campaign.sections.map((section) =>
        section === hero
          ? {
              ...section,
              buttons: section.buttons!.map((link) => (link === button ? { ...link, href: brokenHref } : link)),
            }
          : section,
      ),
    } as never)

    await page.goto('/studio/content-health')
    const findings = page.getByRole('list', { name: 'Findings' })
    const finding = findings.getByRole('listitem').filter({ hasText: `${brokenHref} is no page of the site` })
    await expect(finding).toHaveCount(1, { timeout: 60_000 })
    await expect(finding).toContainText('Error')
    await expect(finding).toContainText(`Page · ${campaign._id}`)
    await expect(page.getByRole('status').filter({ hasText: /^1 error, \d+ warnings?$/ })).toBeVisible()

    // The link opens the document at the field, in the structure tool.
    await finding.getByRole('link', { name: `Open the field ${field}` }).click()
    await expect(page).toHaveURL(new RegExp(`/studio/structure/.*${campaign._id}`), { timeout: 30_000 })
    // The Studio opens the section, then the button, before the field shows: as long as the document itself may take.
    await expect(
      page.getByRole('textbox', { name: 'Target' }).and(page.locator(`[value="${brokenHref}"]`)),
    ).toBeVisible({ timeout: 30_000 })

    // With the draft discarded, a new check no longer lists it.
    await editor.delete(draftId)
    await page.goto('/studio/content-health')
    await expect(page.getByRole('status').filter({ hasText: /^0 errors, \d+ warnings?$/ })).toBeVisible({
      timeout: 60_000,
    })
    await expect(findings.getByRole('listitem').filter({ hasText: brokenHref })).toHaveCount(0)
    expect(problems).toEqual([])
  } finally {
    await editor.delete(draftId)
  }
})
