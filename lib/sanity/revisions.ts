import type { SanityClient } from 'next-sanity'

/** A document's revision as the Content Lake reports it. */
export type Revision = { rev: string; updatedAt: string | null }

/**
 * Which revision of a document the Content Lake serves, asked two ways: what content reads get now (a query, served
 * by indexes that lag behind writes), and what it holds (the document endpoint, current at once).
 */
export function contentLakeRevisions(client: SanityClient) {
  return {
    /** The revisions a content query gets now: published perspective, no CDN, never cached. */
    async served(ids: string[]): Promise<Map<string, Revision>> {
      const found = await client.fetch<{ _id: string; _rev: string; _updatedAt: string | null }[]>(
        '*[_id in $ids]{ _id, _rev, _updatedAt }',
        { ids },
        { cache: 'no-store', perspective: 'published', useCdn: false, tag: 'revalidate.served' },
      )
      return new Map(found.map(({ _id, _rev, _updatedAt }) => [_id, { rev: _rev, updatedAt: _updatedAt }]))
    },
    /** The revision the Content Lake holds now; null when there is no such document. */
    async current(id: string): Promise<Revision | null> {
      const document = await client.getDocument(id, { tag: 'revalidate.current' })
      return document ? { rev: document._rev, updatedAt: document._updatedAt } : null
    },
  }
}
