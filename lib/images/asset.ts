import { createHash } from 'node:crypto'
import sharp from 'sharp'

/** The formats an image asset may have: what Sanity's CDN serves back as originals. */
const MIME_TYPES = { jpg: 'image/jpeg', png: 'image/png', webp: 'image/webp', gif: 'image/gif', avif: 'image/avif' }
export type ImageExtension = keyof typeof MIME_TYPES
const SHARP_FORMATS: Record<string, ImageExtension> = {
  jpeg: 'jpg',
  png: 'png',
  webp: 'webp',
  gif: 'gif',
  heif: 'avif',
}

/** What Sanity records about an uploaded image: content hash, size, format and the metadata pages use. */
export type ImageDescription = {
  sha1: string
  width: number
  height: number
  extension: ImageExtension
  mimeType: string
  size: number
  hasAlpha: boolean
  /** Low-quality image placeholder: a tiny blurred copy as a base64 data URL, like Sanity's `metadata.lqip`. */
  lqip: string
}

/** Thrown for bytes that are not an image in a format the site accepts. */
export class NotAnImageError extends Error {}

/** Reads an image's format, dimensions and placeholder (Sanity's metadata, computed here with sharp). */
export async function describeImage(bytes: Buffer): Promise<ImageDescription> {
  const metadata = await sharp(bytes)
    .metadata()
    .catch(() => {
      throw new NotAnImageError('The file is not an image.')
    })
  const extension = metadata.format ? SHARP_FORMATS[metadata.format] : undefined
  if (!extension || !metadata.width || !metadata.height)
    throw new NotAnImageError('Images must be JPEG, PNG, WebP, GIF or AVIF.')
  const hasAlpha = Boolean(metadata.hasAlpha)
  const tiny = sharp(bytes).rotate().resize(20, 20, { fit: 'inside' })
  const placeholder = hasAlpha ? await tiny.png().toBuffer() : await tiny.jpeg({ quality: 60 }).toBuffer()
  return {
    sha1: createHash('sha1').update(bytes).digest('hex'),
    width: metadata.width,
    height: metadata.height,
    extension,
    mimeType: MIME_TYPES[extension],
    size: bytes.length,
    hasAlpha,
    lqip: `data:image/${hasAlpha ? 'png' : 'jpeg'};base64,${placeholder.toString('base64')}`,
  }
}

/** The file name Sanity's CDN serves an asset under: `<sha1>-<width>x<height>.<extension>`. */
export const assetFileName = ({ sha1, width, height, extension }: ImageDescription) =>
  `${sha1}-${width}x${height}.${extension}`

/**
 * A `sanity.imageAsset` document as Sanity writes one for an upload (id `image-<sha1>-<w>x<h>-<ext>`), for the
 * seed and for the Content Lake stand-in: `path` and `url` locate the original on the image CDN at `origin`.
 */
export function imageAssetDocument(
  image: ImageDescription,
  {
    origin,
    projectId,
    dataset,
    originalFilename,
  }: { origin: string; projectId: string; dataset: string; originalFilename?: string },
) {
  const path = `images/${projectId}/${dataset}/${assetFileName(image)}`
  return {
    _id: `image-${image.sha1}-${image.width}x${image.height}-${image.extension}`,
    _type: 'sanity.imageAsset',
    assetId: image.sha1,
    sha1hash: image.sha1,
    extension: image.extension,
    mimeType: image.mimeType,
    size: image.size,
    ...(originalFilename ? { originalFilename } : {}),
    path,
    url: `${origin}/${path}`,
    metadata: {
      _type: 'sanity.imageMetadata',
      dimensions: {
        _type: 'sanity.imageDimensions',
        width: image.width,
        height: image.height,
        aspectRatio: image.width / image.height,
      },
      lqip: image.lqip,
      hasAlpha: image.hasAlpha,
      isOpaque: !image.hasAlpha,
    },
  }
}
