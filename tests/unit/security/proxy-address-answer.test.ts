import { NextRequest } from 'next/server'
import { describe, expect, it, vi } from 'vitest'
import { experimentTable } from '@/lib/experiments/live'
import type { FrontTables } from '@/lib/front/decide'

/**
 * The proxy's part for requests the production server has not answered (`next dev`): it turns the site's decision
 * (lib/front/decide.ts, over stand-in tables here) into Next's redirect or rewrite.
 */
const tables: FrontTables = {
  redirects: new Map([
    ['/old', { destination: '/new', statusCode: 308 }],
    ['/away', { destination: 'https://example.com/landing', statusCode: 302 }],
  ]),
  addresses: { has: (address) => address !== '/blog/made-up' },
  experiments: experimentTable([]),
}
const frontTables = vi.fn<(pathname: string) => Promise<FrontTables>>(async () => tables)
vi.mock('@/lib/front/tables', () => ({ frontTables }))
const { default: proxy } = await import('@/proxy')

async function visit(target: string) {
  const response = await proxy(new NextRequest(`http://localhost:3000${target}`), {} as never)
  if (!response) throw new Error(`The proxy gave no response for ${target}`)
  return response
}

describe('the proxy, for an unanswered request', () => {
  it('redirects as the decision says, keeping the query string', async () => {
    const response = await visit('/old?utm_source=mail')
    expect(frontTables).toHaveBeenCalledWith('/old')
    expect([response.status, response.headers.get('location')]).toEqual([
      308,
      'http://localhost:3000/new?utm_source=mail',
    ])
    const away = await visit('/away')
    expect([away.status, away.headers.get('location')]).toEqual([302, 'https://example.com/landing'])
  })

  it('serves the route the decision names for an unpublished address, without the query string', async () => {
    const response = await visit('/blog/made-up?x=1')
    expect(response.headers.get('x-middleware-rewrite')).toBe('http://localhost:3000/_not-found')
  })

  it('passes every other page on', async () => {
    const response = await visit('/privacy')
    expect(response.headers.get('x-middleware-next')).toBe('1')
  })
})
