import { readFile } from 'node:fs/promises'
import { crc32 } from 'node:zlib'
import sharp from 'sharp'
import { describe, expect, it, vi } from 'vitest'
import { createEmbeddedImageContext, embeddedImage, type EmbeddedImageContext } from '@/lib/images/embedded'
import { createRenderCache } from '@/lib/images/renderCache'
import { createRenderQueue } from '@/lib/images/renderQueue'
import { ImageRenderError, parseTransform, renderTransform, type ImageTransform } from '@/lib/images/transform'
import { createRateLimiter } from '@/lib/security/rateLimit'

/**
 * How the embedded image route spends its work: one rendering per normalised key, shared by identical requests;
 * a small number at a time; a limit per client; sharp's failures as 400s logged at most once a minute; a cache
 * bounded in bytes.
 */

const COVER = { project: 'seed', dataset: 'production', file: '7bdee89384a039bd7d2bc0e5b1c267c7ee6284fe-1600x900.jpg' }
const coverBytes = () => readFile('studio/seed/images/files/cover-global-tech-solutions.jpg')

/** A promise and the hand that settles it: a rendering held until the test lets it go. */
function held<T>() {
  let release!: (value: T) => void
  const promise = new Promise<T>((resolve) => (release = resolve))
  return { promise, release }
}

/** A context of its own, counting the renderings (each reads the original once). */
function context(overrides: Partial<EmbeddedImageContext> = {}) {
  const reads = vi.fn(overrides.readOriginal ?? coverBytes)
  const log = { error: vi.fn(), warn: vi.fn() }
  const made = createEmbeddedImageContext({
    limiter: createRateLimiter({ limit: 1000, windowMs: 60_000 }),
    networkLimiters: {
      56: createRateLimiter({ limit: 1000, windowMs: 60_000 }),
      48: createRateLimiter({ limit: 1000, windowMs: 60_000 }),
    },
    log,
    ...overrides,
    readOriginal: reads,
  })
  return { context: made, reads, log }
}

const ask = (made: EmbeddedImageContext, query: string, { accept = 'image/webp,*/*', clientKey = '192.0.2.1' } = {}) =>
  embeddedImage(COVER, new URLSearchParams(query), { accept, clientKey }, made)

describe('the render cache’s keys', () => {
  it('are the same for the same image in another order, spelling or Accept header that picks the same format', async () => {
    const { context: made, reads } = context()
    const spellings = [
      ['w=640&auto=format&q=75', 'image/webp,*/*'],
      ['q=75&auto=format&w=640', 'image/avif,image/webp,image/apng,*/*;q=0.8'],
      ['w=0640&auto=format', 'image/webp'],
      ['auto=format&w=640&fit=clip&crop=center&q=075', '*/*;q=0.1, image/webp'],
      ['w=640&fm=webp', ''],
    ]
    for (const [query, accept] of spellings) expect((await ask(made, query, { accept })).status).toBe(200)
    expect(reads).toHaveBeenCalledTimes(1)
    // Another format is another file.
    expect((await ask(made, 'w=640&auto=format', { accept: 'image/jpeg' })).contentType).toBe('image/jpeg')
    expect(reads).toHaveBeenCalledTimes(2)
  })
})

describe('renderings in flight', () => {
  it('are shared by identical requests arriving together', async () => {
    const original = held<Buffer>()
    const { context: made, reads } = context({ readOriginal: () => original.promise })
    const answers = Promise.all([ask(made, 'w=640'), ask(made, 'w=640'), ask(made, 'q=75&w=640')])
    original.release(await coverBytes())
    expect((await answers).map((answer) => answer.status)).toEqual([200, 200, 200])
    expect(reads).toHaveBeenCalledTimes(1)
  })

  it('are capped: the next waits its turn, and past the waiting room a request gets 503 with Retry-After', async () => {
    const first = held<Buffer>()
    const originals = [first.promise, coverBytes(), coverBytes()]
    const { context: made, log } = context({
      queue: createRenderQueue({ maxInFlight: 1, maxWaiting: 1, maxWaitMs: 60_000 }),
      readOriginal: () => originals.shift()!,
    })
    const running = ask(made, 'w=640')
    const waiting = ask(made, 'w=828')
    const turnedAway = await ask(made, 'w=1200')
    expect(turnedAway.status).toBe(503)
    expect(turnedAway.retryAfterSeconds).toBeGreaterThan(0)
    expect(log.warn).toHaveBeenCalledTimes(1)
    first.release(await coverBytes())
    expect((await running).status).toBe(200)
    expect((await waiting).status).toBe(200)
    // The slots are free again.
    expect((await ask(made, 'w=1200')).status).toBe(200)
  })

  it('turn a request away with 503 once it has waited its time', async () => {
    const first = held<Buffer>()
    const { context: made } = context({
      queue: createRenderQueue({ maxInFlight: 1, maxWaiting: 4, maxWaitMs: 20 }),
      readOriginal: () => first.promise,
    })
    const running = ask(made, 'w=640')
    const waited = await ask(made, 'w=828')
    expect(waited.status).toBe(503)
    expect(waited.retryAfterSeconds).toBe(1)
    first.release(await coverBytes())
    expect((await running).status).toBe(200)
  })
})

