import { LRUCache } from 'lru-cache'

/**
 * Rendered images kept in memory (`lru-cache`), least recently used first out, bounded by their bytes rather than
 * their number: a few hundred small renderings and a handful of large ones cost the same. An entry larger than
 * `maxEntryBytes` is not kept at all (and replaces none), so one large file cannot empty the cache.
 */
export type RenderedImage = { body: Buffer; contentType: string }

export type RenderCache = LRUCache<string, RenderedImage>

export const createRenderCache = ({
  maxBytes,
  maxEntryBytes = maxBytes / 8,
}: {
  maxBytes: number
  maxEntryBytes?: number
}): RenderCache =>
  new LRUCache<string, RenderedImage>({
    maxSize: maxBytes,
    maxEntrySize: maxEntryBytes,
    // lru-cache counts sizes of at least 1.
    sizeCalculation: (image) => Math.max(1, image.body.length),
  })
