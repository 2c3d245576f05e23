import { afterEach, describe, expect, it, vi } from 'vitest'

/** refuseCrossOrigin with the site's origin configured as an operator might write it. */
async function refuseCrossOriginFor(siteUrl: string) {
  vi.resetModules()
  vi.stubEnv('NEXT_PUBLIC_SITE_URL', siteUrl)
  return (await import('@/lib/security/sameOrigin')).refuseCrossOrigin
}

const post = (origin?: string) =>
  new Request('http://localhost/api/checkout', { method: 'POST', headers: origin ? { origin } : {} })

afterEach(() => {
  vi.unstubAllEnvs()
  vi.restoreAllMocks()
})

describe('same-origin check of state-changing requests', () => {
  it('accepts what browsers send when the site URL is written with capitals, a default port or a trailing slash', async () => {
    for (const siteUrl of ['https://Example.com/', 'https://example.com:443', 'HTTPS://EXAMPLE.COM']) {
      const refuseCrossOrigin = await refuseCrossOriginFor(siteUrl)
      expect(refuseCrossOrigin(post('https://example.com'), '[test] post'), siteUrl).toBeNull()
    }
  })

  it('refuses other origins, the opaque "null" origin and requests without one, with a short log line', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const refuseCrossOrigin = await refuseCrossOriginFor('https://example.com')
    for (const origin of [
      'https://example.com.evil.example',
      'http://example.com',
      'null',
      undefined,
      'x'.repeat(5000),
    ])
      expect(refuseCrossOrigin(post(origin), '[test] post')?.status, origin?.slice(0, 40)).toBe(403)
    for (const [line] of warn.mock.calls) expect(String(line).length).toBeLessThan(400)
  })
})
