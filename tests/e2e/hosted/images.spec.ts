import sharp from 'sharp'
import { expect, test } from '@playwright/test'
import { callWebhook } from '../helpers'
import { contentLakeEditor } from '../../support/hostedSanity'

/**
 * A marketer's image, end to end against the hosted-Sanity server: uploaded to the Content Lake stand-in, its
 * hotspot set, published, and after Sanity's webhook the case study shows it, cropped around the hotspot, from the
 * stand-in's image CDN.
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

test('an uploaded image with a hotspot, once published, is on the page cropped around the hotspot', async ({
  page,
  request,
}) => {
  // What the Studio sends when a marketer uploads a file, writes its alt text and drags the hotspot to the
  // subject: the upload, then an edit of the draft (the Studio's own form is not driven here: see docs/images.md).
  const editor = contentLakeEditor()
  const asset = await editor.assets.upload('image', await picture(), { filename: 'subject-at-the-edge.jpg' })
  await editor.createOrReplace({
    ...original,
    _id: DRAFT_ID,
    cover: {
      _type: 'imageWithAlt',
      asset: { _type: 'reference', _ref: asset._id },
      alt: 'A white square at the edge of a dark sky',
      crop: { _type: 'sanity.imageCrop', top: 0, bottom: 0, left: 0, right: 0 },
      hotspot: { _type: 'sanity.imageHotspot', x: 0.96, y: 0.5, width: 0.08, height: 0.22 },
    },
  })

  // Publish the draft (the action the Studio's Publish button sends), then Sanity calls the webhook.
  await editor.action({ actionType: 'sanity.action.document.publish', draftId: DRAFT_ID, publishedId: STORY._id })
  expect((await callWebhook(request, STORY)).status()).toBe(200)

  const fileName = `${asset.sha1hash}-2400x900.jpg`
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
