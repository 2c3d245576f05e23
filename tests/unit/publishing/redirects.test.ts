import { readdirSync } from 'node:fs'
import { validateHeaderValue } from 'node:http'
import { describe, expect, it, vi } from 'vitest'
import { seededRandom } from '@/lib/random/seededRandom'
import {
  conflictProblem,
  destinationProblem,
  followRedirects,
  pageAddressOf,
  redirectGraph,
  sourceProblem,
  type Redirect,
} from '@/lib/redirects/rules'
import { redirectLocation, redirectTable } from '@/lib/redirects/table'
import { FIXED_ROUTES } from '@/lib/front/addresses'

const SITE = 'https://persistly.test'
const to = (source: string, destination: string, statusCode: Redirect['statusCode'] = 308): Redirect => ({
  source,
  destination,
  statusCode,
})

describe('a redirect’s addresses', () => {
  it.each(['/old', '/blog/old-article', '/a/b/c', '/caf%C3%A9', '/file.html', '/~team'])('accepts %s', (path) => {
    expect(sourceProblem(path)).toBeNull()
  })

  it.each([
    ['old', 'Start with a slash'],
    ['https://persistly.test/old', 'Start with a slash'],
    ['//evil.example', 'single slashes'],
    ['/old/', 'none at the end'],
    ['/a//b', 'single slashes'],
    ['/a/../b', '"." or ".."'],
    ['/./a', '"." or ".."'],
    ['/old?utm=1', 'query string'],
    ['/old#top', 'query string'],
    ['/with space', 'percent-encoded'],
    ['/café', 'percent-encoded'],
    ['/bad%zz', 'percent-encoded'],
    ['/back\\slash', 'percent-encoded'],
    [`/${'a'.repeat(600)}`, 'under 512'],
  ])('refuses the malformed source %j', (path, message) => {
    expect(sourceProblem(path)).toContain(message)
  })

  it.each([
    '/studio',
    '/studio/structure',
    '/api/revalidate',
    '/_next/static/x.js',
    '/og/pricing',
    '/markdown/privacy',
  ])('refuses %s, which the site answers itself', (path) => {
    expect(sourceProblem(path)).toContain('belongs to the site itself')
  })

  it('refuses every address under the site’s own folders: app/ beside the pages, and public/', () => {
    // A folder that answers only its own address (/llms.txt) is a fixed route, which the Studio refuses as a page.
    const folders = (dir: string) =>
      readdirSync(dir, { withFileTypes: true })
        .filter((entry) => entry.isDirectory() && !entry.name.startsWith('('))
        .map((entry) => `/${entry.name}`)
        .filter((folder) => !FIXED_ROUTES.has(folder))
    const own = [...folders('app'), ...folders('public')]
    expect(own).toEqual(expect.arrayContaining(['/decor', '/images', '/section-previews']))
    expect(own.filter((folder) => !sourceProblem(`${folder}/anything.svg`)?.includes('belongs to the site'))).toEqual(
      [],
    )
  })

  it('accepts site paths with a query or fragment, and http(s) addresses, as destinations', () => {
    for (const destination of ['/new', '/new?ref=old#part', 'https://example.com/page?x=1', 'http://example.com']) {
      expect(destinationProblem(destination)).toBeNull()
    }
    expect(destinationProblem('new-page')).toContain('Enter a path on this site')
    expect(destinationProblem('javascript:alert(1)')).toContain('Only http and https')
    expect(destinationProblem('//evil.example/x')).toContain('Enter a path')
    expect(destinationProblem('https://user:pass@example.com')).toContain('user name')
    expect(destinationProblem('/new//page')).toContain('single slashes')
  })

  it.each([
    ['a line break in a path’s query', '/new?a=1\nSet-Cookie:x=1'],
    ['a tab in a fragment', '/new#part\tone'],
    ['a line break in a full address', 'https://example.com/a\nb'],
    ['a null character', 'https://example.com/a\u0000'],
    ['a C1 control character', '/new?x=\u0085'],
  ])('refuses a destination with %s: it could not be sent as it was written', (_case, destination) => {
    expect(destinationProblem(destination)).toBe(
      'Remove the line break, tab or other invisible control character: an address cannot contain one.',
    )
  })

  it('knows which addresses are pages: fixed routes, and the documents whose slug would answer there', () => {
    expect(pageAddressOf('/pricing')).toEqual({ fixed: true })
    expect(pageAddressOf('/auth')).toEqual({ fixed: true })
    expect(pageAddressOf('/blog/x')).toEqual({ fixed: false, documents: [{ type: 'blogPost', slug: 'x' }] })
    expect(pageAddressOf('/blog/category/x')).toEqual({
      fixed: false,
      documents: [{ type: 'blogCategory', slug: 'x' }],
    })
    expect(pageAddressOf('/privacy')).toEqual({
      fixed: false,
      documents: [
        { type: 'legalPage', slug: 'privacy' },
        { type: 'page', slug: 'privacy' },
      ],
    })
    expect(pageAddressOf('/old/deep/path')).toEqual({ fixed: false, documents: [] })
    // A list's further pages and feed, a page's Markdown copy and the files for assistants are the site's too.
    for (const path of ['/blog/page/2', '/blog/rss.xml', '/llms.txt'])
      expect(pageAddressOf(path), path).toEqual({ fixed: true })
    expect(pageAddressOf('/documentation/getting-started.md')).toEqual({
      fixed: false,
      documents: [{ type: 'docPage', slug: 'getting-started' }],
    })
    expect(pageAddressOf('/blog/category/ai/rss.xml')).toEqual({
      fixed: false,
      documents: [{ type: 'blogCategory', slug: 'ai' }],
    })
  })
})

