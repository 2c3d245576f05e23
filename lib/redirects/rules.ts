/**
 * Redirects marketers manage in the Studio (schemas/site/redirect.ts): the rules the Studio's validation and the
 * site's lookup share, so that what the Studio accepts is exactly what the site can serve.
 */
import { FIXED_ROUTES } from '@/lib/front/addresses'
import { COLLECTION_PATHS, STUDIO_PATH } from '@/lib/site/routes'

export const REDIRECT_TYPE = 'redirect'

/** Permanent (301, 308) or temporary (302, 307); 308 and 307 also keep a form's method and body. */
export const REDIRECT_STATUS_CODES = [308, 301, 307, 302] as const
export type RedirectStatus = (typeof REDIRECT_STATUS_CODES)[number]

export type Redirect = { source: string; destination: string; statusCode: RedirectStatus }

/** Whether a value read from content (or announced by another instance) is a complete redirect. */
export const isRedirect = (value: unknown): value is Redirect =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as Redirect).source === 'string' &&
  typeof (value as Redirect).destination === 'string' &&
  (REDIRECT_STATUS_CODES as readonly unknown[]).includes((value as Redirect).statusCode)

/** Addresses longer than this are no marketer's: Sanity stores them, browsers and crawlers truncate them. */
export const MAX_PATH_LENGTH = 512

