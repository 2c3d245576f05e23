import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { describeImage, imageAssetDocument } from '@/lib/images/asset'
import { seedDocuments } from '@/studio/seed'
import { imageAssetFiles } from '@/studio/seed/images'
import assets from '@/studio/seed/images/assets.json' with { type: 'json' }
import { drawings } from '@/studio/seed/images/drawings'
import { withAssetUploads } from '@/studio/seed/ndjson'

const folder = join(process.cwd(), 'studio', 'seed', 'images', 'files')

describe('The seed’s images', () => {
  it('are the rendered drawings, a few hundred KB in all', () => {
    const files = readdirSync(folder).sort()
    expect(files).toEqual(drawings.map((drawing) => `${drawing.name}.${drawing.format}`).sort())
    const total = files.reduce((sum, file) => sum + statSync(join(folder, file)).size, 0)
    expect(total).toBeLessThan(2 * 1024 * 1024)
  })

  // A drawing changed without `npm run seed:images`, or a file edited by hand, would break the pages' metadata.
  it.each(Object.entries(assets))('%s has the asset document Sanity would write for its file', async (_, asset) => {
    const image = await describeImage(readFileSync(join(folder, asset.file)))
    const expected = imageAssetDocument(image, {
      origin: '',
      projectId: 'seed',
      dataset: 'production',
      originalFilename: asset.file,
    })
    expect(asset.document).toEqual(expected)
    expect(asset.document.metadata.lqip).toMatch(/^data:image\/(jpeg|png);base64,/)
  })

  it('are all shown somewhere, and every image field of the seed points at one', () => {
    const referenced = new Set(JSON.stringify(seedDocuments).match(/image-[0-9a-f]{40}-\d+x\d+-\w+/g))
    expect([...referenced].filter((id) => !imageAssetFiles.has(id))).toEqual([])
    expect([...imageAssetFiles.keys()].filter((id) => !referenced.has(id))).toEqual([])
  })

  it('are exported for `sanity dataset import` as files to upload, keeping alt text and hotspot', () => {
    const files = new Map([...imageAssetFiles].map(([id, file]) => [id, join(folder, file)]))
    const exported = withAssetUploads(seedDocuments, files)
    expect(exported.some((document) => document._type === 'sanity.imageAsset')).toBe(false)
    const story = exported.find((document) => document._id === 'caseStudy-innovate-tech')!
    expect(story.cover).toEqual({
      _type: 'imageWithAlt',
      _sanityAsset: `image@file://${join(folder, 'cover-innovate-tech.jpg')}`,
      alt: expect.any(String),
      crop: expect.objectContaining({ left: 0 }),
      hotspot: expect.objectContaining({ x: 0.3 }),
    })
    expect(JSON.stringify(exported)).not.toMatch(/"_ref":"image-/)
  })
})
