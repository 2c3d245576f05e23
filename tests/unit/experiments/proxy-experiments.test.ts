import { NextRequest, type NextResponse } from 'next/server'
import { describe, expect, it, vi } from 'vitest'
import { assignVariant } from '@/lib/experiments/assignment'
import type { RunningExperiment } from '@/lib/experiments/live'
import { newVisitorId } from '@/lib/experiments/visitor'
import { experimentTable } from '@/lib/experiments/live'

/**
 * The proxy on a page with a running experiment (docs/experiments.md): the visitor's variant served at the page's
 * address from its prerendered route, the cookies that keep it, and headers that keep it out of shared caches.
 */
const hero: RunningExperiment = {
  id: 'exp-hero',
  path: '/',
  variants: [
    { variantId: 'control', weight: 50 },
    { variantId: 'b', weight: 50 },
  ],
}
vi.mock('@/lib/front/tables', () => ({
  frontTables: async () => ({
    redirects: new Map(),
    addresses: { has: () => true },
    experiments: experimentTable([hero]),
  }),
}))
const { default: proxy } = await import('@/proxy')

const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Safari/537.36'

async function visit(target: string, headers: Record<string, string> = { 'user-agent': BROWSER }) {
  const response = await proxy(new NextRequest(`http://localhost:3000${target}`, { headers }), {} as never)
  if (!response) throw new Error(`The proxy gave no response for ${target}`)
  return response as NextResponse
}

/** The variant a response serves: the rewritten route's code, or "control" for the page itself. */
const servedVariant = (response: Response) =>
  response.headers.get('x-middleware-rewrite')?.match(/\/variants\/exp-hero~([a-z0-9-]+)/)?.[1] ??
  (response.headers.get('x-middleware-next') === '1' ? 'control' : 'none')