/** One path segment: the characters RFC 3986 allows in a path, percent-encodings included. */
const SEGMENT = /^(?:[A-Za-z0-9\-._~!$&'()*+,;=:@]|%[0-9A-Fa-f]{2})+$/

/**
 * Paths the site itself answers before any content: never a redirect's source. Next's files, and every folder of
 * `app/` beside the pages' route group and of `public/`: the Studio, the API, the images, the social cards, the
 * Markdown copies, the decorations and the Studio's section pictures (tests/unit/publishing/redirects.test.ts reads
 * the folders).
 */
const RESERVED_PREFIXES = [STUDIO_PATH, '/api', '/_next', '/images', '/og', '/markdown', '/decor', '/section-previews']

/**
 * Why `path` is not a well-formed address on this site (a redirect's source, or the path part of its destination),
 * or null when it is: one leading slash, no empty, "." or ".." segment, no trailing slash, no query or fragment.
 */
function pathProblem(path: string): string | null {
  if (!path.startsWith('/')) return 'Start with a slash, e.g. /old-page.'
  if (path.length > MAX_PATH_LENGTH) return `Keep it under ${MAX_PATH_LENGTH} characters.`
  if (path === '/') return null
  if (/[?#]/.test(path)) return 'Leave out the query string and fragment: they are passed on as they come.'
  const segments = path.slice(1).split('/')
  if (segments.some((segment) => segment === '')) return 'Use single slashes, and none at the end.'
  if (segments.some((segment) => segment === '.' || segment === '..')) return 'Write the path without "." or "..".'
  if (!segments.every((segment) => SEGMENT.test(segment))) {
    return 'Use letters, digits and - . _ ~ only (spaces and other characters percent-encoded, e.g. %20).'
  }
  return null
}

/** Why `source` cannot be redirected from, or null: a well-formed path the site does not answer by itself. */
export function sourceProblem(source: string): string | null {
  const malformed = pathProblem(source)
  if (malformed) return malformed
  const reserved = RESERVED_PREFIXES.find((prefix) => source === prefix || source.startsWith(`${prefix}/`))
  return reserved ? `${reserved} belongs to the site itself and cannot be redirected.` : null
}

/**
 * The site path a destination leads to, or null for another site. `destination` is a path (with an optional query
 * and fragment) or an absolute http(s) URL; a URL on `siteOrigin` is a path of this site.
 */
export function internalPath(destination: string, siteOrigin: string): string | null {
  if (destination.startsWith('/') && !destination.startsWith('//')) return destination.split(/[?#]/, 1)[0]
  try {
    const url = new URL(destination)
    return url.origin === new URL(siteOrigin).origin ? url.pathname : null
  } catch {
    return null
  }
}

/**
 * Control characters (line breaks, tabs, NUL…): an HTTP header cannot carry them, and URL parsing drops some of them
 * silently, so an address holding one is not the address it looks like.
 */
const CONTROL_CHARACTER = /\p{Cc}/u

/** Why `destination` cannot be sent to, or null: a well-formed site path or an absolute http(s) URL. */
export function destinationProblem(destination: string): string | null {
  if (CONTROL_CHARACTER.test(destination)) {
    return 'Remove the line break, tab or other invisible control character: an address cannot contain one.'
  }
  if (destination.startsWith('/') && !destination.startsWith('//')) {
    return pathProblem(destination.split(/[?#]/, 1)[0])
  }
  let url: URL
  try {
    url = new URL(destination)
  } catch {
    return 'Enter a path on this site (/new-page) or a full address (https://example.com/page).'
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return 'Only http and https addresses can be sent to.'
  if (url.username || url.password) return 'Leave out the user name and password.'
  return null
}

/**
 * Where following redirects from `start` leads: every address visited, in order, and whether the walk came back
 * to one of them (a loop). `next` maps a source to the site path its redirect leads to.
 */
export function followRedirects(
  next: ReadonlyMap<string, string>,
  start: string,
): { visited: string[]; loops: boolean } {
  const visited = [start]
  const seen = new Set(visited)
  for (let at = next.get(start); at !== undefined; at = next.get(at)) {
    visited.push(at)
    if (seen.has(at)) return { visited, loops: true }
    seen.add(at)
  }
  return { visited, loops: false }
}

/** The redirects of a set as a map from source to the site path it leads to (other sites lead nowhere further). */
export function redirectGraph(redirects: readonly Pick<Redirect, 'source' | 'destination'>[], siteOrigin: string) {
  const next = new Map<string, string>()
  for (const { source, destination } of redirects) {
    const path = internalPath(destination, siteOrigin)
    if (path !== null) next.set(source, path)
  }
  return next
}

/**
 * Why `candidate` cannot join the published `others` (from other sources), or null: a redirect to itself, a loop, or
 * a chain (a visitor would be sent twice; search engines stop
 * following after a few hops). Well-formedness is checked separately (sourceProblem, destinationProblem).
 */
export function conflictProblem(
  candidate: Pick<Redirect, 'source' | 'destination'>,
  others: readonly Pick<Redirect, 'source' | 'destination'>[],
  siteOrigin: string,
): string | null {
  const { source, destination } = candidate
  const target = internalPath(destination, siteOrigin)
  if (target === source) return 'A redirect cannot lead to its own address.'
  const graph = redirectGraph([...others, candidate], siteOrigin)
  const walk = followRedirects(graph, source)
  if (walk.loops) return `This would make a loop: ${walk.visited.join(' → ')}.`
  if (target !== null && graph.has(target)) {
    return `${target} redirects again (${walk.visited.join(' → ')}): send visitors to ${walk.visited.at(-1)} directly.`
  }
  const into = others.find((other) => internalPath(other.destination, siteOrigin) === source)
  if (into) {
    return `${into.source} redirects to ${source}: visitors would be sent twice. Point that redirect at ${destination} first.`
  }
  return null
}

/** A list's further pages and feed, and a page's Markdown copy, belong to the page: /blog/page/2 is /blog's. */
const ownerOf = (path: string) => path.replace(/\/page\/[1-9]\d*$|\/rss\.xml$|\.md$/, '')

/**
 * Whether `source` is the address of a page the site serves without content (the home page, pricing, sign-in…), or
 * else the documents whose slug would make it one: `[{ type: 'blogPost', slug: 'x' }]` for /blog/x (and for its
 * Markdown copy /blog/x.md).
 */
export function pageAddressOf(
  path: string,
): { fixed: true } | { fixed: false; documents: { type: string; slug: string }[] } {
  const source = ownerOf(path)
  if (FIXED_ROUTES.has(path) || FIXED_ROUTES.has(source)) return { fixed: true }
  const documents = Object.entries(COLLECTION_PATHS).flatMap(([type, prefix]) => {
    const slug = source.startsWith(prefix) ? source.slice(prefix.length) : ''
    return slug && !slug.includes('/') ? [{ type, slug }] : []
  })
  return { fixed: false, documents }
}
