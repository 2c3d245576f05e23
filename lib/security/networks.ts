import type { RateLimiter } from './rateLimit'

/**
 * The networks an IPv6 client's /64 lies in. One customer of an ISP is usually given a /56 or a /48 (256 or 65,536
 * /64s), so a limit per /64 alone would hand such a client hundreds or thousands of allowances: limits are counted
 * on these wider networks too. Reads the /64 key that clientKey() (lib/security/rateLimit.ts) writes.
 */
export type WiderNetwork = { prefix: 56 | 48; key: string }

const SLASH_64 = /^([0-9a-f]{1,4}):([0-9a-f]{1,4}):([0-9a-f]{1,4}):([0-9a-f]{1,4})::\/64$/

/** The /56 and /48 of a `…::/64` key; none for an IPv4 address or an unknown client. */
export function widerNetworks(clientKey: string): WiderNetwork[] {
  const groups = SLASH_64.exec(clientKey)?.slice(1)
  if (!groups) return []
  const [a, b, c, d] = groups.map((group) => parseInt(group, 16).toString(16))
  const fourth = (parseInt(d, 16) & 0xff00).toString(16)
  return [
    { prefix: 56, key: `${a}:${b}:${c}:${fourth}::/56` },
    { prefix: 48, key: `${a}:${b}:${c}::/48` },
  ]
}

/** The allowance of each wider network, on top of each /64's own (a contact form's, search's). */
export type NetworkRateLimits = Record<WiderNetwork['prefix'], { limit: number; windowMs: number }>

export type NetworkLimiters = Record<WiderNetwork['prefix'], RateLimiter>

/** One limiter per wider network, made by `limiterFor` (in memory, or in Redis for all instances) from its rule. */
export const networkLimiters = (
  limits: NetworkRateLimits,
  limiterFor: (prefix: WiderNetwork['prefix'], rule: NetworkRateLimits[WiderNetwork['prefix']]) => RateLimiter,
): NetworkLimiters => ({ 56: limiterFor(56, limits[56]), 48: limiterFor(48, limits[48]) })

/**
 * Counts an attempt of `clientKey` against the networks it lies in, the /56 first: the network whose allowance is
 * used up (the attempt is then refused, and counted no wider), or null. Nothing for an IPv4 client.
 */
export async function exhaustedNetwork(clientKey: string, limiters: NetworkLimiters): Promise<WiderNetwork | null> {
  for (const network of widerNetworks(clientKey)) {
    if (!(await limiters[network.prefix].take(network.key))) return network
  }
  return null
}
