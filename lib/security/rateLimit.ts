/**
 * A sliding-window limit per key (a client address, a user id): at most `limit` attempts in any `windowMs`.
 * Used for contact messages and for starting checkouts.
 *
 * `createRateLimiter` counts in this server process's memory: each instance counts on its own, and a restart
 * forgets. With REDIS_URL the limits are counted in Redis instead, once for all instances
 * (lib/security/redisRateLimit.ts), whose answers arrive asynchronously.
 *
 * Hand-written on purpose: a sliding window (no burst of twice the limit across a window's edge) with a cap on the
 * keys held, which the rate-limit libraries do not offer together:
 * docs/architecture.md#libraries-and-what-stays-hand-written.
 */
export type RateLimiter = {
  /** Records an attempt for `key`; false when the key has used up its allowance (the attempt is not counted). */
  take(key: string): boolean | Promise<boolean>
  /** How long until `key` may try again: 0 when it may now, else until its oldest attempt leaves the window. */
  retryAfterMs(key: string): number | Promise<number>
}

export function createRateLimiter({
  limit,
  windowMs,
  now = Date.now,
  maxKeys = 10_000,
}: {
  limit: number
  windowMs: number
  now?: () => number
  /** Bounds memory under a flood of distinct keys: the oldest keys are forgotten first. */
  maxKeys?: number
}): RateLimiter & { take(key: string): boolean; retryAfterMs(key: string): number } {
  const attempts = new Map<string, number[]>()
  const recentOf = (key: string, time: number) => (attempts.get(key) ?? []).filter((at) => time - at < windowMs)
  return {
    take(key) {
      const time = now()
      const recent = recentOf(key, time)
      if (recent.length >= limit) {
        attempts.set(key, recent)
        return false
      }
      recent.push(time)
      attempts.delete(key) // re-inserted last: Map order is then oldest activity first
      attempts.set(key, recent)
      while (attempts.size > maxKeys) attempts.delete(attempts.keys().next().value as string)
      return true
    },
    retryAfterMs(key) {
      const time = now()
      const recent = recentOf(key, time)
      return recent.length < limit ? 0 : recent[0] + windowMs - time
    },
  }
}
