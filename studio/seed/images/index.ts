import { ref, type SeedDocument } from '../helpers'
import assets from './assets.json' with { type: 'json' }

/**
 * The seed's images: each rendered file's asset document (as Sanity writes one on upload) and the image fields
 * that show them. Files and assets.json come from drawings.ts through `npm run seed:images`.
 */
type SeedAsset = {
  file: string
  hotspot?: { x: number; y: number; width: number; height: number }
  document: SeedDocument
}
const seedAssets: Record<string, SeedAsset> = assets

export type SeedImageName = keyof typeof assets

/** The `sanity.imageAsset` documents of the seed's images. */
export const imageAssetDocuments: SeedDocument[] = Object.values(seedAssets).map(({ document }) => document)

/** Each asset id's file, relative to studio/seed/images/files: what the image route and the export read. */
export const imageAssetFiles: ReadonlyMap<string, string> = new Map(
  Object.values(seedAssets).map(({ file, document }) => [document._id, file]),
)

/** An `imageWithAlt` field showing a seed image, with its drawing's subject as the hotspot. */
export function seedImage(name: SeedImageName, alt: string | { decorative: true }) {
  const { document, hotspot } = seedAssets[name]
  return {
    _type: 'imageWithAlt',
    asset: ref(document._id),
    ...(typeof alt === 'string' ? { alt } : { decorative: true }),
    ...(hotspot && {
      crop: { _type: 'sanity.imageCrop', top: 0, bottom: 0, left: 0, right: 0 },
      hotspot: { _type: 'sanity.imageHotspot', ...hotspot },
    }),
  }
}
