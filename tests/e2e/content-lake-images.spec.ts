import sharp from 'sharp'
import { expect, test } from '@playwright/test'
import { callWebhook } from './helpers'
import { signInToStudio, watchStudio } from './studioHelpers'
import { contentLakeEditor } from '../support/hostedSanity'

/**
 * A marketer's image, end to end against the hosted-Sanity server: uploaded in the Studio to the Content Lake
 * stand-in, its hotspot set in the Studio's hotspot tool, published, and after Sanity's webhook the case study
 * shows it, cropped around the hotspot, from the stand-in's image CDN.
 */

const STORY = { _type: 'caseStudy', _id: 'caseStudy-innovate-tech', slug: 'innovate-tech' }
const DRAFT_ID = `drafts.${STORY._id}`

/**
 * 2400 × 900, dark, with a white square (the subject) at the right edge, 2200–2400 across. The page shows covers at
 * 16:9, 1600 pixels of this width: centred, that frame (400–2000) leaves the subject out.
 */
const picture = () =>
  sharp({ create: { width: 2400, height: 900, channels: 3, background: '#101830' } })
    .composite([
      { input: { create: { width: 200, height: 200, channels: 3, background: '#ffffff' } }, left: 2200, top: 350 },
    ])
    .jpeg()
    .toBuffer()

type Cover = { asset?: { _ref: string }; hotspot?: { x: number }; alt?: string }
const draftCover = async () =>
  ((await contentLakeEditor().getDocument(DRAFT_ID)) as { cover?: Cover } | undefined)?.cover

let original: { _id: string; _type: string }
test.beforeEach(async () => {
  original = (await contentLakeEditor().getDocument(STORY._id))!
})

/** Puts the seed's case study back, in the Content Lake and on its page, for the next run. */
test.afterEach(async ({ request }) => {
  const editor = contentLakeEditor()
  await editor.delete(DRAFT_ID)
  await editor.createOrReplace(original)
  expect((await callWebhook(request, STORY)).status()).toBe(200)
})

test('an image uploaded in the Studio, with its hotspot set, is on the page cropped around the hotspot after publishing', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000)
  await signInToStudio(page)
  await watchStudio(page)
  await page.goto('/studio/structure')
  await page.getByRole('link', { name: 'Social proof', exact: true }).first().click({ timeout: 60_000 })
  await page.getByRole('link', { name: 'Case studies', exact: true }).click()
  await page.getByRole('link', { name: /^InnovateTech\b/ }).click()

  // Replace the cover: the field's options menu, Upload, choose a file.
  const coverField = page
    .getByRole('group')
    .filter({ has: page.getByText('Cover image', { exact: true }) })
    .last()
  await coverField.getByRole('button', { name: 'Open image options menu' }).click({ timeout: 60_000 })
  const fileChooser = page.waitForEvent('filechooser')
  await page.getByRole('menuitem', { name: /upload/i }).click()
  await (
    await fileChooser
  ).setFiles({
    name: 'subject-at-the-edge.jpg',
    mimeType: 'image/jpeg',
    buffer: await picture(),
  })
  await expect
    .poll(async () => (await draftCover())?.asset?._ref, { timeout: 60_000 })
    .toMatch(/^image-\w+-2400x900-jpg$/)

  await coverField.getByLabel('Alternative text', { exact: true }).fill('A white square at the edge of a dark sky')
  await expect
    .poll(async () => (await draftCover())?.alt, { timeout: 30_000 })
    .toBe('A white square at the edge of a dark sky')

  // The hotspot tool: drag the hotspot's circle from the middle to the subject at the right edge.
  await coverField.getByRole('button', { name: 'Open image edit dialog' }).click()
  const hotspot = page.locator('[data-handle="hotspot"]')
  const circle = (await hotspot.boundingBox())!
  const tool = (await page.locator('[data-handle="crop"]').first().boundingBox())!
  await page.mouse.move(circle.x + circle.width / 2, circle.y + circle.height / 2)
  await page.mouse.down()
  await page.mouse.move(tool.x + tool.width * 0.95, circle.y + circle.height / 2, { steps: 12 })
  await page.mouse.up()
  await page.keyboard.press('Escape')
  await expect.poll(async () => (await draftCover())?.hotspot?.x ?? 0, { timeout: 30_000 }).toBeGreaterThan(0.85)

  // Publish the draft (the action the Studio's Publish button sends), then Sanity calls the webhook.
  await contentLakeEditor().action({
    actionType: 'sanity.action.document.publish',
    draftId: DRAFT_ID,
    publishedId: STORY._id,
  })
  expect((await callWebhook(request, STORY)).status()).toBe(200)

  const assetRef = (await contentLakeEditor().getDocument<{ cover: Cover }>(STORY._id))!.cover.asset!._ref
  const fileName = assetRef.replace(/^image-/, '').replace(/-(\w+)$/, '.$1')
  const cover = page.locator('main img[fetchpriority="high"]')
  await expect(async () => {
    await page.goto(`/case-studies/${STORY.slug}`)
    await expect(cover).toHaveAttribute('src', new RegExp(fileName))
  }).toPass({ timeout: 30_000 })
  await expect(cover).toHaveAttribute('alt', 'A white square at the edge of a dark sky')
  await expect
    .poll(() => cover.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth))
    .toBeGreaterThan(0)

  // The file the browser shows, from the stand-in's image CDN: 16:9, with the subject at its right edge.
  const shown = await request.get(await cover.evaluate((image: HTMLImageElement) => image.currentSrc))
  expect(shown.status()).toBe(200)
  const { data, info } = await sharp(await shown.body())
    .raw()
    .toBuffer({ resolveWithObject: true })
  expect(info.width / info.height).toBeCloseTo(16 / 9, 1)
  const at = (x: number, y: number) =>
    data[(Math.round(y * info.height) * info.width + Math.round(x * info.width)) * info.channels]
  expect(at(0.95, 0.5)).toBeGreaterThan(200)
  expect(at(0.5, 0.5)).toBeLessThan(100)
})
