import { getImageProps } from 'next/image'
import { preload } from 'react-dom'
import type { ImageData } from '@/lib/images/projection'
import { siteImageUrls } from '@/lib/images/site'
import { IMAGE_QUALITY } from '@/lib/images/sizes'
import { imageUrl, sanityImageLoader } from '@/lib/images/url'
import { warnOnce } from '@/lib/log/warnOnce'

/** A picture across the top of a card padded p-6, edge to edge. */
export const CARD_PICTURE_CLASS = '-mx-6 -mt-6 mb-6 w-[calc(100%+3rem)] max-w-none rounded-t-2xl'

type Props = {
  image: ImageData | null | undefined
  /** The document the image belongs to, named in the server log when its asset is missing. */
  owner: string
  /** The frame, width / height (16 / 9, 1): cut around the hotspot. Omitted: the picture as the editor cropped it. */
  aspectRatio?: number
  /** The widest the image is shown, in CSS pixels: its width attribute (the height follows the frame). */
  width: number
  /** How wide the image is shown at each viewport width, for the browser to pick a file from the srcset. */
  sizes: string
  /** Only for the image above the fold (the page's largest paint): loaded first instead of lazily. */
  priority?: boolean
  className?: string
}

/** The picture's own proportions after the editor's crop. */
function croppedSize(image: ImageData, dimensions: { width: number; height: number }) {
  const crop = image.crop ?? {}
  return {
    width: dimensions.width * (1 - (crop.left ?? 0) - (crop.right ?? 0)),
    height: dimensions.height * (1 - (crop.top ?? 0) - (crop.bottom ?? 0)),
  }
}

/** next/image takes only a data: image URL as a placeholder (it throws on anything else, such as a broken lqip). */
function isImageDataUrl(url: string | null | undefined): url is `data:image/${string}` {
  return url?.startsWith('data:image/') ?? false
}

/**
 * Every image of the site: a Sanity image field on next/image. URLs come from `@sanity/image-url` (crop and
 * hotspot honoured) and the image CDN resizes through a loader, so Next optimises nothing a second time. Width
 * and height are always set (no layout shift), the asset's lqip shows while the file loads, and only a
 * `priority` image loads before it is near the screen. Rendered on the server as a plain <img>: no JavaScript.
 * An empty image field renders nothing; one whose asset is missing too, and names its document in the server log.
 */
export function SanityImage({ image, owner, aspectRatio, width, sizes, priority = false, className }: Props) {
  if (!image?.assetRef) return null
  const dimensions = image.asset?.metadata?.dimensions
  if (!image.asset || !dimensions?.width || !dimensions.height) {
    warnOnce(`Image not shown: an image field of document "${owner}" has no asset (missing or deleted).`)
    return null
  }
  const cropped = croppedSize(image, { width: dimensions.width, height: dimensions.height })
  const ratio = aspectRatio ?? cropped.width / cropped.height
  const height = Math.round(width / ratio)
  if (!image.decorative && !image.alt) warnOnce(`Image without alt text in document "${owner}": shown as decorative.`)
  const { lqip, hasAlpha } = image.asset.metadata ?? {}
  // The placeholder stays behind the picture once it has loaded, so only opaque pictures get one. The lqip is the
  // background as it is, scaled up smoothly by the browser: next/image's 'blur' would wrap it in an SVG blur
  // filter, which Chromium draws on the main thread while the page loads.
  const placeholder = !hasAlpha && isImageDataUrl(lqip) ? lqip : 'empty'

  const { props } = getImageProps({
    src: imageUrl(siteImageUrls, { ...image, asset: image.asset }, { width, height }),
    alt: image.decorative ? '' : (image.alt ?? ''),
    width,
    height,
    sizes,
    quality: IMAGE_QUALITY,
    loader: sanityImageLoader,
    placeholder,
    loading: priority ? 'eager' : 'lazy',
    fetchPriority: priority ? 'high' : undefined,
    className,
  })
  if (priority)
    preload(props.src, { as: 'image', imageSrcSet: props.srcSet, imageSizes: props.sizes, fetchPriority: 'high' })
  // getImageProps gives next/image's attributes for a plain <img>: the server renders it, no client code ships.
  // eslint-disable-next-line @next/next/no-img-element, jsx-a11y/alt-text
  return <img {...props} />
}
