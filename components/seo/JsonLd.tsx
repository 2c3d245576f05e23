import { stegaClean } from '@sanity/client/stega'

/**
 * Structured data for search engines. `<` is escaped so content can never close the script element; in draft mode
 * stega's invisible characters are taken out (they belong to visible text only).
 */
export function JsonLd({ data }: { data: Record<string, unknown> | Record<string, unknown>[] }) {
  return (
    <script
      type="application/ld+json"
      dangerouslySetInnerHTML={{ __html: JSON.stringify(stegaClean(data)).replace(/</g, '\\u003c') }}
    />
  )
}
