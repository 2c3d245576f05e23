import { createHash, randomBytes } from 'node:crypto'
import sharp from 'sharp'
import { expect, test, type Page } from '@playwright/test'
import { ALT_TEXT_REQUIRED } from '@/schemas/objects/image'
import { UPLOAD_REFUSED } from '@/studio/uploadMessages'
import { callWebhook } from '../helpers'
import { openFromStructure, signedInStudio, studioActions, typeUntilSent, untilSaved } from '../studioHelpers'
import { CONTENT_LAKE_API_HOST, contentLakeEditor, HOSTED_ORIGIN } from '../../support/hostedSanity'
import { configureStandIn, documentedWebhook, INDEX_LAG_MS } from '../../support/standInConsistency'

/**
 * A marketer's image, end to end against the hosted-Sanity server, through the Studio's own form: a file uploaded in
 * a case study's Cover field, its hotspot dragged onto the subject, its alt text written, Publish pressed; the Content
 * Lake stand-in calls the site's webhook and the case study shows the new cover from the stand-in's image CDN, cut
 * around the hotspot. Files the Content Lake refuses, and a photo left without alt text, are refused in the Studio
 * with a reason.
 *
 * Each test puts the seed's case study back (this file runs before publish.spec.ts, after the page-by-page content
 * comparison).
 */

const STORY = { _type: 'caseStudy', _id: 'caseStudy-innovate-tech', slug: 'innovate-tech' }
const DRAFT_ID = `drafts.${STORY._id}`
/** A testimonial whose photo the seed marks decorative (the name is beside it). */
const TESTIMONIAL_ID = 'testimonial-sarah-mitchell'
type CaseStudy = { _id: string; _type: string; cover?: StoredImage; logo?: StoredImage }
type StoredImage = {
  asset?: { _ref: string }
  alt?: string
  decorative?: boolean
  hotspot?: { x: number; y: number; width: number }
}

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

const editor = () => contentLakeEditor()
const imageAssetCount = () => editor().fetch<number>('count(*[_type == "sanity.imageAsset"])')
const draftCover = async () => ((await editor().getDocument(DRAFT_ID)) as CaseStudy | undefined)?.cover

let original: CaseStudy
test.beforeEach(async () => {
  original = (await editor().getDocument(STORY._id)) as CaseStudy
})

/** Puts the seed's case study back, in the Content Lake and on its page, for the next run. */
test.afterEach(async ({ request }) => {
  await configureStandIn(CONTENT_LAKE_API_HOST, { indexLagMs: 0, webhook: null })
  await editor().delete(DRAFT_ID)
  await editor().delete(`drafts.${TESTIMONIAL_ID}`)
  await editor().createOrReplace(original)
  expect((await callWebhook(request, STORY)).status()).toBe(200)
})

const coverField = (page: Page) => page.getByRole('group').filter({ hasText: 'Cover image' })

/** Signs in and opens the case study's form, where its Cover field is. */
async function openCaseStudyInStudio(page: Page) {
  const problems = await signedInStudio(page)
  await page.goto('/studio/structure')
  await openFromStructure(page, ['Social proof', 'Case studies', /^InnovateTech\b/], { timeout: 120_000 })
  const cover = coverField(page)
  await expect(cover.getByRole('img', { name: 'Preview of uploaded image' })).toBeVisible({ timeout: 120_000 })
  return { problems, cover }
}

/** Chooses a file in the Cover field's own menu (Upload), as a marketer picks one from their computer. */
async function uploadInCover(page: Page, file: { name: string; mimeType: string; buffer: Buffer }) {
  const upload = page.getByRole('menuitem', { name: 'Upload' })
  await coverField(page).getByRole('button', { name: 'Open image options menu' }).click()
  const chooser = page.waitForEvent('filechooser')
  await upload.click()
  await (await chooser).setFiles(file)
}

