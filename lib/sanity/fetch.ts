import 'server-only'
import { createClient, type ClientReturn } from 'next-sanity'
import { env } from '@/lib/env/server'
import { apiHostOptions, apiVersion } from './api'
import { queryEmbedded } from './embedded'
import { assertParams, type QueryParams } from './params'

/**
 * The site's one way to read content. With a Sanity project configured it queries the Content Lake
 * (cached, tagged by document type so a publish webhook can revalidate exactly what changed);
 * without one it evaluates the same query over the embedded seed dataset.
 */
const hostedClient = env.NEXT_PUBLIC_SANITY_PROJECT_ID
  ? createClient({
      projectId: env.NEXT_PUBLIC_SANITY_PROJECT_ID,
      dataset: env.NEXT_PUBLIC_SANITY_DATASET,
      apiVersion,
      useCdn: false,
      perspective: 'published',
      token: env.SANITY_API_READ_TOKEN,
      ...apiHostOptions(env.SANITY_API_HOST),
    })
  : null

export const contentBackend = hostedClient ? 'hosted' : 'embedded'

export async function sanityFetch<const Query extends string>({
  query,
  params = {},
  tags,
}: {
  query: Query
  params?: QueryParams
  /** The document types the query reads; a change to any of them refreshes the pages that used it. */
  tags: string[]
}): Promise<ClientReturn<Query, unknown>> {
  assertParams(query, params)
  if (!hostedClient) return queryEmbedded(query, params)
  return hostedClient.fetch(query, params, { cache: 'force-cache', next: { tags } })
}
