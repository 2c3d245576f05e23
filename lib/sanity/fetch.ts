import 'server-only'
import { createClient, type ClientReturn } from 'next-sanity'
import { draftMode } from 'next/headers'
import { env } from '@/lib/env/server'
import { STUDIO_PATH } from '@/lib/site/routes'
import { apiHostOptions, apiVersion } from './api'
import { queryEmbedded } from './embedded'
import { contentLakeRevisions } from './revisions'
import { assertParams, type QueryParams } from './params'
import { stegaFilter } from './stega'

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

/**
 * Draft mode's reads (docs/studio.md, "Previewing drafts"): the drafts perspective with the viewer token, strings
 * stega-encoded for the Studio's click-to-edit overlays. Null without a project or without the token.
 */
export const previewClient =
  hostedClient && env.SANITY_API_READ_TOKEN
    ? hostedClient.withConfig({
        token: env.SANITY_API_READ_TOKEN,
        perspective: 'drafts',
        stega: { enabled: true, studioUrl: STUDIO_PATH, filter: stegaFilter },
      })
    : null

/**
 * Whether this render is a draft-mode request. Where there is no request (the build's generateStaticParams, where
 * `draftMode()` throws) nothing is previewed.
 */
async function inDraftMode(): Promise<boolean> {
  try {
    return (await draftMode()).isEnabled
  } catch {
    return false
  }
}

export async function sanityFetch<const Query extends string>({
  query,
  params = {},
  tags,
  publishedOnly = false,
  fresh = false,
}: {
  query: Query
  params?: QueryParams
  /** The document types the query reads; a change to any of them refreshes the pages that used it. */
  tags: string[]
  /** Published content even in draft mode: what a buyer is charged is never a draft. */
  publishedOnly?: boolean
  /** Published content read afresh, never from Next's data cache (the proxy's redirects; no draft mode there). */
  fresh?: boolean
}): Promise<ClientReturn<Query, unknown>> {
  assertParams(query, params)
  if (!hostedClient) return queryEmbedded(query, params)
  if (fresh) return hostedClient.fetch(query, params, { cache: 'no-store' })
  // Drafts are read per request and never stored in the cache the public pages are served from.
  if (previewClient && !publishedOnly && (await inDraftMode()))
    return previewClient.fetch(query, params, { cache: 'no-store' })
  return hostedClient.fetch(query, params, { cache: 'force-cache', next: { tags } })
}

/**
 * What the publish webhook waits for (lib/revalidate/refreshWhenServed.ts). Null with the embedded dataset, which is
 * read in-process and never lags.
 */
export const publishedRevisions = hostedClient ? contentLakeRevisions(hostedClient) : null
