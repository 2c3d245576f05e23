import 'server-only'
import { cache } from 'react'
import { sanityFetch } from '../fetch'

/**
 * A named, per-request-cached content read for pages. `tags` are the document types the query reads
 * (a publish of any of them refreshes the page); a missing result is an error naming `what`, because a
 * page must never publish empty.
 */
export function contentReader<const Query extends string>(query: Query, tags: string[], what: string) {
  return cache(async () => {
    const result = await sanityFetch({ query, tags })
    if (result == null) throw new Error(`Content missing: ${what}. Create and publish it in the Studio.`)
    return result as NonNullable<typeof result>
  })
}

/**
 * The same for a document looked up by its `$slug`: a missing one is `null`, for the page to answer 404.
 * Takes the slug itself, so the page and its metadata share one cached read.
 */
export function contentBySlug<const Query extends string>(query: Query, tags: string[]) {
  return cache(async (slug: string) => sanityFetch({ query, params: { slug }, tags }))
}
