/**
 * Rendered images kept in memory, least recently used first out, bounded by their bytes rather than their number:
 * a few hundred small renderings and a handful of large ones cost the same. An entry larger than `maxEntryBytes`
 * is not kept at all, so one large file cannot empty the cache.
 */
export type RenderedImage = { body: Buffer; contentType: string }

export type RenderCache = {
  get(key: string): RenderedImage | undefined
  set(key: string, image: RenderedImage): void
  /** The bytes held now (never more than the bound). */
  readonly bytes: number
}

export function createRenderCache({
  maxBytes,
  maxEntryBytes = maxBytes / 8,
}: {
  maxBytes: number
  maxEntryBytes?: number
}): RenderCache {
  const entries = new Map<string, RenderedImage>()
  let bytes = 0
  const remove = (key: string) => {
    const entry = entries.get(key)
    if (!entry) return
    entries.delete(key)
    bytes -= entry.body.length
  }
  return {
    get(key) {
      const entry = entries.get(key)
      if (entry) {
        // Re-inserted last: Map order is then least recently used first.
        entries.delete(key)
        entries.set(key, entry)
      }
      return entry
    },
    set(key, image) {
      remove(key)
      if (image.body.length > maxEntryBytes) return
      entries.set(key, image)
      bytes += image.body.length
      while (bytes > maxBytes) remove(entries.keys().next().value as string)
    },
    get bytes() {
      return bytes
    },
  }
}
