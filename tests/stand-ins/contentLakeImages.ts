import type { IncomingMessage, ServerResponse } from 'node:http'
import { assetFileName, describeImage, imageAssetDocument, NotAnImageError } from '@/lib/images/asset'
import {
  ImageRenderError,
  outputFormat,
  parseTransform,
  renderTransform,
  SANITY_IMAGE_LIMITS,
  type TransformPolicy,
} from '@/lib/images/transform'

/**
 * The Content Lake stand-in's images (tests/stand-ins/contentLake.ts): the upload endpoint the Studio posts files to,
 * `POST /v<date>/assets/images/<dataset>`, answering as Sanity does with the new `sanity.imageAsset` (dimensions,
 * lqip…), and the image CDN's URLs for what was uploaded, `GET /images/<project>/<dataset>/<sha1>-<w>x<h>.<ext>`,
 * with the CDN's parameters (the same code as the site's embedded image route, without its width list: the
 * Studio asks for any size).
 *
 * Refused, with Sanity's error shape and nothing stored: uploads without write access (401/403), bodies over
 * `maxUploadBytes` (413) and files that are not images (400).
 */
export type ImageCdnOptions = {
  projectId: string
  dataset: string
  /** Whether a request's Authorization header may upload (the stand-in's write or Studio token). */
  mayUpload: (authorization: string | undefined) => boolean
  /** Stores the uploaded image's asset document in the stand-in's dataset. */
  addAsset: (document: ReturnType<typeof imageAssetDocument>) => void
  maxUploadBytes?: number
}

const DEFAULT_MAX_UPLOAD_BYTES = 5 * 1024 * 1024
/** The Studio asks for any size: the stand-in renders whatever Sanity's CDN would, up to its documented bounds. */
const STUDIO_POLICY: TransformPolicy = {
  ...SANITY_IMAGE_LIMITS,
  maxPixels: SANITY_IMAGE_LIMITS.maxDimension * SANITY_IMAGE_LIMITS.maxDimension,
}

class ImageRequestError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message)
  }
}

/** The body, or an error as soon as it grows past `limit` (the rest is never buffered). */
async function readUpload(request: IncomingMessage, limit: number): Promise<Buffer> {
  if (Number(request.headers['content-length']) > limit) throw tooLarge(limit)
  const chunks: Buffer[] = []
  let size = 0
  for await (const chunk of request) {
    size += (chunk as Buffer).length
    if (size > limit) throw tooLarge(limit)
    chunks.push(chunk as Buffer)
  }
  return Buffer.concat(chunks)
}

const tooLarge = (limit: number) =>
  new ImageRequestError(413, `The file is larger than ${Math.round(limit / 1024 / 1024)} MB: upload a smaller image.`)

export function imageCdn({
  projectId,
  dataset,
  mayUpload,
  addAsset,
  maxUploadBytes = DEFAULT_MAX_UPLOAD_BYTES,
}: ImageCdnOptions) {
  const files = new Map<string, { bytes: Buffer; width: number; height: number }>()
  const uploadPath = new RegExp(`^/v[^/]+/assets/images/${dataset}/?$`)
  const cdnPath = new RegExp(`^/images/${projectId}/${dataset}/([0-9a-f]{40}-(\\d+)x(\\d+)\\.[a-z]+)$`)

  async function upload(request: IncomingMessage, origin: string) {
    if (!request.headers.authorization) throw new ImageRequestError(401, 'Uploading images needs a token.')
    if (!mayUpload(request.headers.authorization)) throw new ImageRequestError(403, 'This token may not upload images.')
    const bytes = await readUpload(request, maxUploadBytes)
    const image = await describeImage(bytes).catch((error: unknown) => {
      if (error instanceof NotAnImageError) throw new ImageRequestError(400, `Invalid image: ${error.message}`)
      throw error
    })
    const filename = new URL(request.url ?? '/', origin).searchParams.get('filename') ?? undefined
    const document = imageAssetDocument(image, { origin, projectId, dataset, originalFilename: filename })
    files.set(assetFileName(image), { bytes, width: image.width, height: image.height })
    addAsset(document)
    return document
  }

  /** Answers the request when it is an upload or an image URL; false leaves it to the rest of the stand-in. */
  async function answer(request: IncomingMessage, response: ServerResponse, url: URL): Promise<boolean> {
    const isUpload = request.method === 'POST' && uploadPath.test(url.pathname)
    const cdn = request.method === 'GET' ? cdnPath.exec(url.pathname) : null
    if (!isUpload && !cdn) return false
    try {
      if (isUpload) {
        // Asset URLs name the stand-in itself, as Sanity's name its CDN.
        const document = await upload(request, `${url.protocol}//localhost:${url.port}`)
        response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ document }))
        return true
      }
      const file = files.get(cdn![1])
      if (!file) throw new ImageRequestError(404, 'No such image.')
      const transform = parseTransform(url.searchParams, file, STUDIO_POLICY)
      if ('error' in transform) throw new ImageRequestError(400, transform.error)
      const format = outputFormat(transform, cdn![1].split('.').pop()!, request.headers.accept ?? '')
      const { body, contentType } = await renderTransform(file.bytes, transform, format).catch((error: unknown) => {
        if (error instanceof ImageRenderError) throw new ImageRequestError(400, error.message)
        throw error
      })
      response.writeHead(200, { 'content-type': contentType, 'cache-control': 'public, max-age=31536000' }).end(body)
    } catch (error) {
      if (!(error instanceof ImageRequestError)) throw error
      // The rest of an oversized upload is not read: close the connection once the answer is out (HTTP/1.1; HTTP/2
      // ends just the request's stream).
      if (error.status === 413 && request.httpVersionMajor === 1) response.setHeader('connection', 'close')
      response.writeHead(error.status, { 'content-type': 'application/json' }).end(
        JSON.stringify({
          error: { description: error.message, type: 'validationError' },
          statusCode: error.status,
          message: error.message,
        }),
      )
    }
    return true
  }

  return { answer }
}
