import type { AddressInfo } from 'node:net'
import { afterAll, describe, expect, it, vi } from 'vitest'
import type { FrontRequest } from '@/lib/front/decide'
import { installAnswer, withFront } from '@/lib/front/serverDoor'
import { createProductionServer } from '@/lib/http/productionServer'
import { redirectTable } from '@/lib/redirects/table'

/**
 * The site's decision for an address (lib/front/decide.ts with this deployment's tables, lib/front/answer.ts), over
 * stand-in tables of published redirects and addresses: what the production server and the proxy both send.
 */
vi.mock('@/lib/redirects/live', () => ({
  currentRedirects: async () =>
    redirectTable(
      [
        { _id: 'a', source: '/old-pricing', destination: '/pricing', statusCode: 308, enabled: true },
        { _id: 'b', source: '/studio/structure', destination: '/pricing', statusCode: 307, enabled: true },
        { _id: 'c', source: '/launch', destination: '/blog/launch?title=Persistly — launch', statusCode: 308 },
        { _id: 'd', source: '/prices', destination: 'https://example.com/prices/€', statusCode: 302 },
        { _id: 'e', source: '/broken', destination: 'https://example.com/a\nb', statusCode: 308 },
      ] as never,
      'https://persistly.ai',
      () => {},
    ),
}))
vi.mock('@/lib/front/liveAddresses', () => ({ currentAddresses: async () => new Set(['/blog/real-article']) }))
vi.mock('@/lib/experiments/live', async (original) => ({
  ...(await original<typeof import('@/lib/experiments/live')>()),
  currentExperiments: async () => (await original<typeof import('@/lib/experiments/live')>()).experimentTable([]),
}))
const { answerRequest } = await import('@/lib/front/answer')

/** The decision for a GET of `pathname` with `search`, from a browser. */
const answerAddress = (pathname: string, search: string) =>
  answerRequest({
    method: 'GET',
    pathname,
    search,
    secure: true,
    header: () => null,
    cookie: () => undefined,
    newVisitorId: () => 'a'.repeat(22),
  } satisfies FrontRequest)

describe('the answer for an address', () => {
  it('is a published redirect, with the visitor’s query string', async () => {
    expect(await answerAddress('/old-pricing', '?utm_source=mail')).toEqual({
      kind: 'redirect',
      location: '/pricing?utm_source=mail',
      status: 308,
    })
  })

  it('is the not-found page for an address an on-demand route would answer that names no published page', async () => {
    expect(await answerAddress('/blog/made-up', '')).toEqual({ kind: 'not-found', route: '/_not-found' })
    expect(await answerAddress('/blog/made-up.md', '')).toEqual({ kind: 'not-found', route: '/_not-found' })
  })

  it('is the not-found page for a made-up Markdown copy under /api/, which next.config.ts rewrites to /markdown', async () => {
    expect(await answerAddress('/api/made-up.md', '')).toEqual({ kind: 'not-found', route: '/_not-found' })
    expect(await answerAddress('/api/a/b.md', '')).toEqual({ kind: 'not-found', route: '/_not-found' })
  })

  it('is nothing for a published page, a fixed route, or what is no page (Next’s files, the Studio, the API)', async () => {
    for (const path of [
      '/blog/real-article',
      '/pricing',
      '/_next/static/x.md',
      '/studio/structure',
      '/studio/x.md',
      '/api/checkout',
      '/api/x.mdx',
    ])
      expect(['redirect', 'not-found'], path).not.toContain((await answerAddress(path, '')).kind)
  })
})

describe('the answer, sent by the production server', () => {
  const server = createProductionServer(withFront(async (_request, response) => void response.end('page')))
  afterAll(() => {
    delete (globalThis as Record<symbol, unknown>)[Symbol.for('persistly.answerRequest')]
    server.close()
  })

  it('is a redirect Node can send whatever the destination holds: percent-encoded, or left out for a line break', async () => {
    installAnswer(answerRequest)
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    const get = (path: string) =>
      fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}${path}`, { redirect: 'manual' })

    const launch = await get('/launch')
    expect([launch.status, launch.headers.get('location')]).toEqual([
      308,
      '/blog/launch?title=Persistly%20%E2%80%94%20launch',
    ])
    const prices = await get('/prices')
    expect([prices.status, prices.headers.get('location')]).toEqual([302, 'https://example.com/prices/%E2%82%AC'])
    const broken = await get('/broken')
    expect([broken.status, await broken.text()]).toEqual([200, 'page'])
  })
})
