import { afterEach, describe, expect, it, vi } from 'vitest'
import { queryEmbedded } from '@/lib/sanity/embedded'
import { searchResultsQuery } from '@/lib/sanity/content/search'
import { searchResultsParams } from '@/lib/search/query'
import { excerpt, highlightParts } from '@/lib/search/highlight'
import { runSearch, SEARCH_NETWORK_RATE_LIMITS, SEARCH_RATE_LIMIT } from '@/lib/search/run'
import { matchPatterns, MAX_SEARCH_LENGTH, readResultPage, readSearchInput, searchTerms } from '@/lib/search/terms'
import { CONNECTION_ADDRESS_HEADER, recordConnectionAddresses } from '@/lib/security/connectionAddress'
import { networkLimiters } from '@/lib/security/networks'
import { createRateLimiter } from '@/lib/security/rateLimit'
import { clientKey } from '@/lib/security/trustedProxy'
import { ROUTABLE_TYPES } from '@/lib/site/routes'
import { pathFor } from '@/lib/site/routes'
import { seedDocuments } from '@/studio/seed'
import type { SearchResultsQueryResult } from '@/sanity/types'
import { contentLakeStandIn } from '../../support/contentLakeStandIn'

// As under the production server (server.ts), which records each connection's address in this header.
recordConnectionAddresses()

type Results = SearchResultsQueryResult
const embedded = (patterns: string[], start = 0, end = 100) =>
  queryEmbedded<Results>(searchResultsQuery, searchResultsParams(patterns, start, end))
const search = (words: string, start = 0, end = 100) => embedded(matchPatterns(searchTerms(words)), start, end)

describe('what a visitor types', () => {
  it('becomes lowercase words, each once, single letters and everything but letters and digits left out', () => {
    expect(searchTerms('  Follow-up EMAIL email a  ')).toEqual(['follow', 'up', 'email'])
    expect(searchTerms('Réponse 2026 テンプレート')).toEqual(['réponse', '2026', 'テンプレート'])
  })

  it('is refused with a message above 200 characters, and an empty or wordless search is the empty page', () => {
    expect(readSearchInput('a'.repeat(MAX_SEARCH_LENGTH + 1))).toEqual({ kind: 'tooLong' })
    expect(readSearchInput(`${'word '.repeat(39)}words`)).toMatchObject({ kind: 'words' }) // exactly 200
    for (const empty of [undefined, '', '   ', '*', '"" || ]', 'a'])
      expect(readSearchInput(empty), String(empty)).toEqual({ kind: 'empty' })
  })

  it('reaches the query as plain words whatever it holds: GROQ, wildcards, markup, a second q', () => {
    expect(readSearchInput('"] | *[_type == "contactSubmission"]{...}')).toEqual({
      kind: 'words',
      text: '"] | *[_type == "contactSubmission"]{...}',
      terms: ['type', 'contactsubmission'],
    })
    expect(readSearchInput(['<script>alert(1)</script>', 'second'])).toMatchObject({ terms: ['script', 'alert'] })
    expect(matchPatterns(searchTerms('.* (a+)+$ pric'))).toEqual(['pric*'])
  })

  it('names its page plainly: ?page=2 and up, anything else is the first', () => {
    expect(readResultPage('3')).toBe(3)
    for (const odd of [undefined, '0', '-1', '02', '1.5', 'x', '999999']) expect(readResultPage(odd), odd).toBe(1)
  })
})

describe('marking the searched words', () => {
  it('marks every word that starts with a term, without case, and leaves the text whole', () => {
    const text = 'Follow up: following-up beats a single FOLLOW.'
    const parts = highlightParts(text, ['follow'])
    expect(parts.map((part) => part.text).join('')).toBe(text)
    expect(parts.filter((part) => part.match).map((part) => part.text)).toEqual(['Follow', 'following', 'FOLLOW'])
    expect(highlightParts('unfollow', ['follow'])).toEqual([{ text: 'unfollow', match: false }])
  })

  it('cuts a passage around the first searched word of the summary, else of the body, else the summary’s start', () => {
    const body = `${'Filler words here. '.repeat(40)}The subject line decides. ${'More filler. '.repeat(40)}`
    const passage = excerpt(['A summary without it.', body], ['subject'], 120)
    expect(passage).toMatch(/^….*The subject line decides\..*…$/)
    expect(passage.length).toBeLessThanOrEqual(122)
    expect(excerpt(['Short summary.', body], ['nowhere'])).toBe('Short summary.')
  })
})

