import sharp from 'sharp'

/**
 * Sanity's image CDN parameters, served with sharp: the embedded backend's image route and the Content Lake
 * stand-in answer the URLs `@sanity/image-url` builds exactly as the CDN would (same shape, same parameters).
 * Parsing refuses anything else, so a hostile URL gets a 400 and never reaches sharp.
 */

const FITS = ['clip', 'crop', 'fill', 'fillmax', 'max', 'scale', 'min'] as const
const CROPS = ['center', 'focalpoint', 'top', 'bottom', 'left', 'right', 'entropy'] as const
const FORMATS = { jpg: 'jpeg', png: 'png', webp: 'webp', avif: 'avif' } as const
const KNOWN_PARAMETERS = new Set(['rect', 'w', 'h', 'fit', 'crop', 'fp-x', 'fp-y', 'auto', 'fm', 'q', 'dpr'])

type Fit = (typeof FITS)[number]
type OutputFormat = keyof typeof FORMATS
type Rect = { left: number; top: number; width: number; height: number }

export type ImageTransform = {
  rect?: Rect
  width?: number
  height?: number
  fit: Fit
  crop: (typeof CROPS)[number]
  focalPoint?: { x: number; y: number }
  autoFormat: boolean
  format?: OutputFormat
  quality: number
}

/** What a route allows: the site's route only the widths its pages ask for; the Studio's stand-in any size. */
export type TransformPolicy = { widths?: readonly number[]; maxDimension: number; maxDpr: number }

const DEFAULT_QUALITY = 75

const wholeNumber = (value: string) => (/^\d{1,5}$/.test(value) ? Number(value) : NaN)
const fraction = (value: string) => (/^(0(\.\d+)?|1(\.0+)?)$/.test(value) ? Number(value) : NaN)
const oneOf = <T extends string>(values: readonly T[], value: string): value is T => values.includes(value as T)

/**
 * Reads the query string of a CDN URL for an image of the given size. Returns the transform, or why the URL is
 * refused (a message for a 400 answer).
 */
export function parseTransform(
  query: URLSearchParams,
  image: { width: number; height: number },
  policy: TransformPolicy,
): ImageTransform | { error: string } {
  for (const name of new Set(query.keys())) {
    if (!KNOWN_PARAMETERS.has(name)) return { error: `Unknown image parameter "${name}".` }
    if (query.getAll(name).length > 1) return { error: `The image parameter "${name}" is given more than once.` }
  }
  const value = (name: string) => query.get(name) ?? undefined

  let rect: Rect | undefined
  const rectValue = value('rect')
  if (rectValue !== undefined) {
    const parts = rectValue.split(',').map(wholeNumber)
    const [left, top, width, height] = parts
    if (parts.length !== 4 || parts.some(Number.isNaN) || width < 1 || height < 1)
      return { error: 'rect takes four whole numbers: left,top,width,height.' }
    if (left + width > image.width || top + height > image.height) return { error: 'rect must lie within the image.' }
    rect = { left, top, width, height }
  }

  const dprValue = value('dpr')
  const dpr = dprValue === undefined ? 1 : /^[1-3](\.\d{1,2})?$/.test(dprValue) ? Number(dprValue) : NaN
  if (Number.isNaN(dpr) || dpr > policy.maxDpr) return { error: `dpr must be a number from 1 to ${policy.maxDpr}.` }

  const size = (name: 'w' | 'h') => {
    const raw = value(name)
    if (raw === undefined) return undefined
    const number = wholeNumber(raw)
    return number >= 1 ? Math.round(number * dpr) : NaN
  }
  const width = size('w')
  const height = size('h')
  if (Number.isNaN(width) || Number.isNaN(height)) return { error: 'w and h must be whole numbers of pixels.' }
  if (policy.widths) {
    if (width === undefined || !policy.widths.includes(width))
      return { error: `w must be one of the widths the site uses: ${policy.widths.join(', ')}.` }
    if (height !== undefined && height > width * 2) return { error: 'h may be at most twice w.' }
  }
  if ((width ?? 0) > policy.maxDimension || (height ?? 0) > policy.maxDimension)
    return { error: `w and h may be at most ${policy.maxDimension} pixels.` }

  const fit = value('fit') ?? 'clip'
  if (!oneOf(FITS, fit)) return { error: `fit must be one of ${FITS.join(', ')}.` }
  const crop = value('crop') ?? 'center'
  if (!oneOf(CROPS, crop)) return { error: `crop must be one of ${CROPS.join(', ')}.` }

  let focalPoint: ImageTransform['focalPoint']
  const [fpX, fpY] = [value('fp-x'), value('fp-y')]
  if (fpX !== undefined || fpY !== undefined) {
    const point = { x: fraction(fpX ?? ''), y: fraction(fpY ?? '') }
    if (Number.isNaN(point.x) || Number.isNaN(point.y)) return { error: 'fp-x and fp-y must both be between 0 and 1.' }
    focalPoint = point
  }

  const auto = value('auto')
  if (auto !== undefined && auto !== 'format') return { error: 'auto takes only "format".' }
  const format = value('fm')
  if (format !== undefined && !oneOf(Object.keys(FORMATS) as OutputFormat[], format))
    return { error: `fm must be one of ${Object.keys(FORMATS).join(', ')}.` }

  const qualityValue = value('q')
  const quality = qualityValue === undefined ? DEFAULT_QUALITY : wholeNumber(qualityValue)
  if (Number.isNaN(quality) || quality < 1 || quality > 100) return { error: 'q must be a whole number from 1 to 100.' }

  return { rect, width, height, fit, crop, focalPoint, autoFormat: auto === 'format', format, quality }
}

