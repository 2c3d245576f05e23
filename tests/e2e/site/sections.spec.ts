import { expect, test, type Page } from '@playwright/test'
import { seedDocument } from '../../support/seedContent'
import { EVERY_SECTION_PATH } from '../../support/sitePages'

type SeedSection = { _type: string; heading?: string; highlight?: string }

/** The campaign page's sections as the seed lists them. */
const campaign = seedDocument<{ sections: SeedSection[] }>(`page-${EVERY_SECTION_PATH.slice(1)}`)

/** The text of each top-level section's heading (the element it is labelled by), in page order. */
const sectionHeadings = (page: Page) =>
  page
    .locator('main > section')
    .evaluateAll((sections) =>
      sections.map((section) =>
        document.getElementById(section.getAttribute('aria-labelledby') ?? '')?.textContent?.trim(),
      ),
    )

test('the campaign page shows every section of the seed, in order, each under its heading', async ({ page }) => {
  await page.goto(EVERY_SECTION_PATH)
  expect(await sectionHeadings(page)).toEqual(
    campaign.sections.map((section) => [section.heading, section.highlight].filter(Boolean).join(' ')),
  )
  // A hero opens it: its heading is the page's h1, and no title is shown above it.
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    `${campaign.sections[0].heading} ${campaign.sections[0].highlight}`,
  )
})

/** A full-page picture is the same on every run: lazy images loaded, fonts in, animations off. */
async function settle(page: Page) {
  await page.evaluate(async () => {
    const images = [...document.images]
    for (const image of images) image.loading = 'eager'
    await Promise.all(images.map((image) => image.decode().catch(() => undefined)))
    await document.fonts.ready
  })
}

for (const [name, viewport] of [
  ['phone', { width: 412, height: 915 }],
  ['desktop', { width: 1280, height: 800 }],
] as const) {
  test(`the campaign page looks as it did on a ${name}`, async ({ page }) => {
    test.setTimeout(60_000)
    await page.setViewportSize(viewport)
    await page.emulateMedia({ reducedMotion: 'reduce' })
    await page.goto(EVERY_SECTION_PATH, { waitUntil: 'networkidle' })
    await settle(page)
    await expect(page).toHaveScreenshot(`campaign-${name}.png`, {
      fullPage: true,
      animations: 'disabled',
      caret: 'hide',
      maxDiffPixelRatio: 0.002,
      // A full page of pictures takes a while to capture on a busy machine.
      timeout: 30_000,
    })
  })
}

test.describe('on a 412 px phone', () => {
  test.use({ viewport: { width: 412, height: 915 } })

  test('the hero statistics line up by their numbers, whatever their labels wrap to', async ({ page }) => {
    await page.goto('/')
    const numbers = await page
      .locator('#hero dl dd')
      .evaluateAll((values) => values.map((value) => value.getBoundingClientRect().top))
    const labels = await page
      .locator('#hero dl dt')
      .evaluateAll((values) => values.map((value) => value.getBoundingClientRect().height))
    expect(numbers).toHaveLength(3)
    // The case this is about: labels of different heights ("ROI increase" wraps to one line fewer).
    expect(new Set(labels).size).toBeGreaterThan(1)
    for (const top of numbers) expect(Math.abs(top - numbers[0])).toBeLessThanOrEqual(1)
  })
})
