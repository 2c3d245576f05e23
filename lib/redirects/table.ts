/**
 * The lookup the proxy answers redirects from: the published redirects as a map from source path to where it leads.
 * Pure, so the Studio's rules and this table can be tested on the same generated graphs.
 */
import {
  destinationProblem,
  followRedirects,
  redirectGraph,
  sourceProblem,
  type Redirect,
  type RedirectStatus,
} from './rules'

export type RedirectTable = ReadonlyMap<string, { destination: string; statusCode: RedirectStatus }>

/**
 * The table for `redirects`. The Studio refuses malformed redirects, chains and loops, but documents written through
 * the API skip its rules: here a malformed one or the later of two from one source is left out, a chain is answered
 * in one hop (to where it ends) and a loop is left out, each with a warning.
 */
export function redirectTable(
  redirects: readonly Redirect[],
  siteOrigin: string,
  warn: (message: string) => void = console.warn,
): RedirectTable {
  const bySource = new Map<string, Redirect>()
  for (const redirect of redirects) {
    const problem = sourceProblem(redirect.source) ?? destinationProblem(redirect.destination)
    if (problem) warn(`[redirects] Left out ${JSON.stringify(redirect.source)}: ${problem}`)
    else if (bySource.has(redirect.source)) warn(`[redirects] Left out a second redirect from ${redirect.source}.`)
    else bySource.set(redirect.source, redirect)
  }
  const graph = redirectGraph([...bySource.values()], siteOrigin)
  const table = new Map<string, { destination: string; statusCode: RedirectStatus }>()
  for (const { source, statusCode } of bySource.values()) {
    const { visited, loops } = followRedirects(graph, source)
    if (loops) {
      warn(`[redirects] Left out ${source}: it loops (${visited.join(' → ')}).`)
      continue
    }
    // The last address on the way that redirects (further on, another site or a page).
    const last = visited.findLast((path) => bySource.has(path))!
    table.set(source, { destination: bySource.get(last)!.destination, statusCode })
  }
  return table
}

/**
 * Where to send a request that came with `search` ("?a=1" or ""): its query string is added to the destination's.
 * Marketers write destinations as they read them (`?title=Launch — 2026`, `/prices/€`): what a Location header
 * cannot carry (spaces, anything past ASCII) is percent-encoded as UTF-8, and the rest, `%` included, sent as written.
 */
export function redirectLocation(destination: string, search: string): string {
  const encoded = destination.toWellFormed().replace(/[^\x21-\x7e]/gu, encodeURIComponent)
  if (!search || search === '?') return encoded
  const hashAt = encoded.indexOf('#')
  const base = hashAt === -1 ? encoded : encoded.slice(0, hashAt)
  const hash = hashAt === -1 ? '' : encoded.slice(hashAt)
  return `${base}${base.includes('?') ? '&' : '?'}${search.slice(1)}${hash}`
}
