import { describe, expect, it } from 'vitest'
import { assignVariant } from '@/lib/experiments/assignment'
import { experimentTable, type RunningExperiment } from '@/lib/experiments/live'
import {
  decide,
  PLAIN,
  type FrontAnswer,
  type FrontRequest,
  type FrontSite,
  type FrontTables,
} from '@/lib/front/decide'
import { redirectTable } from '@/lib/redirects/table'

/**
 * The site's decision for a request (lib/front/decide.ts), one table of cases over stand-in live tables: what both
 * doors (the production server's, lib/front/serverDoor.ts, and the proxy) apply.
 */
const ORIGIN = 'https://persistly.ai'
const hero: RunningExperiment = {
  id: 'exp-hero',
  path: '/',
  variants: [
    { variantId: 'control', weight: 50 },
    { variantId: 'b', weight: 50 },
  ],
}
const tables: FrontTables = {
  redirects: redirectTable(
    [
      { source: '/old-pricing', destination: '/pricing', statusCode: 308 },
      { source: '/prices', destination: 'https://example.com/prices', statusCode: 302 },
      { source: '/auth', destination: '/pricing', statusCode: 307 },
      { source: '/studio/structure', destination: '/pricing', statusCode: 307 },
    ],
    ORIGIN,
    () => {},
  ),
  addresses: new Set(['/blog/real-article']),
  experiments: experimentTable([hero]),
}
const tablesWithout = (source: string): FrontTables => ({
  ...tables,
  redirects: new Map([...tables.redirects].filter(([from]) => from !== source)),
})

const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Safari/537.36'
const idSeeing = (variant: string) => {
  for (let n = 0; ; n++) {
    const id = `visitor-${n}`.padEnd(22, 'x')
    if (assignVariant(id, hero.id, hero.variants) === variant) return id
  }
}
const NEW_ID = 'n'.repeat(22)

type Case = {
  request: string
  method?: string
  headers?: Record<string, string>
  cookies?: Record<string, string>
  clerk?: boolean
  tables?: FrontTables
  answer: FrontAnswer | ((answer: FrontAnswer) => void)
}

function request(target: string, { method = 'GET', headers = {}, cookies = {} }: Partial<Case>): FrontRequest {
  const url = new URL(target, ORIGIN)
  const lower = Object.fromEntries(Object.entries(headers).map(([name, value]) => [name.toLowerCase(), value]))
  return {
    method,
    pathname: url.pathname,
    search: url.search,
    secure: true,
    header: (name) => lower[name] ?? null,
    cookie: (name) => cookies[name],
    newVisitorId: () => NEW_ID,
  }
}

const cookie = (name: string, value: string, httpOnly = false, maxAge = 180 * 24 * 60 * 60) => ({
  name,
  value,
  maxAge,
  httpOnly,
  secure: true,
})
const browser = { 'user-agent': BROWSER }
const SIGNED_IN_HOME = `${ORIGIN}/`
const enrolledB = { 'persistly-visitor': idSeeing('b'), 'persistly-experiment': 'exp-hero~b' }

