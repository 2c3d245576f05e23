import { randomUUID } from 'node:crypto'
import { reachable, redisErrorMessage, type SharedRedis } from '@/lib/redis/connection'
import type { RateLimiter } from './rateLimit'

/**
 * The sliding window of lib/security/rateLimit.ts, counted once for all instances in Redis: a sorted set per
 * key of attempt times (Redis's own clock, so instances' clocks do not matter), trimmed, counted and added to
 * in one Lua script, so two instances can never both take the last attempt.
 *
 * Redis unreachable: `take` and `retryAfterMs` throw RateLimitStoreUnreachable and the caller picks its side
 * (the contact form refuses the message; checkout counts per instance: `withLocalFallback`).
 */

/** Returns 0 when the attempt was recorded, else the milliseconds until the oldest attempt leaves the window. */
const TAKE = `
local time = redis.call('TIME')
local now = tonumber(time[1]) * 1000 + math.floor(tonumber(time[2]) / 1000)
local window = tonumber(ARGV[1])
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', now - window)
if redis.call('ZCARD', KEYS[1]) < tonumber(ARGV[2]) then
  if ARGV[3] ~= '' then
    redis.call('ZADD', KEYS[1], now, ARGV[3])
    redis.call('PEXPIRE', KEYS[1], window)
  end
  return 0
end
local oldest = redis.call('ZRANGE', KEYS[1], 0, 0, 'WITHSCORES')
return tonumber(oldest[2]) + window - now
`

export class RateLimitStoreUnreachable extends Error {
  constructor(cause: unknown) {
    super(`The rate-limit store (Redis, REDIS_URL) is unreachable: ${redisErrorMessage(cause)}`)
  }
}

export function createRedisRateLimiter({
  redis,
  namespace,
  name,
  limit,
  windowMs,
}: {
  /** The client, asked for on first use. */
  redis: () => SharedRedis
  /**
   * Keeps each site's limits apart in Redis (`rate-limit:<namespace>:<name>:<key>`): the content it serves, as for
   * the live tables, so that a staging site sharing production's Redis counts its own attempts.
   */
  namespace: string
  /** Keeps each limit's keys apart. */
  name: string
  limit: number
  windowMs: number
}): RateLimiter {
  /** `attempt` is the new member to record, or '' to only look. */
  const run = async (key: string, attempt: string) => {
    try {
      const waitMs = await reachable(redis()).eval(TAKE, {
        keys: [`rate-limit:${namespace}:${name}:${key}`],
        arguments: [String(windowMs), String(limit), attempt],
      })
      return Number(waitMs)
    } catch (error) {
      throw new RateLimitStoreUnreachable(error)
    }
  }
  return {
    take: async (key) => (await run(key, randomUUID())) === 0,
    retryAfterMs: (key) => run(key, ''),
  }
}

/** The shared limiter while Redis answers; this instance's own count (`local`) while it does not. */
export function withLocalFallback(
  shared: RateLimiter,
  local: RateLimiter,
  log: Pick<Console, 'warn'> = console,
): RateLimiter {
  const either =
    <T>(method: 'take' | 'retryAfterMs') =>
    async (key: string): Promise<T> => {
      try {
        return (await shared[method](key)) as T
      } catch (error) {
        if (!(error instanceof RateLimitStoreUnreachable)) throw error
        log.warn(`[rate-limit] ${error.message}: counting on this instance only.`)
        return (await local[method](key)) as T
      }
    }
  return { take: either<boolean>('take'), retryAfterMs: either<number>('retryAfterMs') }
}
