import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { imageUrl, imageUrlBuilder } from '@/lib/images/url'
import { contentLakeStandIn } from '../support/contentLakeStandIn'

/** Image uploads to the Content Lake stand-in with the real client, as the Studio uploads, and its CDN URLs. */
const TOKENS = { write: 'images-write', read: 'images-read' }
const standIn = contentLakeStandIn({ documents: [], tokens: TOKENS })

/** A 1200 × 800 picture: dark, with a white square (its subject) at the right edge, outside a centred square. */
const picture = () =>
  sharp({ create: { width: 1200, height: 800, channels: 3, background: '#101830' } })
    .composite([
      { input: { create: { width: 160, height: 160, channels: 3, background: '#ffffff' } }, left: 1040, top: 320 },
    ])
    .png()
    .toBuffer()

const assetCount = async () =>
  standIn.client(TOKENS.read, 'raw').fetch<number>('count(*[_type == "sanity.imageAsset"])')

describe('Image uploads to the Content Lake stand-in', () => {
  it('answer like Sanity: an image asset with its dimensions and a blur-up placeholder, served at a CDN URL', async () => {
    const asset = await standIn
      .client(TOKENS.write)
      .assets.upload('image', await picture(), { filename: 'subject.png' })
    expect(asset._id).toMatch(/^image-[0-9a-f]{40}-1200x800-png$/)
    expect(asset.metadata.dimensions).toMatchObject({ width: 1200, height: 800, aspectRatio: 1.5 })
    expect(asset.metadata.lqip).toMatch(/^data:image\/(jpeg|png);base64,/)
    expect(asset.url).toBe(`${standIn.lake.apiHost}/images/standin/production/${asset.sha1hash}-1200x800.png`)
    expect(await standIn.client(TOKENS.read).getDocument(asset._id)).toMatchObject({ _type: 'sanity.imageAsset' })

    // The site's URL for a square around a hotspot on the subject: the frame is the picture's right 800 pixels,
    // and the subject is in it (at 160–200 across, 80–120 down, a quarter of the size).
    const builder = imageUrlBuilder({ origin: standIn.lake.apiHost, projectId: 'standin', dataset: 'production' })
    const image = {
      alt: 'x',
      decorative: false,
      crop: null,
      hotspot: { x: 0.93, y: 0.5, width: 0.1, height: 0.1 },
      assetRef: asset._id,
      asset: { _id: asset._id, metadata: null },
    }
    const response = await fetch(`${imageUrl(builder, image, { width: 200, height: 200 })}&auto=format`, {
      headers: { accept: 'image/webp' },
    })
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('image/webp')
    const { data, info } = await sharp(Buffer.from(await response.arrayBuffer()))
      .raw()
      .toBuffer({ resolveWithObject: true })
    expect([info.width, info.height]).toEqual([200, 200])
    expect(data[(100 * 200 + 180) * info.channels]).toBeGreaterThan(200)
  })

  it('refuse a file that is not an image, and store nothing', async () => {
    const before = await assetCount()
    await expect(
      standIn.client(TOKENS.write).assets.upload('image', Buffer.from('%PDF-1.7 not a picture'), { filename: 'a.pdf' }),
    ).rejects.toMatchObject({ statusCode: 400, message: expect.stringContaining('not an image') })
    expect(await assetCount()).toBe(before)
  })

  it('refuse a file over the size limit, and store nothing', async () => {
    const before = await assetCount()
    // Stored without compression: 1600 × 1200 pixels of three bytes each, over 5 MB.
    const huge = await sharp({ create: { width: 1600, height: 1200, channels: 3, background: '#fff' } })
      .png({ compressionLevel: 0 })
      .toBuffer()
    expect(huge.length).toBeGreaterThan(5 * 1024 * 1024)
    await expect(standIn.client(TOKENS.write).assets.upload('image', huge)).rejects.toMatchObject({
      statusCode: 413,
      message: expect.stringContaining('larger than 5 MB'),
    })
    expect(await assetCount()).toBe(before)
  })

  it('refuse uploads without a token that may write', async () => {
    await expect(standIn.client().assets.upload('image', await picture())).rejects.toMatchObject({ statusCode: 401 })
    await expect(standIn.client(TOKENS.read).assets.upload('image', await picture())).rejects.toMatchObject({
      statusCode: 403,
    })
  })

  it('refuse hostile image URL parameters with a 400', async () => {
    const asset = await standIn.client(TOKENS.write).assets.upload('image', await picture())
    for (const query of ['w=99999', 'rect=0,0,5000,5000', 'q=0', 'fit=evil', 'dpr=9', 'unknown=1'])
      expect((await fetch(`${asset.url}?${query}`)).status, query).toBe(400)
  })
})