describe('the limit per client', () => {
  it('counts renderings only: past it a client gets 429 with Retry-After, cached images still come', async () => {
    const { context: made, log } = context({ limiter: createRateLimiter({ limit: 2, windowMs: 60_000 }) })
    expect((await ask(made, 'w=640')).status).toBe(200)
    expect((await ask(made, 'w=828')).status).toBe(200)
    const refused = await ask(made, 'w=1200')
    expect(refused.status).toBe(429)
    expect(refused.retryAfterSeconds).toBeGreaterThan(0)
    expect(refused.retryAfterSeconds).toBeLessThanOrEqual(60)
    expect((await ask(made, 'w=640')).status).toBe(200)
    expect((await ask(made, 'w=1200', { clientKey: '192.0.2.2' })).status).toBe(200)
    expect(log.warn).toHaveBeenCalledTimes(1)
  })

  it('counts an IPv6 client’s /56 and /48 too: fresh /64s of one network do not make a fresh allowance', async () => {
    const { context: made } = context({
      limiter: createRateLimiter({ limit: 1, windowMs: 60_000 }),
      networkLimiters: {
        56: createRateLimiter({ limit: 2, windowMs: 60_000 }),
        48: createRateLimiter({ limit: 3, windowMs: 60_000 }),
      },
    })
    const from = (clientKey: string, width: number) => ask(made, `w=${width}`, { clientKey })
    expect((await from('2001:db8:0:100::/64', 64)).status).toBe(200)
    expect((await from('2001:db8:0:101::/64', 96)).status).toBe(200)
    // The third /64 of the same /56.
    const refused = await from('2001:db8:0:102::/64', 128)
    expect(refused.status).toBe(429)
    expect(refused.retryAfterSeconds).toBeGreaterThan(0)
    // Another /56 of the same /48 has one rendering left.
    expect((await from('2001:db8:0:200::/64', 256)).status).toBe(200)
    expect((await from('2001:db8:0:300::/64', 384)).status).toBe(429)
    // Another /48 is another client.
    expect((await from('2001:db8:1:100::/64', 384)).status).toBe(200)
  })

  it('sees nothing of refused URLs: a 400 costs no rendering and counts nothing', async () => {
    const { context: made, reads } = context({ limiter: createRateLimiter({ limit: 1, windowMs: 60_000 }) })
    for (let i = 0; i < 5; i++) expect((await ask(made, 'w=1920&rect=0,0,1,900')).status).toBe(400)
    expect(reads).not.toHaveBeenCalled()
    expect((await ask(made, 'w=640')).status).toBe(200)
  })
})

describe('sharp’s failures', () => {
  it('are answered 400, and logged at most once a minute', async () => {
    const { context: made, log } = context({ readOriginal: async () => Buffer.from('not an image at all') })
    for (const width of [640, 828, 1200]) {
      const answer = await ask(made, `w=${width}`)
      expect(answer.status).toBe(400)
      expect(answer.body).not.toMatch(/sharp|vips|Error/)
    }
    expect(log.error).toHaveBeenCalledTimes(1)
    const [message, cause] = log.error.mock.calls[0]
    expect(message).toMatch(/^\[images\] "7bdee.*w=640.*" failed:$/)
    // The error itself, with its stack, for whoever reads the log.
    expect(cause).toBeInstanceOf(Error)
    expect((cause as Error).message).toMatch(/unsupported image format/)
  })

  it('include an original with more pixels than sharp is allowed to decode (limitInputPixels)', async () => {
    // A real 1 × 1 PNG whose header claims 10,000 × 10,000 pixels, its checksum rewritten to match.
    const png = await sharp({ create: { width: 1, height: 1, channels: 3, background: '#fff' } })
      .png()
      .toBuffer()
    png.writeUInt32BE(10_000, 16)
    png.writeUInt32BE(10_000, 20)
    png.writeUInt32BE(crc32(png.subarray(12, 29)), 29)
    const transform = parseTransform(
      new URLSearchParams(),
      { width: 10_000, height: 10_000 },
      {
        maxDimension: 10_000,
        maxPixels: 10_000 * 10_000,
        maxDpr: 1,
      },
    ) as ImageTransform
    await expect(renderTransform(png, transform, 'png')).rejects.toThrow(ImageRenderError)
    await expect(renderTransform(png, transform, 'png')).rejects.toThrow(/pixel limit/)
  })
})

describe('the render cache', () => {
  const image = (bytes: number) => ({ body: Buffer.alloc(bytes), contentType: 'image/webp' })

  it('holds at most its bytes, dropping the least recently used first', () => {
    const cache = createRenderCache({ maxBytes: 1000, maxEntryBytes: 600 })
    cache.set('a', image(400))
    cache.set('b', image(400))
    expect(cache.get('a')).toBeDefined() // a is now the most recently used
    cache.set('c', image(400))
    expect(cache.calculatedSize).toBe(800)
    expect(cache.get('b')).toBeUndefined()
    expect(cache.get('a')).toBeDefined()
    expect(cache.get('c')).toBeDefined()
  })

  it('does not keep an entry larger than its share, nor count a replaced entry twice', () => {
    const cache = createRenderCache({ maxBytes: 1000, maxEntryBytes: 600 })
    cache.set('a', image(300))
    cache.set('huge', image(601))
    expect(cache.get('huge')).toBeUndefined()
    cache.set('a', image(500))
    expect(cache.calculatedSize).toBe(500)
  })
})
