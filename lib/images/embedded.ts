import 'server-only'
import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { env } from '@/lib/env/server'
import { logThrottled } from '@/lib/log/throttled'
import { logValue } from '@/lib/log/requestValue'
import { rateLimiterFor } from '@/lib/security/limiters'
import {
  exhaustedNetwork,
  networkLimiters,
  type NetworkLimiters,
  type NetworkRateLimits,
} from '@/lib/security/networks'
import type { RateLimiter } from '@/lib/security/rateLimit'
import { imageAssetFiles } from '@/studio/seed/images'
import { createRenderCache, type RenderCache } from './renderCache'
import { createRenderQueue, RenderQueueFull, type RenderQueue } from './renderQueue'
import { IMAGE_WIDTHS } from './sizes'
import {
  ImageRenderError,
  outputFormat,
  parseTransform,
  renderTransform,
  SANITY_IMAGE_LIMITS,
  transformKey,
  type TransformPolicy,
} from './transform'
import { EMBEDDED_IMAGE_PROJECT } from './url'

const LARGEST_WIDTH = Math.max(...IMAGE_WIDTHS)

/**
 * The site's own image CDN on the embedded dataset: the widths its pages ask for, nothing else, and at most a square
 * at the largest of them (its pages ask for 16:9, 4:3, 1:1 and logos' own wide proportions).
 */
export const EMBEDDED_IMAGE_POLICY: TransformPolicy = {
  widths: IMAGE_WIDTHS,
  maxDimension: SANITY_IMAGE_LIMITS.maxDimension,
  maxPixels: LARGEST_WIDTH * LARGEST_WIDTH,
  maxDpr: 1,
}

/**
 * Renderings one client may cause before it has to wait (answers from the cache do not count): far more than the
 * pages of the site ask of a first visit, counted like searches (per client address; in Redis with REDIS_URL).
 */
export const IMAGE_RENDER_RATE_LIMIT = { limit: 100, windowMs: 60_000 } as const
/** An IPv6 client with a /56 or a /48 has hundreds or thousands of /64s: its networks are counted too. */
export const IMAGE_NETWORK_RATE_LIMITS = {
  56: { limit: 200, windowMs: 60_000 },
  48: { limit: 400, windowMs: 60_000 },
} as const satisfies NetworkRateLimits
/** Two renderings at a time (one per core here); up to eight more wait up to 3 s for their turn, then get a 503. */
export const IMAGE_RENDER_QUEUE = { maxInFlight: 2, maxWaiting: 8, maxWaitMs: 3_000 } as const
/** The seed's images at every width and format take about 15 MB: 64 MB keeps them all, and bounds a flood. */
export const IMAGE_CACHE_BYTES = 64 * 1024 * 1024

export type ImageAnswer = {
  status: number
  body: Uint8Array<ArrayBuffer> | string
  contentType: string
  retryAfterSeconds?: number
}

/** What the route shares between requests (tests make their own). */
export type EmbeddedImageContext = {
  cache: RenderCache
  queue: RenderQueue
  limiter: RateLimiter
  networkLimiters: NetworkLimiters
  readOriginal: (assetFile: string) => Promise<Buffer>
  log: Pick<Console, 'error' | 'warn'>
}

export function createEmbeddedImageContext(overrides: Partial<EmbeddedImageContext> = {}): EmbeddedImageContext {
  return {
    cache: createRenderCache({ maxBytes: IMAGE_CACHE_BYTES }),
    queue: createRenderQueue(IMAGE_RENDER_QUEUE),
    limiter: rateLimiterFor('images', IMAGE_RENDER_RATE_LIMIT, 'count-per-instance'),
    networkLimiters: networkLimiters(IMAGE_NETWORK_RATE_LIMITS, (prefix, rule) =>
      rateLimiterFor(`images-${prefix}`, rule, 'count-per-instance'),
    ),
    readOriginal: (assetFile) => readFile(join(process.cwd(), 'studio', 'seed', 'images', 'files', assetFile)),
    log: console,
    ...overrides,
  }
}

const shared = createEmbeddedImageContext()

const refuse = (status: number, message: string, retryAfterSeconds?: number): ImageAnswer => ({
  status,
  body: message,
  contentType: 'text/plain; charset=utf-8',
  retryAfterSeconds,
})

/**
 * Answers `/images/<project>/<dataset>/<sha1>-<w>x<h>.<ext>?<params>` for the seed's images, as Sanity's CDN
 * answers the same URL for the project's: 404 for what is not a seed image (or with a Sanity project
 * configured), 400 for parameters the CDN would not take, sizes the site never asks for and files sharp cannot
 * render, 429 past a client's renderings, 503 while too many renderings wait.
 */
export async function embeddedImage(
  { project, dataset, file }: { project: string; dataset: string; file: string },
  query: URLSearchParams,
  { accept, clientKey }: { accept: string; clientKey: string },
  context: EmbeddedImageContext = shared,
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
  const transform = parseTransform(query, { width: Number(name[2]), height: Number(name[3]) }, EMBEDDED_IMAGE_POLICY)
  if ('error' in transform) return refuse(400, transform.error)

  const format = outputFormat(transform, name[4], accept)
  const key = `${file}?${transformKey(transform, format)}`
  const { cache, queue, log } = context
  let image = cache.get(key)
  if (!image) {
    const retryAfterMs = await overLimit(context, clientKey)
    if (retryAfterMs !== undefined) {
      logThrottled(log, 'warn', 'images-rate-limit', `[images] Too many renderings from ${logValue(clientKey)}.`)
      return refuse(429, 'Too many images asked for: try again shortly.', Math.max(1, Math.ceil(retryAfterMs / 1000)))
    }
    try {
      image = await queue.run(key, async () => {
        const rendered = await renderTransform(await context.readOriginal(assetFile), transform, format)
        cache.set(key, rendered)
        return rendered
      })
    } catch (error) {
      if (error instanceof RenderQueueFull) {
        logThrottled(log, 'warn', 'images-busy', `[images] ${error.message} A request was turned away.`)
        return refuse(503, 'Too many images are being rendered: try again shortly.', error.retryAfterSeconds)
      }
      if (!(error instanceof ImageRenderError)) throw error
      logThrottled(log, 'error', 'images-render', `[images] ${logValue(key)} failed:`, error.cause)
      return refuse(400, 'This image cannot be rendered with these parameters.')
    }
  }
  return { status: 200, body: new Uint8Array(image.body), contentType: image.contentType }
}

/**
 * Counts a rendering against the client's limit and, for an IPv6 /64, its /56's and /48's. Undefined when it may
 * render, else how long to wait.
 */
async function overLimit(
  { limiter, networkLimiters: limiters }: EmbeddedImageContext,
  clientKey: string,
): Promise<number | undefined> {
  if (!(await limiter.take(clientKey))) return limiter.retryAfterMs(clientKey)
  const network = await exhaustedNetwork(clientKey, limiters)
  return network ? limiters[network.prefix].retryAfterMs(network.key) : undefined
}