describe('one visit of /search', () => {
  const found = { total: 23, results: ['r'] }
  const context = (limit = 3) => ({
    pageSize: 10,
    limiter: createRateLimiter({ limit, windowMs: 60_000 }),
    networkLimiters: networkLimiters(SEARCH_NETWORK_RATE_LIMITS, (_, rule) => createRateLimiter(rule)),
    clientKey: '203.0.113.9',
    search: vi.fn(async () => found),
    log: { warn: vi.fn(), error: vi.fn() },
  })
  const words = readSearchInput('follow up')

  it('asks for the page’s slice and counts the pages', async () => {
    const ctx = context()
    expect(await runSearch(words, 3, ctx)).toMatchObject({ kind: 'results', total: 23, page: 3, pageCount: 3 })
    expect(ctx.search).toHaveBeenCalledWith(['follow*', 'up*'], 20, 30)
    expect(await runSearch(words, 4, ctx)).toEqual({ kind: 'pastTheEnd' })
  })

  it('turns a client away past its limit, counting searches only', async () => {
    const ctx = context(2)
    for (let i = 0; i < 5; i++) await runSearch(readSearchInput(''), 1, ctx)
    expect((await runSearch(words, 1, ctx)).kind).toBe('results')
    expect((await runSearch(words, 1, ctx)).kind).toBe('results')
    expect(await runSearch(words, 1, ctx)).toEqual({ kind: 'tooManySearches' })
    expect(ctx.search).toHaveBeenCalledTimes(2)
    expect(SEARCH_RATE_LIMIT.limit).toBeGreaterThan(10) // a person never meets it
  })

  /** The key of a client connecting from `2001:db8:77:<fourth group>::1`, as the page computes it. */
  const keyOf = (fourthGroup: number) =>
    clientKey(new Headers({ [CONNECTION_ADDRESS_HEADER]: `2001:db8:77:${fourthGroup.toString(16)}::1` }), {
      kind: 'none',
    })

  it.each([
    // A /48 spreads its /64s over 256 /56s; a /56 holds 256 /64s. Each search comes from another /64.
    ['/48', (index: number) => index << 8, SEARCH_NETWORK_RATE_LIMITS[48].limit],
    ['/56', (index: number) => 0x1200 + index, SEARCH_NETWORK_RATE_LIMITS[56].limit],
  ])(
    'turns a client with a %s away at its network’s allowance; other networks still search',
    async (_, group, allowance) => {
      const ctx = context(SEARCH_RATE_LIMIT.limit)
      const kinds: string[] = []
      for (let index = 0; index < 200; index++)
        kinds.push((await runSearch(words, 1, { ...ctx, clientKey: keyOf(group(index)) })).kind)
      expect(kinds.filter((kind) => kind === 'results')).toHaveLength(allowance)
      expect(ctx.search).toHaveBeenCalledTimes(allowance)
      expect(ctx.log.warn.mock.calls).toEqual([
        [expect.stringMatching(/^\[search\] Too many searches from the network /)],
      ])
      expect((await runSearch(words, 1, { ...ctx, clientKey: keyOf(0).replace(':77:', ':99:') })).kind).toBe('results')
      expect((await runSearch(words, 1, { ...ctx, clientKey: '192.0.2.50' })).kind).toBe('results')
    },
  )

  it('logs the searches it turns away once a minute, however many a client makes', async () => {
    const ctx = context(1)
    for (let search = 0; search < 50; search++) await runSearch(words, 1, ctx)
    expect(ctx.log.warn).toHaveBeenCalledTimes(1)
    expect(ctx.log.warn).toHaveBeenCalledWith('[search] Too many searches from "203.0.113.9": turned away.')
  })

  it('answers a Content Lake that cannot be read with a message, never an error page', async () => {
    const ctx = { ...context(), search: vi.fn(async () => Promise.reject(new Error('fetch failed'))) }
    expect(await runSearch(words, 1, ctx)).toEqual({ kind: 'unavailable' })
    expect(ctx.log.error).toHaveBeenCalledWith('[search] The search could not be run.', new Error('fetch failed'))
  })

  it('logs the searches an outage fails once a minute, however many are made', async () => {
    const ctx = { ...context(100), search: vi.fn(async () => Promise.reject(new Error('fetch failed'))) }
    for (let search = 0; search < 50; search++) expect((await runSearch(words, 1, ctx)).kind).toBe('unavailable')
    expect(ctx.search).toHaveBeenCalledTimes(50)
    expect(ctx.log.error).toHaveBeenCalledTimes(1)
  })
})

