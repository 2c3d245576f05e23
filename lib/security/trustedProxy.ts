import { isIP } from 'node:net'
import { CONNECTION_ADDRESS_HEADER, connectionAddressesRecorded } from './connectionAddress'

/**
 * Who reports the client's address (TRUSTED_PROXY). Only what a trusted party wrote can be believed: any header
 * can be sent by the client itself.
 *
 * - `none`: nothing in front of the site. The address of the connection itself, which the production server
 *   (server.ts) records in CONNECTION_ADDRESS_HEADER over anything a client sent. (`next start` and `next dev`
 *   record none, so the header there is the client's own and is not read: every request counts as one unknown
 *   client.)
 * - `vercel`: Vercel's edge, which overwrites `x-vercel-forwarded-for` and `x-real-ip` on every request.
 * - `hops`: that many proxies in front, each appending the address it was connected from to
 *   `x-forwarded-for` (nginx's `$proxy_add_x_forwarded_for`, a CDN, a load balancer): the client is the
 *   entry that many places from the right; entries further left are whatever the client sent.
 * - `header`: a proxy that overwrites one header with the client's address (`X-Real-IP`, `CF-Connecting-IP`).
 */
export type TrustedProxy =
  { kind: 'none' } | { kind: 'vercel' } | { kind: 'hops'; hops: number } | { kind: 'header'; header: string }

/** TRUSTED_PROXY's value (`none`, `vercel`, `hops:2`, `header:x-real-ip`, any case); null when malformed. */
export function parseTrustedProxy(value: string): TrustedProxy | null {
  const setting = value.trim().toLowerCase()
  if (setting === 'none' || setting === 'vercel') return { kind: setting }
  const hops = /^hops:([1-9]|10)$/.exec(setting)
  if (hops) return { kind: 'hops', hops: Number(hops[1]) }
  // An HTTP header name (RFC 9110 token).
  const header = /^header:([!#$%&'*+.^_`|~0-9a-z-]+)$/.exec(setting)
  return header ? { kind: 'header', header: header[1] } : null
}

/** The setting in force: TRUSTED_PROXY when set, else `vercel` on Vercel (its servers set VERCEL=1), else `none`. */
export function trustedProxyOf(setting: TrustedProxy | undefined, vercel: string | undefined): TrustedProxy {
  return setting ?? { kind: vercel === '1' ? 'vercel' : 'none' }
}

/** The key shared by every request whose address cannot be told: limited together, never unlimited. */
export const UNKNOWN_CLIENT = 'unknown'

/** The address the trusted party reports, as written; undefined when it reports none. */
function reportedAddress(headers: Pick<Headers, 'get'>, trusted: TrustedProxy): string | undefined {
  switch (trusted.kind) {
    case 'vercel':
      return headers.get('x-vercel-forwarded-for') ?? headers.get('x-real-ip') ?? undefined
    case 'header':
      return headers.get(trusted.header) ?? undefined
    case 'none':
      return connectionAddressesRecorded() ? (headers.get(CONNECTION_ADDRESS_HEADER) ?? undefined) : undefined
    case 'hops':
      return headers.get('x-forwarded-for')?.split(',').at(-trusted.hops)
  }
}

/**
 * The rate-limit key of the client's IP address as the trusted party reports it: an IPv4 address (also when
 * written IPv4-mapped, `::ffff:192.0.2.1`), or the /64 network of an IPv6 address, since one host usually has a
 * whole /64 to pick addresses from. Anything else (missing, not an IP address) is UNKNOWN_CLIENT. The keys are
 * short, so a client cannot fill the limiter's memory with long header values.
 */
export function clientKey(headers: Pick<Headers, 'get'>, trusted: TrustedProxy): string {
  const address = reportedAddress(headers, trusted)?.trim() ?? ''
  const version = isIP(address)
  if (version === 4) return address
  // Zone ids (`fe80::1%eth0`) only name link-local addresses, never a client on the Internet.
  if (version !== 6 || address.includes('%')) return UNKNOWN_CLIENT
  const groups = ipv6Groups(address)
  if (groups.slice(0, 5).every((group) => group === 0) && groups[5] === 0xffff)
    return [groups[6] >> 8, groups[6] & 0xff, groups[7] >> 8, groups[7] & 0xff].join('.')
  return `${groups
    .slice(0, 4)
    .map((group) => group.toString(16))
    .join(':')}::/64`
}

/** The eight 16-bit groups of a valid IPv6 address. */
function ipv6Groups(address: string): number[] {
  // The URL parser writes the address canonically: lowercase hex, an embedded IPv4 as two hex groups.
  const canonical = new URL(`http://[${address}]`).hostname.slice(1, -1)
  const [head, tail] = canonical.split('::')
  const groups = (part: string | undefined) => (part ? part.split(':').map((group) => parseInt(group, 16)) : [])
  if (tail === undefined) return groups(head)
  const [left, right] = [groups(head), groups(tail)]
  return [...left, ...Array<number>(8 - left.length - right.length).fill(0), ...right]
}
