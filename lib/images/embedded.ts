import 'server-only'
import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { env } from '@/lib/env/server'
import { imageAssetFiles } from '@/studio/seed/images'
import { IMAGE_WIDTHS } from './sizes'
import { parseTransform, renderTransform, type TransformPolicy } from './transform'
import { EMBEDDED_IMAGE_PROJECT } from './url'

/** The site's own image CDN on the embedded dataset: the widths its pages ask for, nothing else. */
const POLICY: TransformPolicy = { widths: IMAGE_WIDTHS, maxDimension: Math.max(...IMAGE_WIDTHS) * 2, maxDpr: 1 }

/** Rendered files, most recent last; a few hundred at most (the site's images × their widths). */
const rendered = new Map<string, { body: Buffer; contentType: string }>()
const MAX_RENDERED = 400

export type ImageAnswer = { status: number; body: Uint8Array<ArrayBuffer> | string; contentType: string }

const refuse = (status: number, message: string): ImageAnswer => ({
  status,
  body: message,
  contentType: 'text/plain; charset=utf-8',
})

/**
 * Answers `/images/<project>/<dataset>/<sha1>-<w>x<h>.<ext>?<params>` for the seed's images, as Sanity's CDN
 * answers the same URL for the project's: 404 for what is not a seed image (or with a Sanity project
 * configured), 400 for parameters the CDN would not take or sizes the site never asks for.
 */
export async function embeddedImage(
  { project, dataset, file }: { project: string; dataset: string; file: string },
  query: URLSearchParams,
  accept: string,
): Promise<ImageAnswer> {
  const name = /^([0-9a-f]{40})-(\d+)x(\d+)\.(jpg|png|webp|gif|avif)$/.exec(file)
  const assetFile = name && imageAssetFiles.get(`image-${name[1]}-${name[2]}x${name[3]}-${name[4]}`)
  if (
    env.NEXT_PUBLIC_SANITY_PROJECT_ID ||
    project !== EMBEDDED_IMAGE_PROJECT ||
    dataset !== env.NEXT_PUBLIC_SANITY_DATASET ||
    !name ||
    !assetFile
  )
    return refuse(404, 'No such image.')
  const transform = parseTransform(query, { width: Number(name[2]), height: Number(name[3]) }, POLICY)
  if ('error' in transform) return refuse(400, transform.error)

  const key = `${file}?${[...query].sort().join('&')}|${transform.autoFormat ? accept : ''}`
  let image = rendered.get(key)
  if (!image) {
    const original = await readFile(join(process.cwd(), 'studio', 'seed', 'images', 'files', assetFile))
    image = await renderTransform(original, transform, accept)
    if (rendered.size >= MAX_RENDERED) rendered.delete(rendered.keys().next().value!)
  }
  rendered.delete(key)
  rendered.set(key, image)
  return { status: 200, body: new Uint8Array(image.body), contentType: image.contentType }
}