/**
 * The format to answer in: `fm` first, then (auto=format) WebP where the browser takes it, else the original's.
 * Not AVIF: encoding it takes sharp seconds per large image, too slow for a first visit to wait on.
 */
function outputFormat(transform: ImageTransform, original: string, accept: string): OutputFormat {
  if (transform.format) return transform.format
  if (transform.autoFormat && accept.includes('image/webp')) return 'webp'
  return original === 'png' || original === 'gif' ? 'png' : 'jpg'
}

/** Where a `fit=crop` keeps the picture: the focal point, or the named edge. */
function cropPosition(transform: ImageTransform): string {
  if (transform.crop === 'focalpoint' || transform.focalPoint) return 'attention'
  if (transform.crop === 'entropy') return 'entropy'
  return transform.crop === 'center' ? 'centre' : transform.crop
}

/** Renders the transformed image; `accept` is the request's Accept header (for auto=format). */
export async function renderTransform(
  original: Buffer,
  transform: ImageTransform,
  accept: string,
): Promise<{ body: Buffer; contentType: string }> {
  const metadata = await sharp(original).metadata()
  let image = sharp(original).rotate()
  const source = transform.rect ?? { left: 0, top: 0, width: metadata.width ?? 1, height: metadata.height ?? 1 }
  if (transform.rect) image = image.extract(transform.rect)

  const { width, height, fit } = transform
  if (width || height) {
    if (fit === 'crop' && width && height && transform.focalPoint) {
      // Scale to cover the box, then cut the box out centred on the focal point (kept inside the picture).
      const scale = Math.max(width / source.width, height / source.height)
      const scaled = { width: Math.round(source.width * scale), height: Math.round(source.height * scale) }
      const left = Math.min(
        Math.max(0, Math.round(transform.focalPoint.x * scaled.width - width / 2)),
        scaled.width - width,
      )
      const top = Math.min(
        Math.max(0, Math.round(transform.focalPoint.y * scaled.height - height / 2)),
        scaled.height - height,
      )
      image = sharp(await image.resize(scaled).toBuffer()).extract({ left, top, width, height })
    } else {
      const fits = {
        clip: 'inside',
        max: 'inside',
        crop: 'cover',
        scale: 'fill',
        min: 'outside',
        fill: 'contain',
        fillmax: 'contain',
      } as const
      image = image.resize({
        width,
        height,
        fit: fits[fit],
        position: fit === 'crop' ? cropPosition(transform) : undefined,
        withoutEnlargement: fit === 'max' || fit === 'fillmax',
        background: { r: 255, g: 255, b: 255, alpha: 0 },
      })
    }
  }

  const format = outputFormat(transform, metadata.format ?? 'jpeg', accept)
  const body = await image.toFormat(FORMATS[format], { quality: transform.quality }).toBuffer()
  return { body, contentType: `image/${FORMATS[format]}` }
}