test('a marketer uploads a cover in the Studio, drags its hotspot onto the subject, writes its alt text and publishes: the page shows it cut around the hotspot', async ({
  page,
  request,
}) => {
  test.setTimeout(480_000)
  const bytes = await picture()
  const assetId = `image-${createHash('sha1').update(bytes).digest('hex')}-2400x900-jpg`
  const { problems, cover } = await openCaseStudyInStudio(page)
  await configureStandIn(CONTENT_LAKE_API_HOST, { indexLagMs: INDEX_LAG_MS, webhook: documentedWebhook(HOSTED_ORIGIN) })
  const actions = studioActions(page)

  await uploadInCover(page, { name: 'subject-at-the-edge.jpg', mimeType: 'image/jpeg', buffer: bytes })
  await expect.poll(async () => (await draftCover())?.asset?._ref, { timeout: 60_000 }).toBe(assetId)

  // The hotspot and crop dialog: the image with its crop rectangle, the hotspot's ellipse and, on its rim, the handle
  // that resizes it. Shrink the hotspot with its handle, then drag it onto the white square at the right edge.
  await cover.getByRole('button', { name: 'Open image edit dialog' }).click()
  const dialog = page.getByRole('dialog', { name: 'Edit hotspot and crop' })
  const image = (await dialog.locator('[data-handle="crop"]').first().boundingBox())!
  const centre = async (handle: string) => {
    const box = (await dialog.locator(`[data-handle="${handle}"]`).boundingBox())!
    return { x: box.x + box.width / 2, y: box.y + box.height / 2 }
  }
  const drag = async (from: { x: number; y: number }, to: { x: number; y: number }) => {
    await page.mouse.move(from.x, from.y)
    await page.mouse.down()
    await page.mouse.move(to.x, to.y, { steps: 10 })
    await page.mouse.up()
  }
  const rim = await centre('hotspotHandle')
  const middle = await centre('hotspot')
  await drag(rim, { x: middle.x + (rim.x - middle.x) * 0.3, y: middle.y + (rim.y - middle.y) * 0.3 })
  await drag(await centre('hotspot'), { x: image.x + image.width * 0.96, y: image.y + image.height * 0.5 })
  await expect.poll(async () => (await draftCover())?.hotspot?.x ?? 0, { timeout: 30_000 }).toBeGreaterThan(0.85)
  await dialog.getByRole('button', { name: 'Close dialog' }).click()
  await expect(dialog).toBeHidden()

  const alt = 'A white square at the edge of a dark sky'
  await typeUntilSent(cover.getByLabel('Alternative text'), alt, actions)
  await expect.poll(async () => (await draftCover())?.alt).toBe(alt)

  const publish = page.getByRole('button', { name: 'Publish', exact: true })
  await untilSaved(page)
  await expect(publish).toBeEnabled({ timeout: 30_000 })
  await publish.click()
  await expect.poll(() => editor().getDocument(DRAFT_ID), { timeout: 30_000 }).toBeUndefined()
  const published = (await editor().getDocument(STORY._id)) as CaseStudy
  expect(published.cover).toMatchObject({ asset: { _ref: assetId }, alt })
  expect(published.cover?.hotspot?.width).toBeLessThan(0.2)

  // After the stand-in's webhook, the page shows the new cover from the stand-in's image CDN.
  const shownCover = page.locator('main img[fetchpriority="high"]')
  const fileName = `${assetId.split('-')[1]}-2400x900.jpg`
  await expect(async () => {
    await page.goto(`${HOSTED_ORIGIN}/case-studies/${STORY.slug}`)
    await expect(shownCover).toHaveAttribute('src', new RegExp(fileName))
  }).toPass({ timeout: 30_000 })
  await expect(shownCover).toHaveAttribute('alt', alt)
  await expect
    .poll(() => shownCover.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth))
    .toBeGreaterThan(0)

  // The file the browser shows: 16:9, with the subject at its right edge, where a centred frame would lose it.
  const shown = await request.get(await shownCover.evaluate((image: HTMLImageElement) => image.currentSrc))
  expect(shown.status()).toBe(200)
  const { data, info } = await sharp(await shown.body())
    .raw()
    .toBuffer({ resolveWithObject: true })
  expect(info.width / info.height).toBeCloseTo(16 / 9, 1)
  const at = (x: number, y: number) =>
    data[(Math.round(y * info.height) * info.width + Math.round(x * info.width)) * info.channels]
  expect(at(0.95, 0.5)).toBeGreaterThan(200)
  expect(at(0.5, 0.5)).toBeLessThan(100)
  expect(problems).toEqual([])
})

