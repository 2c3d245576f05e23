import type { Metadata } from 'next'

type Seo = { title?: string | null; description?: string | null } | null | undefined

/** Page metadata from a document's SEO fields, falling back to its visible title. */
export function pageMetadata(seo: Seo, { title, path }: { title?: string | null; path: string }): Metadata {
  return {
    title: seo?.title || title || undefined,
    description: seo?.description || undefined,
    alternates: { canonical: path },
  }
}