describe('redirects that would send visitors in circles or twice', () => {
  it('refuses a redirect to its own address, as a path or as this site’s URL', () => {
    expect(conflictProblem(to('/a', '/a'), [], SITE)).toContain('its own address')
    expect(conflictProblem(to('/a', '/a?x=1'), [], SITE)).toContain('its own address')
    expect(conflictProblem(to('/a', `${SITE}/a`), [], SITE)).toContain('its own address')
    expect(conflictProblem(to('/a', 'https://elsewhere.example/a'), [], SITE)).toBeNull()
  })

  it('refuses loops of two and more, naming the way round', () => {
    expect(conflictProblem(to('/a', '/b'), [to('/b', '/a')], SITE)).toBe('This would make a loop: /a → /b → /a.')
    expect(conflictProblem(to('/a', '/b'), [to('/b', '/c'), to('/c', `${SITE}/a`)], SITE)).toBe(
      'This would make a loop: /a → /b → /c → /a.',
    )
  })

  it('refuses chains, whichever end the new redirect is on', () => {
    expect(conflictProblem(to('/a', '/b'), [to('/b', '/c')], SITE)).toBe(
      '/b redirects again (/a → /b → /c): send visitors to /c directly.',
    )
    expect(conflictProblem(to('/b', '/c'), [to('/a', '/b')], SITE)).toBe(
      '/a redirects to /b: visitors would be sent twice. Point that redirect at /c first.',
    )
    expect(conflictProblem(to('/a', '/b'), [to('/c', '/d'), to('/e', 'https://example.com/b')], SITE)).toBeNull()
  })

  /** Random redirect sets over a few addresses, so that loops and chains are frequent. */
  function randomRedirects(next: () => number, count: number, addresses: number): Redirect[] {
    const address = () => `/p${Math.floor(next() * addresses)}`
    const bySource = new Map<string, Redirect>()
    while (bySource.size < count) {
      const source = address()
      const destination = next() < 0.1 ? `https://elsewhere.example${address()}` : address()
      if (destination !== source) bySource.set(source, to(source, destination))
    }
    return [...bySource.values()]
  }

  /** The obvious definition: a walk that is still going after more steps than there are addresses has looped. */
  function loopsByCounting(redirects: Redirect[], start: string): boolean {
    const next = new Map(redirects.map(({ source, destination }) => [source, destination]))
    let at: string | undefined = start
    for (let step = 0; step <= redirects.length; step++) {
      at = next.get(at!)
      if (at === undefined) return false
    }
    return true
  }

  it('finds exactly the loops of 2,000 generated redirect graphs', () => {
    const next = seededRandom(28)
    let loops = 0
    for (let graph = 0; graph < 2_000; graph++) {
      const redirects = randomRedirects(next, 1 + Math.floor(next() * 12), 14)
      const edges = redirectGraph(redirects, SITE)
      for (const { source } of redirects) {
        const walk = followRedirects(edges, source)
        expect(walk.loops, `${source} in ${JSON.stringify(redirects)}`).toBe(loopsByCounting(redirects, source))
        if (walk.loops) {
          loops++
          // The walk ends where the loop closes, and each step is a redirect of the set.
          expect(walk.visited.slice(0, -1)).toContain(walk.visited.at(-1))
        }
        walk.visited.slice(1).forEach((at, index) => expect(edges.get(walk.visited[index])).toBe(at))
      }
    }
    expect(loops).toBeGreaterThan(1_000)
  })

  it('lets no loop or chain in when every redirect of 500 generated sets passes the Studio’s rule first', () => {
    const next = seededRandom(2028)
    let refused = 0
    for (let set = 0; set < 500; set++) {
      const accepted: Redirect[] = []
      for (const candidate of randomRedirects(next, 10, 12)) {
        const others = accepted.filter((other) => other.source !== candidate.source)
        if (conflictProblem(candidate, others, SITE)) refused++
        else accepted.push(candidate)
      }
      const edges = redirectGraph(accepted, SITE)
      for (const { source } of accepted) {
        // Every accepted redirect arrives in one hop: its destination redirects nowhere further.
        expect(followRedirects(edges, source).visited.length, JSON.stringify(accepted)).toBeLessThanOrEqual(2)
      }
    }
    expect(refused).toBeGreaterThan(500)
  })
})