describe('the proxy, on a page with a running experiment', () => {
  it('gives new visitors both variants, each with cookies that keep it, and never a shared-cache answer', async () => {
    const seen = new Map<string, string>()
    for (let i = 0; i < 40; i++) {
      const response = await visit('/')
      expect(response.headers.get('cache-control')).toBe('private, no-store')
      const visitor = response.cookies.get('persistly-visitor')
      const enrolment = response.cookies.get('persistly-experiment')
      expect(visitor).toMatchObject({ httpOnly: true, path: '/', sameSite: 'lax' })
      expect(enrolment?.httpOnly).toBeFalsy()
      expect(enrolment?.value).toBe(`exp-hero~${servedVariant(response)}`)
      seen.set(visitor!.value, servedVariant(response))
    }
    expect(new Set(seen.values())).toEqual(new Set(['control', 'b']))
    // Coming back, each visitor gets their variant again, and no new cookie.
    for (const [visitorId, variant] of seen) {
      const again = await visit('/', {
        'user-agent': BROWSER,
        cookie: `persistly-visitor=${visitorId}; persistly-experiment=exp-hero~${variant}`,
      })
      expect(servedVariant(again)).toBe(variant)
      expect(again.headers.get('set-cookie')).toBeNull()
    }
  })

  it('keeps the query string (and the client router’s) on the variant', async () => {
    let visitorId = newVisitorId()
    while (assignVariant(visitorId, hero.id, hero.variants) !== 'b') visitorId = newVisitorId()
    const response = await visit('/?utm_source=mail&_rsc=abc', {
      'user-agent': BROWSER,
      cookie: `persistly-visitor=${visitorId}`,
    })
    expect(response.headers.get('x-middleware-rewrite')).toBe(
      'http://localhost:3000/variants/exp-hero~b?utm_source=mail&_rsc=abc',
    )
  })

  it.each([
    ['a crawler', { 'user-agent': 'Googlebot/2.1 (+http://www.google.com/bot.html)' }],
    ['Global Privacy Control', { 'user-agent': BROWSER, 'sec-gpc': '1' }],
    ['Do Not Track', { 'user-agent': BROWSER, dnt: '1' }],
    ['draft mode', { 'user-agent': BROWSER, cookie: '__prerender_bypass=1' }],
  ])('serves %s the page as published, sets no cookie, and keeps it out of shared caches', async (_, headers) => {
    for (let i = 0; i < 10; i++) {
      const response = await visit('/', headers)
      expect(servedVariant(response)).toBe('control')
      expect(response.headers.get('set-cookie')).toBeNull()
      expect(response.headers.get('cache-control')).toBe('private, no-store')
    }
  })

  it.each<[string, Record<string, string>, string[]]>([
    ['Global Privacy Control', { 'sec-gpc': '1' }, ['persistly-experiment', 'persistly-visitor']],
    ['Do Not Track', { dnt: '1' }, ['persistly-experiment', 'persistly-visitor']],
    ['draft mode', { cookie: '__prerender_bypass=1' }, ['persistly-experiment']],
  ])(
    'expires the cookies of an earlier visit for %s, so its events no longer name the variant',
    async (_, headers, expired) => {
      const earlier = `persistly-visitor=${newVisitorId()}; persistly-experiment=exp-hero~b`
      const response = await visit('/', {
        'user-agent': BROWSER,
        ...headers,
        cookie: [earlier, headers.cookie].filter(Boolean).join('; '),
      })
      expect(servedVariant(response)).toBe('control')
      const cookies = response.cookies.getAll()
      expect(cookies.map((cookie) => cookie.name).sort()).toEqual(expired)
      for (const cookie of cookies) expect(cookie).toMatchObject({ value: '', maxAge: 0, path: '/' })
    },
  )

  /**
   * What the proxy sees of the client router's requests for the page, a prefetch's or a click's: a fetch (Next has
   * removed its own `rsc` and `next-router-*` headers and the `_rsc` parameter by then).
   */
  const FETCH = { 'sec-fetch-dest': 'empty', 'sec-fetch-mode': 'cors', 'sec-fetch-site': 'same-origin' }
  const DOCUMENT = { 'sec-fetch-dest': 'document', 'sec-fetch-mode': 'navigate', 'sec-fetch-site': 'same-origin' }

  it('enrols nobody on a fetch by a page (a prefetch, say): no cookie, no payload for the router to keep', async () => {
    for (const path of ['/', '/?utm_source=mail']) {
      const response = await visit(path, { 'user-agent': BROWSER, ...FETCH })
      expect(response.status).toBe(204)
      expect(response.headers.get('set-cookie')).toBeNull()
      expect(response.headers.get('x-middleware-rewrite')).toBeNull()
      expect(response.headers.get('cache-control')).toBe('private, no-store')
    }
    // A visitor known by id, in no experiment yet, is not enrolled by a prefetch either.
    const known = await visit('/', {
      'user-agent': BROWSER,
      ...FETCH,
      cookie: `persistly-visitor=${newVisitorId()}`,
    })
    expect(known.status).toBe(204)
    expect(known.headers.get('set-cookie')).toBeNull()
  })

  it('enrols on the document load that the router falls back to, and gives an enrolled visitor’s fetches their variant', async () => {
    const load = await visit('/', { 'user-agent': BROWSER, ...DOCUMENT })
    const variant = servedVariant(load)
    expect(load.cookies.get('persistly-experiment')?.value).toBe(`exp-hero~${variant}`)
    const cookie = `persistly-visitor=${load.cookies.get('persistly-visitor')?.value}; persistly-experiment=exp-hero~${variant}`
    const fetched = await visit('/', { 'user-agent': BROWSER, ...FETCH, cookie })
    expect(servedVariant(fetched)).toBe(variant)
    expect(fetched.headers.get('set-cookie')).toBeNull()
  })

  it('leaves pages without an experiment as they were', async () => {
    const response = await visit('/pricing')
    expect(response.headers.get('x-middleware-next')).toBe('1')
    expect(response.headers.get('set-cookie')).toBeNull()
    expect(response.headers.get('cache-control')).toBeNull()
  })
})
