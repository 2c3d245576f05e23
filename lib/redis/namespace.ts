import { env } from '@/lib/env/server'

/**
 * What the site's shared state in Redis belongs to: one Sanity dataset's published content (`<project id>.<dataset>`),
 * or without a project the build's embedded copy. The live tables and the rate limits carry it in their keys, so a
 * site on another dataset sharing the Redis (staging beside production) keeps its own, while every instance reading
 * this dataset shares them. (Entries of Next's cache are kept per build instead, lib/redis/cacheHandler.ts: a page
 * depends on the build too.)
 */
export const contentNamespace = (projectId: string | undefined, dataset: string) =>
  projectId ? `${projectId}.${dataset}` : 'embedded'

/** This server's namespace, from its environment (read once, when the server starts). */
export const siteContentNamespace = contentNamespace(env.NEXT_PUBLIC_SANITY_PROJECT_ID, env.NEXT_PUBLIC_SANITY_DATASET)
