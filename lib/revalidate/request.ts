import { revalidateTag } from 'next/cache'
import { env } from '@/lib/env/server'
import { refreshExperimentsAfter } from '@/lib/experiments/live'
import { reachable, redisErrorMessage, sharedRedis } from '@/lib/redis/connection'
import { expireTags } from '@/lib/redis/tagExpiry'
import { refreshRedirectsAfter } from '@/lib/redirects/live'
import { publishedRevisions } from '@/lib/sanity/fetch'
import { refreshAddressesAfter } from '@/lib/front/liveAddresses'
import { createRefresher } from './refreshWhenServed'
import { handleSanityWebhook } from './webhook'

/**
 * POST /api/revalidate: Sanity's webhook after a publish (docs/instant-publishing.md). A verified call refreshes the
 * cache tag of the changed document's type as soon as the Content Lake serves the published revision; the next visit
 * of each page using it renders it anew (`expire: 0`: a marketer reloading after publishing sees the change, never
 * one stale view). One refresher per server process, so that a burst of calls refreshes each tag once.
 */
const refresher = createRefresher({
  servedRevisions: publishedRevisions?.served ?? null,
  refresh: async (tag) => {
    // With several instances (REDIS_URL) the tag is expired in Redis here, before answering: revalidateTag's
    // own call to the cache handler runs after the response, too late to answer 503 when Redis is down.
    if (env.REDIS_URL) await expireForAllInstances(env.REDIS_URL, tag)
    // Redirects, the published addresses and the running experiments are answered by the proxy from tables in memory, not from cached pages:
    // each is replaced (on every instance) when the change is to what it is made of.
    await refreshRedirectsAfter(tag)
    await refreshAddressesAfter(tag)
    await refreshExperimentsAfter(tag)
    revalidateTag(tag, { expire: 0 })
  },
})

export async function answerRevalidateRequest(request: Request): Promise<Response> {
  return handleSanityWebhook(request, {
    secret: env.SANITY_REVALIDATE_SECRET,
    refresher,
    currentRevision: publishedRevisions?.current ?? null,
  })
}

async function expireForAllInstances(redisUrl: string, tag: string) {
  try {
    await expireTags(reachable(sharedRedis(redisUrl)), [tag])
  } catch (error) {
    throw new Error(`Redis (REDIS_URL) is unreachable: ${redisErrorMessage(error)}`)
  }
}
