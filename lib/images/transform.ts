import sharp, { type Sharp } from 'sharp'

/**
 * Sanity's image CDN parameters, served with sharp: the embedded backend's image route and the Content Lake
 * stand-in answer the URLs `@sanity/image-url` builds exactly as the CDN would (same shape, same parameters).
 * Parsing refuses anything else, and any size the rendering would reach past its policy's bounds (the output and
 * every image sharp makes on the way), so a hostile URL gets a 400 and never reaches sharp.
 */

const FITS = ['clip', 'crop', 'fill', 'fillmax', 'max', 'scale', 'min'] as const
const CROPS = ['center', 'focalpoint', 'top', 'bottom', 'left', 'right', 'entropy'] as const
const FORMATS = { jpg: 'jpeg', png: 'png', webp: 'webp', avif: 'avif' } as const
const KNOWN_PARAMETERS = new Set(['rect', 'w', 'h', 'fit', 'crop', 'fp-x', 'fp-y', 'auto', 'fm', 'q', 'dpr'])

type Fit = (typeof FITS)[number]
export type OutputFormat = keyof typeof FORMATS
type Rect = { left: number; top: number; width: number; height: number }
type Size = { width: number; height: number }

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

/**
 * What a route allows: the site's route only the widths its pages ask for; the Studio's stand-in any size Sanity's
 * CDN renders. `maxPixels` bounds the output and every intermediate image (width × height).
 */
export type TransformPolicy = { widths?: readonly number[]; maxDimension: number; maxPixels: number; maxDpr: number }

/**
 * The bounds Sanity's image pipeline documents (https://www.sanity.io/docs/image-urls): at most 8192 pixels a side,
 * `dpr` from 1 to 3, `q` from 0 to 100 (taken here from 1).
 */
export const SANITY_IMAGE_LIMITS = { maxDimension: 8192, maxDpr: 3 } as const

/** AVIF takes sharp far longer per pixel than the other formats (seconds for a full-HD image even at effort 0). */
export const MAX_AVIF_PIXELS = 1920 * 1080
/** Files larger than this are not decoded at all (sharp's `limitInputPixels`): a decompression bomb stops here. */
export const MAX_INPUT_PIXELS = SANITY_IMAGE_LIMITS.maxDimension * SANITY_IMAGE_LIMITS.maxDimension

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
  image: Size,
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

  const plan = plannedSizes(rect ?? { left: 0, top: 0, ...image }, { width, height, fit })
  for (const { width: w, height: h } of [...plan.intermediate, plan.output]) {
    if (w > policy.maxDimension || h > policy.maxDimension)
      return { error: `This would render a ${w} × ${h} image: at most ${policy.maxDimension} pixels a side.` }
    if (w * h > policy.maxPixels)
      return { error: `This would render a ${w} × ${h} image: at most ${policy.maxPixels} pixels in all.` }
  }
  if (format === 'avif' && plan.output.width * plan.output.height > MAX_AVIF_PIXELS)
    return { error: `AVIF images may have at most ${MAX_AVIF_PIXELS} pixels: ask for a smaller size or another fm.` }

  return { rect, width, height, fit, crop, focalPoint, autoFormat: auto === 'format', format, quality }
}

/**
 * The sizes renderTransform makes from `source` (the rect, or the whole image): the output, and the images on the
 * way (the scaled image a crop or `fit=min` cuts from). Mirrors sharp's `inside`, `outside`, `cover`, `fill` and
 * `contain`; where sharp may do less (`max`, `fillmax` never enlarge), the larger size counts.
 */