/** The cases, by name: the request, and the answer (or a check of it, where a visitor's draw decides). */
const CASES: Record<string, Case> = {
  'a published redirect, with the query string': {
    request: '/old-pricing?utm_source=mail',
    answer: { kind: 'redirect', location: '/pricing?utm_source=mail', status: 308 },
  },
  'a redirect to another site': {
    request: '/prices',
    answer: { kind: 'redirect', location: 'https://example.com/prices', status: 302 },
  },
  'a redirect from the sign-in page, as the production server answered it': {
    request: '/auth',
    clerk: true,
    answer: { kind: 'redirect', location: '/pricing', status: 307 },
  },
  'no redirect for the Studio': { request: '/studio/structure', answer: PLAIN },
  'a made-up article: the not-found page': {
    request: '/blog/made-up?x=1',
    answer: { kind: 'not-found', route: '/_not-found' },
  },
  'a made-up Markdown copy under /api/': {
    request: '/api/made-up.md',
    answer: { kind: 'not-found', route: '/_not-found' },
  },
  'a published article': { request: '/blog/real-article', answer: PLAIN },
  'a fixed page': { request: '/pricing', answer: PLAIN },
  'an API route asked with a method it does not answer': {
    request: '/api/checkout',
    answer: {
      kind: 'refuse',
      status: 405,
      allow: 'OPTIONS, POST',
      message: 'This address answers POST requests only.',
      private: false,
    },
  },
  'an API route, with Clerk': {
    request: '/api/checkout',
    method: 'POST',
    clerk: true,
    answer: { ...PLAIN, session: true },
  },
  'an API route, without Clerk': { request: '/api/checkout', method: 'POST', answer: PLAIN },
  'the sign-in page, with Clerk': {
    request: '/auth?redirect_url=/pricing',
    clerk: true,
    tables: tablesWithout('/auth'),
    answer: { ...PLAIN, session: true, nonce: true, signedInRedirect: `${ORIGIN}/pricing` },
  },
  'the sign-in page sending a signed-in visitor to another site: home instead': {
    request: '/auth?redirect_url=https://evil.example/',
    clerk: true,
    tables: tablesWithout('/auth'),
    answer: { ...PLAIN, session: true, nonce: true, signedInRedirect: SIGNED_IN_HOME },
  },
  'the sign-in page, without Clerk': {
    request: '/auth',
    tables: tablesWithout('/auth'),
    answer: { ...PLAIN, nonce: true },
  },
  'the account, with Clerk': { request: '/account', clerk: true, answer: { ...PLAIN, session: true, nonce: true } },
  'the account, without Clerk': { request: '/account', answer: PLAIN },
  'the trial, with Clerk': { request: '/trial', clerk: true, answer: { ...PLAIN, session: true } },
  'an experiment’s page, a new visitor': {
    request: '/',
    headers: browser,
    answer: (answer) => {
      expect(answer).toMatchObject({ private: true })
      expect('cookies' in answer && answer.cookies.map(({ name }) => name)).toEqual([
        'persistly-visitor',
        'persistly-experiment',
      ])
    },
  },
  'an experiment’s page, a visitor in variant b': {
    request: '/?utm_source=mail',
    headers: browser,
    cookies: enrolledB,
    answer: { kind: 'variant', route: '/variants/exp-hero~b', private: true, cookies: [] },
  },
  'an experiment’s page, a visitor in the control': {
    request: '/',
    headers: browser,
    cookies: { 'persistly-visitor': idSeeing('control'), 'persistly-experiment': 'exp-hero~control' },
    answer: { ...PLAIN, private: true },
  },
  'an experiment’s page, a crawler': {
    request: '/',
    headers: { 'user-agent': 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)' },
    answer: { ...PLAIN, private: true },
  },
  'an experiment’s page, a prefetch that would enrol': {
    request: '/',
    headers: { ...browser, 'sec-fetch-dest': 'empty' },
    answer: { kind: 'refuse', status: 204, private: true },
  },
  'an experiment’s page, an enrolled visitor’s fetch': {
    request: '/',
    headers: { ...browser, 'sec-fetch-dest': 'empty' },
    cookies: enrolledB,
    answer: { kind: 'variant', route: '/variants/exp-hero~b', private: true, cookies: [] },
  },
  'an experiment’s page, Do Not Track with an earlier visit’s cookies': {
    request: '/',
    headers: { ...browser, dnt: '1' },
    cookies: enrolledB,
    answer: {
      ...PLAIN,
      private: true,
      cookies: [cookie('persistly-experiment', '', false, 0), cookie('persistly-visitor', '', false, 0)],
    },
  },
  'an experiment’s page, draft mode': {
    request: '/',
    headers: browser,
    cookies: { ...enrolledB, __prerender_bypass: '1' },
    answer: { ...PLAIN, private: true, cookies: [cookie('persistly-experiment', '', false, 0)] },
  },
}

describe('the decision for a request', () => {
  it.each(Object.entries(CASES))('%s', (_, { request: target, clerk = false, answer, ...rest }) => {
    const site: FrontSite = { origin: ORIGIN, clerk }
    const decided = decide(request(target, rest), rest.tables ?? tables, site)
    if (typeof answer === 'function') answer(decided)
    else expect(decided).toEqual(answer)
  })

  it('gives a new visitor the id the door drew, in an HttpOnly cookie', () => {
    const decided = decide(request('/', { headers: browser }), tables, { origin: ORIGIN, clerk: false })
    expect('cookies' in decided && decided.cookies[0]).toEqual(cookie('persistly-visitor', NEW_ID, true))
  })
})
