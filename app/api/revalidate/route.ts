import { revalidateTag } from 'next/cache'
import { env } from '@/lib/env/server'
import { reachable, redisErrorMessage, sharedRedis } from '@/lib/redis/connection'
import { expireTags } from '@/lib/redis/tagExpiry'
import { refreshRedirects } from '@/lib/redirects/live'
import { REDIRECT_TYPE } from '@/lib/redirects/rules'
import { handleSanityWebhook } from '@/lib/revalidate/webhook'

/**
 * POST /api/revalidate: Sanity's webhook after a publish (README, "Instant publishing"). A verified call
 * refreshes the cache tag of the changed document's type; the next visit of each page using it renders
 * it anew (`expire: 0`: a marketer reloading after publishing sees the change, never one stale view).
 */
export async function POST(request: Request) {
  return handleSanityWebhook(request, {
    secret: env.SANITY_REVALIDATE_SECRET,
    revalidate: async (tag) => {
      // With several instances (REDIS_URL) the tag is expired in Redis here, before answering: revalidateTag's
      // own call to the cache handler runs after the response, too late to answer 503 when Redis is down.
      if (env.REDIS_URL) await expireForAllInstances(env.REDIS_URL, tag)
      // Redirects are answered by the proxy from a table in memory, not from cached pages: replace it (every instance).
      if (tag === REDIRECT_TYPE) await refreshRedirects()
      revalidateTag(tag, { expire: 0 })
    },
  })
}

async function expireForAllInstances(redisUrl: string, tag: string) {
  try {
    await expireTags(reachable(sharedRedis(redisUrl)), [tag])
  } catch (error) {
    throw new Error(`Redis (REDIS_URL) is unreachable: ${redisErrorMessage(error)}`)
  }
}