function plannedSizes(
  source: Size,
  { width, height, fit }: Pick<ImageTransform, 'width' | 'height' | 'fit'>,
): { output: Size; intermediate: Size[] } {
  if (!width && !height) return { output: { width: source.width, height: source.height }, intermediate: [] }
  const scaled = (scale: number) => ({
    width: Math.max(1, Math.round(source.width * scale)),
    height: Math.max(1, Math.round(source.height * scale)),
  })
  const ratios = [width && width / source.width, height && height / source.height].filter(
    (ratio): ratio is number => ratio !== undefined,
  )
  const inside = Math.min(...ratios)
  const outside = Math.max(...ratios)
  if (!width || !height) return { output: scaled(fit === 'max' ? Math.min(inside, 1) : inside), intermediate: [] }
  switch (fit) {
    case 'clip':
      return { output: scaled(inside), intermediate: [] }
    case 'max':
      return { output: scaled(Math.min(inside, 1)), intermediate: [] }
    case 'min':
      return { output: scaled(outside), intermediate: [] }
    case 'crop':
      return { output: { width, height }, intermediate: [scaled(outside)] }
    case 'scale':
      return { output: { width, height }, intermediate: [] }
    case 'fill':
    case 'fillmax':
      return { output: { width, height }, intermediate: [scaled(inside)] }
  }
}

/**
 * The format to answer in: `fm` first, then (auto=format) WebP where the browser takes it, else the original's
 * (`original`: the extension of the original file). Not AVIF: encoding it takes sharp seconds per large image,
 * too slow for a first visit to wait on.
 */
export function outputFormat(transform: ImageTransform, original: string, accept: string): OutputFormat {
  if (transform.format) return transform.format
  if (transform.autoFormat && accept.includes('image/webp')) return 'webp'
  return original === 'png' || original === 'gif' ? 'png' : 'jpg'
}

/**
 * One spelling of a transform rendered in a format: the same image asked for with the parameters in another order,
 * with `dpr` or with the width it multiplies to, with defaults written out, or from browsers sending other Accept
 * headers that choose the same format, has the same key. `q` counts only where it changes the file: PNG is lossless.
 */
export function transformKey(transform: ImageTransform, format: OutputFormat): string {
  const { rect, width, height, fit, crop, focalPoint, quality } = transform
  return [
    rect && `rect=${rect.left},${rect.top},${rect.width},${rect.height}`,
    width && `w=${width}`,
    height && `h=${height}`,
    `fit=${fit}`,
    `crop=${crop}`,
    focalPoint && `fp=${focalPoint.x},${focalPoint.y}`,
    `fm=${format}`,
    format !== 'png' && `q=${quality}`,
  ]
    .filter(Boolean)
    .join('&')
}

/** Where a `fit=crop` keeps the picture: the focal point, or the named edge. */
function cropPosition(transform: ImageTransform): string {
  if (transform.crop === 'focalpoint' || transform.focalPoint) return 'attention'
  if (transform.crop === 'entropy') return 'entropy'
  return transform.crop === 'center' ? 'centre' : transform.crop
}

/** sharp could not read or render the file (a corrupt or oversized original): the request's fault, not the server's. */
export class ImageRenderError extends Error {
  constructor(cause: unknown) {
    super(`The image could not be rendered: ${cause instanceof Error ? cause.message : String(cause)}`, { cause })
  }
}

/** How each format is written: AVIF at sharp's fastest effort; PNG lossless (a `q` would make sharp quantise it). */
const ENCODERS: Record<OutputFormat, (image: Sharp, quality: number) => Sharp> = {
  jpg: (image, quality) => image.jpeg({ quality }),
  webp: (image, quality) => image.webp({ quality }),
  avif: (image, quality) => image.avif({ quality, effort: 0 }),
  png: (image) => image.png(),
}

/** Renders the transformed image in `format` (outputFormat); sharp's failures are ImageRenderError. */
export async function renderTransform(
  original: Buffer,
  transform: ImageTransform,
  format: OutputFormat,
): Promise<{ body: Buffer; contentType: string }> {
  try {
    return await render(original, transform, format)
  } catch (error) {
    throw new ImageRenderError(error)
  }
}

async function render(original: Buffer, transform: ImageTransform, format: OutputFormat) {
  const input = (bytes: Buffer) => sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS })
  const metadata = await input(original).metadata()
  let image = input(original).rotate()
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
      image = input(await image.resize(scaled).toBuffer()).extract({ left, top, width, height })
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

  const body = await ENCODERS[format](image, transform.quality).toBuffer()
  return { body, contentType: `image/${FORMATS[format]}` }
}