describe('the table the site answers from', () => {
  it('answers a chain written around the Studio in one hop and leaves out loops, duplicates and malformed ones', () => {
    const warn = vi.fn()
    const table = redirectTable(
      [
        to('/a', '/b', 301),
        to('/b', '/c?from=b'),
        to('/c', 'https://example.com/c', 302),
        to('/x', '/y'),
        to('/y', '/x'),
        to('/a', '/elsewhere'),
        to('/bad/', '/new'),
        to('/fine', 'javascript:alert(1)'),
      ],
      SITE,
      warn,
    )
    expect(Object.fromEntries(table)).toEqual({
      '/a': { destination: 'https://example.com/c', statusCode: 301 },
      '/b': { destination: 'https://example.com/c', statusCode: 308 },
      '/c': { destination: 'https://example.com/c', statusCode: 302 },
    })
    expect(warn.mock.calls.map(([message]) => message)).toEqual([
      '[redirects] Left out a second redirect from /a.',
      '[redirects] Left out "/bad/": Use single slashes, and none at the end.',
      '[redirects] Left out "/fine": Only http and https addresses can be sent to.',
      '[redirects] Left out /x: it loops (/x → /y → /x).',
      '[redirects] Left out /y: it loops (/y → /x → /y).',
    ])
  })

  it('keeps the visitor’s query string, after the destination’s own, before its fragment', () => {
    expect(redirectLocation('/new', '')).toBe('/new')
    expect(redirectLocation('/new', '?utm_source=mail&x=1')).toBe('/new?utm_source=mail&x=1')
    expect(redirectLocation('/new?ref=old', '?utm=1')).toBe('/new?ref=old&utm=1')
    expect(redirectLocation('/new#part', '?utm=1')).toBe('/new?utm=1#part')
    expect(redirectLocation('https://example.com/a?b=1#c', '?d=2')).toBe('https://example.com/a?b=1&d=2#c')
  })

  it('percent-encodes what a Location header cannot carry (spaces, anything past ASCII), leaving the rest as written', () => {
    expect(redirectLocation('/blog/launch?title=Persistly — launch#Größe', '?utm=1')).toBe(
      '/blog/launch?title=Persistly%20%E2%80%94%20launch&utm=1#Gr%C3%B6%C3%9Fe',
    )
    expect(redirectLocation('https://example.com/prices/€?note=a%20b&c=😀', '')).toBe(
      'https://example.com/prices/%E2%82%AC?note=a%20b&c=%F0%9F%98%80',
    )
    // A lone surrogate (possible in JSON written through the API) becomes U+FFFD rather than an error.
    expect(redirectLocation('/new?x=\ud800', '')).toBe('/new?x=%EF%BF%BD')
  })

  it('answers every destination the rules accept with a Location Node can send: 3,000 generated ones', () => {
    const next = seededRandom(38)
    // prettier-ignore
    const pieces = ['/new', '?a=', '#', '&', '%20', ' ', '—', '€', 'é', '😀', '\ud800', '\u00a0', '\u2028', '\u0085', '\n', '\t', '"', '<', 'x']
    let accepted = 0
    for (let index = 0; index < 3_000; index++) {
      const parts = Array.from({ length: 1 + Math.floor(next() * 6) }, () => pieces[Math.floor(next() * pieces.length)])
      const destination = (next() < 0.5 ? '/new' : 'https://example.com/') + parts.join('')
      if (destinationProblem(destination)) continue
      accepted++
      expect(() => validateHeaderValue('Location', redirectLocation(destination, '?utm=1')), destination).not.toThrow()
    }
    expect(accepted).toBeGreaterThan(500)
  })
})
