/**
 * The widths, in pixels, of every image file the site asks for: Next builds each `srcset` from these lists
 * (next.config.ts), and the embedded image route resizes to these widths only.
 */
export const IMAGE_SIZES = [64, 96, 128, 256, 384] as const
export const DEVICE_SIZES = [640, 828, 1200, 1920] as const
export const IMAGE_WIDTHS: readonly number[] = [...IMAGE_SIZES, ...DEVICE_SIZES]

/** The compression quality of every image the site shows (Sanity's `q`). */
export const IMAGE_QUALITY = 75
