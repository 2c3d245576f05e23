/**
 * A sliding-window limit per key (a client address, a user id): at most `limit` attempts in any `windowMs`.
 * Used for contact messages and for starting checkouts.
 *
 * The counts live in this server process's memory: each server instance (and each serverless instance)
 * counts on its own, and a restart forgets them. That is enough to stop one client flooding an inbox or an
 * API cheaply; a limit shared across instances would need a shared store (e.g. Redis).
 */
export type RateLimiter = {
  /** Records an attempt for `key`; false when the key has used up its allowance (the attempt is not counted). */
  take(key: string): boolean
  /** How long until `key` may try again: 0 when it may now, else until its oldest attempt leaves the window. */
  retryAfterMs(key: string): number
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
}): RateLimiter {
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

/**
 * The client's IP address as the proxy in front of the site reports it: `x-real-ip`, else the first
 * `x-forwarded-for` entry (Next's own server fills that in with the socket's address when no proxy did).
 * Both headers can be written by the client itself when nothing in front overwrites them, so deploy behind
 * a proxy or platform that sets them (Vercel, a CDN, nginx with `proxy_set_header X-Real-IP`).
 */
export function clientKey(headers: Pick<Headers, 'get'>): string {
  const realIp = headers.get('x-real-ip')?.trim()
  if (realIp) return realIp
  const forwarded = headers.get('x-forwarded-for')?.split(',')[0]?.trim()
  return forwarded || 'unknown'
}
