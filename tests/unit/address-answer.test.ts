import { describe, expect, it, vi } from 'vitest'
import { redirectTable } from '@/lib/redirects/table'

/**
 * The site's answer for an address (lib/site/addressAnswer.ts), over stand-in tables of published redirects and
 * addresses: what the production server and the proxy both send.
 */
vi.mock('@/lib/redirects/live', () => ({
  currentRedirects: async () =>
    redirectTable(
      [
        { _id: 'a', source: '/old-pricing', destination: '/pricing', statusCode: 308, enabled: true },
        { _id: 'b', source: '/studio/structure', destination: '/pricing', statusCode: 307, enabled: true },
      ] as never,
      'https://persistly.ai',
    ),
}))
vi.mock('@/lib/site/liveAddresses', () => ({ currentAddresses: async () => new Set(['/blog/real-article']) }))
const { answerAddress } = await import('@/lib/site/addressAnswer')

describe('the answer for an address', () => {
  it('is a published redirect, with the visitor’s query string', async () => {
    expect(await answerAddress('/old-pricing', '?utm_source=mail')).toEqual({
      redirect: { location: '/pricing?utm_source=mail', status: 308 },
    })
  })

  it('is the not-found page for an address an on-demand route would answer that names no published page', async () => {
    expect(await answerAddress('/blog/made-up', '')).toEqual({ rewrite: '/_not-found' })
    expect(await answerAddress('/blog/made-up.md', '')).toEqual({ rewrite: '/_not-found' })
  })

  it('is nothing for a published page, a fixed route, or what is no page (Next’s files, the Studio, the API)', async () => {
    for (const path of ['/blog/real-article', '/pricing', '/_next/static/x.md', '/studio/structure', '/api/x.md'])
      expect(await answerAddress(path, ''), path).toBeNull()
  })
})
