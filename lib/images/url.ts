import { createImageUrlBuilder } from '@sanity/image-url'
import type { ImageLoader } from 'next/image'
import type { ImageData } from './projection'
import { IMAGE_QUALITY } from './sizes'

/** The project name in the embedded backend's image URLs (/images/seed/<dataset>/…), where no project exists. */
export const EMBEDDED_IMAGE_PROJECT = 'seed'

/**
 * Builds image URLs in the shape of Sanity's CDN: `<origin>/images/<project>/<dataset>/<sha1>-<w>x<h>.<ext>`.
 * `origin` is Sanity's CDN, another CDN origin (tests: the Content Lake stand-in), or '' for the site's own
 * image route (the embedded backend).
 */
export function imageUrlBuilder({
  origin,
  projectId,
  dataset,
}: {
  origin: string
  projectId: string
  dataset: string
}) {
  // `@sanity/image-url` treats an empty base as "Sanity's CDN"; "/" gives root-relative URLs.
  return createImageUrlBuilder({ baseUrl: origin || '/', projectId, dataset })
}

/** The whole picture as the editor cropped it, or cut to `aspectRatio` (width / height) around the hotspot. */
export function imageUrl(
  builder: ReturnType<typeof imageUrlBuilder>,
  image: ImageData & { asset: { _id: string } },
  frame: { width: number; height: number },
): string {
  // `@sanity/image-url` computes `rect` from the crop and hotspot once both dimensions are given.
  return builder.image(image).width(frame.width).height(frame.height).url()
}

/**
 * next/image's loader for those URLs: the CDN resizes (Next does not optimise a second time), keeping the
 * frame's aspect ratio at every width, in the best format the browser takes.
 */
export const sanityImageLoader: ImageLoader = ({ src, width, quality }) => {
  const url = new URL(src, 'http://relative.invalid')
  const frameWidth = Number(url.searchParams.get('w'))
  const frameHeight = Number(url.searchParams.get('h'))
  if (frameWidth && frameHeight) url.searchParams.set('h', String(Math.round((frameHeight / frameWidth) * width)))
  url.searchParams.set('w', String(width))
  url.searchParams.set('fit', 'max')
  url.searchParams.set('auto', 'format')
  url.searchParams.set('q', String(quality ?? IMAGE_QUALITY))
  return url.origin === 'http://relative.invalid' ? `${url.pathname}${url.search}` : url.href
}
