/**
 * What a page needs of an `imageWithAlt` field (schemas/objects/image.ts), for queries to interpolate:
 * `cover{ ${imageFields} }`. The asset is dereferenced for its dimensions and blur-up placeholder; a missing
 * or deleted asset projects as null. `assetRef` tells that apart from a field with no picture chosen (which the
 * Studio may still store, holding only its "decorative" flag).
 */
export const imageFields = /* groq */ `alt, decorative, crop, hotspot, "assetRef": asset._ref, "asset": asset->{ _id, metadata{ lqip, hasAlpha, dimensions{ width, height } } }`

type Fractions<Keys extends string> = { [Key in Keys]?: number | null }

/** The projection's result, as the image component takes it. */
export type ImageData = {
  alt: string | null
  decorative: boolean | null
  crop: Fractions<'top' | 'bottom' | 'left' | 'right'> | null
  hotspot: Fractions<'x' | 'y' | 'width' | 'height'> | null
  assetRef: string | null
  asset: {
    _id: string
    metadata: {
      lqip: string | null
      hasAlpha: boolean | null
      dimensions: { width: number | null; height: number | null } | null
    } | null
  } | null
}
