import { NextRequest } from 'next/server'
import { describe, expect, it, vi } from 'vitest'
import type { AddressAnswer } from '@/lib/http/addressFront'

/**
 * The proxy's part for requests the production server has not answered (`next dev`): it turns the site's address
 * answer (lib/site/addressAnswer.ts, a stand-in here) into Next's redirect or rewrite.
 */
const answers: Record<string, AddressAnswer> = {
  '/old': { redirect: { location: '/new?utm_source=mail', status: 308 } },
  '/away': { redirect: { location: 'https://example.com/landing', status: 302 } },
  '/blog/made-up': { rewrite: '/_not-found' },
}
const answerAddress = vi.fn(async (pathname: string) => answers[pathname] ?? null)
vi.mock('@/lib/site/addressAnswer', () => ({ answerAddress }))
const { default: proxy } = await import('@/proxy')

async function visit(target: string) {
  const response = await proxy(new NextRequest(`http://localhost:3000${target}`), {} as never)
  if (!response) throw new Error(`The proxy gave no response for ${target}`)
  return response
}

describe('the proxy, for an unanswered request', () => {
  it('redirects as the answer says, keeping the query string the answer was given', async () => {
    const response = await visit('/old?utm_source=mail')
    expect(answerAddress).toHaveBeenCalledWith('/old', '?utm_source=mail')
    expect([response.status, response.headers.get('location')]).toEqual([
      308,
      'http://localhost:3000/new?utm_source=mail',
    ])
    const away = await visit('/away')
    expect([away.status, away.headers.get('location')]).toEqual([302, 'https://example.com/landing'])
  })

  it('serves the route the answer names for an unpublished address, without the query string', async () => {
    const response = await visit('/blog/made-up?x=1')
    expect(response.headers.get('x-middleware-rewrite')).toBe('http://localhost:3000/_not-found')
  })

  it('passes every other page on', async () => {
    const response = await visit('/privacy')
    expect(response.headers.get('x-middleware-next')).toBe('1')
  })
})
