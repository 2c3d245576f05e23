import { logThrottled } from '@/lib/log/throttled'
import { exhaustedNetwork, type NetworkLimiters, type NetworkRateLimits } from '@/lib/security/networks'
import type { RateLimiter } from '@/lib/security/rateLimit'
import { matchPatterns, type SearchInput } from './terms'

/**
 * Searches one client may run before it has to wait: 30 a minute is more than a person types, and keeps a script
 * from turning the search page into a way to load the Content Lake. Counted like the contact form's messages (per
 * client address, in Redis for all instances when REDIS_URL is set; without it, per instance).
 */
export const SEARCH_RATE_LIMIT = { limit: 30, windowMs: 60_000 } as const

/**
 * Searches from one IPv6 network wider than a host's /64, on top of each /64's own allowance: a /48 holds 65,536
 * /64s, each of which would otherwise have 30 searches a minute of its own.
 */
export const SEARCH_NETWORK_RATE_LIMITS = {
  56: { limit: 60, windowMs: 60_000 },
  48: { limit: 120, windowMs: 60_000 },
} as const satisfies NetworkRateLimits

export type SearchPage<Result> = {
  text: string
  terms: string[]
  total: number
  page: number
  pageCount: number
  results: Result[]
}

export type SearchOutcome<Result> =
  | { kind: 'empty' | 'tooLong' | 'tooManySearches' | 'unavailable' | 'pastTheEnd' }
  | ({ kind: 'results' } & SearchPage<Result>)

export type SearchContext<Result> = {
  pageSize: number
  limiter: RateLimiter
  /** The limits of the wider IPv6 networks the client's /64 lies in. */
  networkLimiters: NetworkLimiters
  /** Who is searching, for the limit: `clientKey()` of lib/security/trustedProxy.ts. */
  clientKey: string
  /** Results `start` to `end` for the patterns, and their total (lib/sanity/content/search.ts). */
  search: (patterns: string[], start: number, end: number) => Promise<{ total: number; results: Result[] }>
  log?: Pick<Console, 'error' | 'warn'>
}

/**
 * One visit of /search: what the page shows. Only searches count against the limit (the empty page does not), and
 * nothing that goes wrong becomes an error page: an unreadable Content Lake is a message, like a limit reached.
 */
export async function runSearch<Result>(
  input: SearchInput,
  page: number,
  { pageSize, limiter, networkLimiters, clientKey, search, log = console }: SearchContext<Result>,
): Promise<SearchOutcome<Result>> {
  if (input.kind !== 'words') return input
  try {
    if (!(await limiter.take(clientKey))) {
      // A client past its limit can go on searching: logged once a minute.
      logThrottled(
        log,
        'warn',
        'search-client-limit',
        `[search] Too many searches from ${JSON.stringify(clientKey)}: turned away.`,
      )
      return { kind: 'tooManySearches' }
    }
    const network = await exhaustedNetwork(clientKey, networkLimiters)
    if (network) {
      logThrottled(
        log,
        'warn',
        'search-network-limit',
        `[search] Too many searches from the network ${network.key}: turned away.`,
      )
      return { kind: 'tooManySearches' }
    }
    const size = Math.max(1, Math.floor(pageSize))
    const start = (page - 1) * size
    const { total, results } = await search(matchPatterns(input.terms), start, start + size)
    const pageCount = Math.max(1, Math.ceil(total / size))
    if (page > pageCount) return { kind: 'pastTheEnd' }
    return { kind: 'results', text: input.text, terms: input.terms, total, page, pageCount, results }
  } catch (error) {
    // An outage fails every search alike, and anyone can search: written once a minute, the first with its stack.
    logThrottled(log, 'error', 'search-unavailable', '[search] The search could not be run.', error)
    return { kind: 'unavailable' }
  }
}