test('a file that is not an image, or one too large, is refused in the Studio with the reason, and nothing is stored', async ({
  page,
}) => {
  test.setTimeout(360_000)
  const { cover } = await openCaseStudyInStudio(page)
  const assetsBefore = await imageAssetCount()
  const refusals = page.getByText(UPLOAD_REFUSED)

  // The stand-in's limit is 5 MB, as the project's would be: random pixels do not compress.
  const tooLarge = await sharp(randomBytes(1600 * 1200 * 3), { raw: { width: 1600, height: 1200, channels: 3 } })
    .png({ compressionLevel: 0 })
    .toBuffer()
  for (const file of [
    { name: 'price-list.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.7\n% not a picture\n') },
    { name: 'team-photo.png', mimeType: 'image/png', buffer: tooLarge },
  ]) {
    // The previous refusal has gone (the Studio's notices close by themselves): this one is the file's own.
    await expect(refusals).toHaveCount(0, { timeout: 30_000 })
    await uploadInCover(page, file)
    await expect(refusals).toBeVisible({ timeout: 30_000 })
  }

  expect(await imageAssetCount()).toBe(assetsBefore)
  expect((await draftCover())?.asset?._ref ?? original.cover?.asset?._ref).toBe(original.cover?.asset?._ref)
  await expect(cover.getByRole('img', { name: 'Preview of uploaded image' })).toBeVisible()
})

test('the Studio will not publish a photo left without alt text once it is no longer decorative, and says why', async ({
  page,
}) => {
  test.setTimeout(480_000)
  const testimonial = (await editor().getDocument(TESTIMONIAL_ID)) as { name: string; photo: StoredImage }
  const draftPhoto = async () =>
    ((await editor().getDocument(`drafts.${TESTIMONIAL_ID}`)) as typeof testimonial | undefined)?.photo
  const problems = await signedInStudio(page)
  await page.goto('/studio/structure')
  await openFromStructure(page, ['Social proof', 'Testimonials', new RegExp(`^${testimonial.name}\\b`)], {
    timeout: 120_000,
  })
  const photo = page.getByRole('group').filter({ has: page.getByText('Photo', { exact: true }) })
  await expect(photo.getByRole('img', { name: 'Preview of uploaded image' })).toBeVisible({ timeout: 120_000 })
  const decorative = photo.getByLabel('Decorative')
  const publish = page.getByRole('button', { name: 'Publish', exact: true })
  const actions = studioActions(page)

  // The marketer decides the portrait is not decorative after all, and writes nothing yet.
  await expect(decorative).toBeChecked()
  await decorative.click()
  await expect.poll(async () => (await draftPhoto())?.decorative, { timeout: 30_000 }).toBe(false)
  await expect(publish).toBeDisabled({ timeout: 60_000 })
  await page.getByRole('button', { name: 'Validation', exact: true }).click()
  // (The same words sit, hidden, in the field's tooltip.)
  await expect(page.getByText(ALT_TEXT_REQUIRED).filter({ visible: true }).first()).toBeVisible()

  await typeUntilSent(photo.getByLabel('Alternative text'), `${testimonial.name}, smiling`, actions)
  // Once the Studio has validated the new text, Publish comes back and the reason has gone from the list.
  await expect(publish).toBeEnabled({ timeout: 90_000 })
  await expect(page.getByText(ALT_TEXT_REQUIRED)).toHaveCount(0)
  expect(problems).toEqual([])
})

test('a cover whose asset is gone (deleted in the Content Lake) leaves the page without it, never a 500', async ({
  page,
  request,
}) => {
  // What remains of an image field after its asset is deleted elsewhere: a reference to nothing.
  const missing = `image-${'0'.repeat(40)}-1600x900-jpg`
  await editor()
    .patch(STORY._id)
    .set({ cover: { ...original.cover, asset: { _type: 'reference', _ref: missing } } })
    .commit()
  expect((await callWebhook(request, STORY)).status()).toBe(200)

  await expect(async () => {
    const response = await page.goto(`/case-studies/${STORY.slug}`)
    expect(response?.status()).toBe(200)
    await expect(page.locator('main img[fetchpriority="high"]')).toHaveCount(0)
  }).toPass({ timeout: 30_000 })
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  // The logo, whose asset is still there, is shown.
  const logo = page.locator('main img').first()
  await expect(logo).toHaveAttribute('alt', original.logo!.alt!)
  await expect.poll(() => logo.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0)
})
