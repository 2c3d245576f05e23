import 'server-only'
import { env } from '@/lib/env/server'
import { sharedRedis } from '@/lib/redis/connection'
import { siteContentNamespace } from '@/lib/redis/namespace'
import { createRateLimiter, type RateLimiter } from './rateLimit'
import { createRedisRateLimiter, withLocalFallback } from './redisRateLimit'

/**
 * A limit counted once for all instances in Redis when REDIS_URL is set, else in this process's memory.
 * While Redis is unreachable, `throw` lets RateLimitStoreUnreachable reach the caller (which refuses);
 * `count-per-instance` keeps the limit on each instance alone.
 */
export function rateLimiterFor(
  name: string,
  rule: { limit: number; windowMs: number },
  whenRedisIsUnreachable: 'throw' | 'count-per-instance',
): RateLimiter {
  const url = env.REDIS_URL
  if (!url) return createRateLimiter(rule)
  // Connects on first use, not while `next build` loads this module.
  const shared = createRedisRateLimiter({
    redis: () => sharedRedis(url),
    namespace: siteContentNamespace,
    name,
    ...rule,
  })
  return whenRedisIsUnreachable === 'throw' ? shared : withLocalFallback(shared, createRateLimiter(rule))
}
