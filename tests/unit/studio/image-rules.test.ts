import { describe, expect, it } from 'vitest'
import { ALT_TEXT_REQUIRED } from '@/schemas/objects/image'
import { imageAssetDocuments } from '@/studio/seed/images'
import { studioMarkers, studioSchema as schema } from '../../support/studioValidation'

/** The Studio's rules for image fields, run as the Studio runs them before publishing. */

/** An image of the seed's (a reference must reach a document). */
const ASSET = { _type: 'reference', _ref: imageAssetDocuments[0]._id }

/** A testimonial (every required field filled in) with the given photo. */
async function problemsWithPhoto(photo: Record<string, unknown> | undefined) {
  const markers = await studioMarkers({
    _id: 'testimonial-test',
    _type: 'testimonial',
    name: 'Ada Lovelace',
    role: 'Analyst',
    company: 'Engines Ltd',
    rating: 5,
    quotes: ['It computes.'],
    ...(photo ? { photo: { _type: 'imageWithAlt', ...photo } } : {}),
  })
  return markers.map((marker) => ({ level: marker.level, path: marker.path.join('.'), message: marker.message }))
}

describe('Image fields in the Studio', () => {
  it('refuse an image without alt text, saying why', async () => {
    expect(await problemsWithPhoto({ asset: ASSET })).toEqual([
      { level: 'error', path: 'photo.alt', message: ALT_TEXT_REQUIRED },
    ])
    expect(await problemsWithPhoto({ asset: ASSET, alt: '   ' })).toEqual([
      { level: 'error', path: 'photo.alt', message: ALT_TEXT_REQUIRED },
    ])
    expect(ALT_TEXT_REQUIRED).toMatch(/screen readers/)
  })

  it('take an image with alt text, or one marked decorative without it', async () => {
    expect(await problemsWithPhoto({ asset: ASSET, alt: 'Ada at her desk' })).toEqual([])
    expect(await problemsWithPhoto({ asset: ASSET, decorative: true })).toEqual([])
  })

  it('ask nothing of an empty image field', async () => {
    expect(await problemsWithPhoto(undefined)).toEqual([])
  })

  it('let editors choose a hotspot on every image field', () => {
    const imageFields = schema
      .getTypeNames()
      .map((name) => schema.get(name))
      .flatMap((type) => (type && 'fields' in type ? (type.fields as { name: string; type: { name: string } }[]) : []))
      .filter((field) => field.type.name === 'imageWithAlt' || field.type.name === 'image')
    expect(imageFields.length).toBeGreaterThanOrEqual(8)
    expect(imageFields.every((field) => field.type.name === 'imageWithAlt')).toBe(true)
    expect((schema.get('imageWithAlt') as { options?: { hotspot?: boolean } }).options?.hotspot).toBe(true)
  })
})