describe('the search query over the bundled content', () => {
  const titleMatches = (title: string | null, terms: string[]) =>
    highlightParts(title ?? '', terms).some((part) => part.match)

  it('finds every public page of the site by its title, and nothing that is not a page', async () => {
    const pages = seedDocuments.filter(
      (document) =>
        pathFor(document._type, (document.slug as { current?: string } | undefined)?.current) !== null &&
        document.hiddenFromSearch !== true,
    )
    expect(new Set(pages.map((page) => page._type)).size).toBeGreaterThan(15)
    for (const page of pages) {
      const title = String(page.title ?? page.heading ?? (page.seo as { title: string }).title)
      const { results } = await search(title, 0, 500)
      expect(
        results.map((result) => result._id),
        `${page._id}: ${title}`,
      ).toContain(page._id)
      for (const result of results) expect(pathFor(result._type, result.slug), result._id).not.toBeNull()
    }
    expect((await search('search', 0, 500)).results.map((result) => result._type)).not.toContain('searchPage')
  })

  it('finds no page a marketer hid from search engines, by its title or its description', async () => {
    const hidden = seedDocuments.filter((document) => document.hiddenFromSearch === true)
    expect(hidden.map((document) => document._id)).toEqual(['page-goodbye'])
    for (const page of hidden) {
      for (const words of [String(page.title), (page.seo as { description: string }).description]) {
        const { results } = await search(words, 0, 500)
        expect(
          results.map((result) => result._id),
          words,
        ).not.toContain(page._id)
      }
    }
  })

  it('needs every word somewhere in the page, and finds words by their start', async () => {
    const { results } = await search('subject lin')
    expect(results.length).toBeGreaterThan(0)
    for (const result of results) {
      const text = `${result.title} ${result.summary} ${result.body}`.toLowerCase()
      expect(text, result._id).toMatch(/\bsubject/)
      expect(text, result._id).toMatch(/\blin/)
    }
    expect((await search('subject zzzqqq')).total).toBe(0)
  })

  it('ranks every page with a searched word in its title above every page without', async () => {
    for (const words of ['follow', 'email', 'privacy', 'subject line', 'response rates']) {
      const terms = searchTerms(words)
      const { results } = await search(words)
      const inTitle = results.map((result) => titleMatches(result.title, terms))
      expect(inTitle.includes(true) && inTitle.includes(false), `${words}: both kinds found`).toBe(true)
      expect(inTitle.lastIndexOf(true), words).toBeLessThan(inTitle.indexOf(false))
    }
  })

  it('pages without overlap: the slices put together are the whole list', async () => {
    const whole = await search('email')
    const pages = await Promise.all([0, 3, 6, 9, 12].map((start) => search('email', start, start + 3)))
    expect(pages.flatMap((page) => page.results)).toEqual(whole.results.slice(0, 15))
    expect(pages.every((page) => page.total === whole.total)).toBe(true)
  })
})

describe('the search query on the Content Lake', () => {
  afterEach(() => {
    vi.unstubAllEnvs()
    vi.doUnmock('next-sanity')
  })

  it('is read afresh, kept per instance until a publish, one entry for the words in any order', async () => {
    let generation = '2026-01-01T00:00:00Z'
    const fetch = vi.fn(async (query: string) => (query === 'now()' ? generation : { total: 0, results: [] }))
    vi.resetModules()
    vi.stubEnv('NEXT_PUBLIC_SANITY_PROJECT_ID', 'cached0')
    vi.doMock('next-sanity', async (importOriginal) => ({
      ...(await importOriginal<typeof import('next-sanity')>()),
      createClient: () => ({ fetch, withConfig: () => ({ fetch }) }),
    }))
    const { searchContent } = await import('@/lib/sanity/content/search')
    await searchContent(matchPatterns(searchTerms('reply follow')), 0, 10)
    await searchContent(matchPatterns(searchTerms('Follow, reply')), 0, 10)
    generation = '2026-01-01T00:05:00Z' // a publish refreshed the tags
    await searchContent(matchPatterns(searchTerms('reply follow')), 0, 10)
    const generationRead = ['now()', {}, { cache: 'force-cache', next: { tags: ROUTABLE_TYPES } }]
    const searched = [searchResultsQuery, searchResultsParams(['follow*', 'reply*'], 0, 10), { cache: 'no-store' }]
    // Only the generation goes through Next's data cache (the shared Redis): one entry, whatever is searched.
    expect(fetch.mock.calls).toEqual([generationRead, searched, generationRead, generationRead, searched])
  })
})

describe('the same search on the Content Lake (stand-in) and on the embedded backend', () => {
  const standIn = contentLakeStandIn({ tokens: { read: 'sk-read', write: 'sk-write' }, documents: seedDocuments })

  it('finds the same pages in the same order, with the same totals', async () => {
    for (const words of ['follow', 'email templ', 'privacy data', 'pric', 'subject line', 'nothingmatchesthis']) {
      const params = searchResultsParams(matchPatterns(searchTerms(words)), 0, 50)
      const hosted = await standIn.client().fetch<Results>(searchResultsQuery, params)
      expect(hosted, words).toEqual(await queryEmbedded<Results>(searchResultsQuery, params))
    }
    expect(standIn.lake.requests.at(-1)).toMatchObject({ endpoint: 'data/query/production', perspective: 'published' })
  })
})
