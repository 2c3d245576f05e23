import { encodeSignatureHeader, SIGNATURE_HEADER_NAME } from '@sanity/webhook'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { Redirect } from '@/lib/redirects/rules'

/**
 * The proxy's tables in one process (the redirects, the published addresses): read once, then answered from memory;
 * replaced by the publish webhook when what they are made of changes (POST /api/revalidate, the route Sanity calls),
 * and by nothing else.
 */
const SECRET = 'test-webhook-secret'
const readPublishedRedirects = vi.fn<() => Promise<Redirect[]>>()
const readPublishedAddresses = vi.fn<() => Promise<string[]>>()

async function signedChange(document: { _type: string; _id: string }) {
  const body = JSON.stringify({ ...document, slug: null })
  return new Request('http://localhost/api/revalidate', {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      [SIGNATURE_HEADER_NAME]: await encodeSignatureHeader(body, Date.now(), SECRET),
    },
    body,
  })
}

describe('the tables the proxy answers from', () => {
  beforeEach(() => {
    vi.resetModules()
    delete (globalThis as Record<symbol, unknown>)[Symbol.for('persistly.redirects')]
    delete (globalThis as Record<symbol, unknown>)[Symbol.for('persistly.addresses')]
    vi.doMock('next/cache', () => ({ revalidateTag: vi.fn() }))
    vi.doMock('@/lib/sanity/content/redirects', () => ({ readPublishedRedirects }))
    vi.doMock('@/lib/sanity/content/addresses', () => ({ readPublishedAddresses }))
    vi.stubEnv('SANITY_REVALIDATE_SECRET', SECRET)
    vi.useFakeTimers({ toFake: ['setTimeout'] })
  })
  afterEach(() => {
    vi.useRealTimers()
    vi.unstubAllEnvs()
    vi.doUnmock('next/cache')
    vi.doUnmock('@/lib/sanity/content/redirects')
    vi.doUnmock('@/lib/sanity/content/addresses')
    readPublishedRedirects.mockReset()
    readPublishedAddresses.mockReset()
  })

  async function webhook(document: { _type: string; _id: string }) {
    const { POST } = await import('@/app/api/revalidate/route')
    let settled = false
    const response = POST(await signedChange(document)).finally(() => (settled = true))
    // Past the webhook's wait for the Content Lake, however long it is.
    while (!settled) await vi.advanceTimersByTimeAsync(250)
    return response
  }

  it('redirects are read once, then answered from memory without waiting', async () => {
    readPublishedRedirects.mockResolvedValue([{ source: '/old', destination: '/new', statusCode: 308 }])
    const { currentRedirects } = await import('@/lib/redirects/live')
    const [first, second] = await Promise.all([currentRedirects(), currentRedirects()])
    expect(first).toBe(second)
    const later = currentRedirects()
    expect(later).not.toBeInstanceOf(Promise)
    expect((later as Awaited<typeof later>).get('/old')).toEqual({ destination: '/new', statusCode: 308 })
    expect(readPublishedRedirects).toHaveBeenCalledTimes(1)
  })

  it('redirects are replaced when the webhook reports a redirect, and not for other changes', async () => {
    readPublishedRedirects.mockResolvedValueOnce([{ source: '/old', destination: '/new', statusCode: 308 }])
    const { currentRedirects } = await import('@/lib/redirects/live')
    await currentRedirects()

    expect((await webhook({ _type: 'pricingPlan', _id: 'pricingPlan-pro' })).status).toBe(200)
    expect(readPublishedRedirects).toHaveBeenCalledTimes(1)

    readPublishedRedirects.mockResolvedValueOnce([{ source: '/older', destination: '/newer', statusCode: 302 }])
    expect((await webhook({ _type: 'redirect', _id: 'redirect-1' })).status).toBe(200)
    const table = currentRedirects() as Awaited<ReturnType<typeof currentRedirects>>
    expect(Object.fromEntries(table)).toEqual({ '/older': { destination: '/newer', statusCode: 302 } })
  })

  it('redirects stay as they were when the webhook cannot read them: 503, for Sanity to retry', async () => {
    readPublishedRedirects.mockResolvedValueOnce([{ source: '/old', destination: '/new', statusCode: 308 }])
    const { currentRedirects } = await import('@/lib/redirects/live')
    await currentRedirects()
    readPublishedRedirects.mockRejectedValueOnce(new Error('fetch failed'))
    const error = vi.spyOn(console, 'error').mockImplementation(() => {})
    expect((await webhook({ _type: 'redirect', _id: 'redirect-1' })).status).toBe(503)
    expect(error).toHaveBeenCalledWith(expect.stringContaining('fetch failed'))
    expect((await currentRedirects()).get('/old')).toEqual({ destination: '/new', statusCode: 308 })
    error.mockRestore()
  })

  it('when the first read fails, pages are served without redirects, and read again later', async () => {
    readPublishedRedirects.mockRejectedValueOnce(new Error('fetch failed'))
    const error = vi.spyOn(console, 'error').mockImplementation(() => {})
    const { currentRedirects } = await import('@/lib/redirects/live')
    expect((await currentRedirects()).size).toBe(0)
    expect(error).toHaveBeenCalledWith(expect.stringContaining('Serving without them'))
    readPublishedRedirects.mockResolvedValueOnce([{ source: '/old', destination: '/new', statusCode: 308 }])
    expect((await currentRedirects()).size).toBe(0)
    await vi.advanceTimersByTimeAsync(30_000)
    expect((await currentRedirects()).get('/old')).toBeDefined()
    error.mockRestore()
  })

  it('published addresses are replaced when a page is published or its address changes, not for other changes', async () => {
    readPublishedAddresses.mockResolvedValueOnce(['/blog/a'])
    const { currentAddresses } = await import('@/lib/front/liveAddresses')
    expect((await currentAddresses()).has('/blog/b')).toBe(false)

    expect((await webhook({ _type: 'pricingPlan', _id: 'pricingPlan-pro' })).status).toBe(200)
    expect(readPublishedAddresses).toHaveBeenCalledTimes(1)

    readPublishedAddresses.mockResolvedValueOnce(['/blog/a', '/blog/b'])
    expect((await webhook({ _type: 'blogPost', _id: 'blogPost-b' })).status).toBe(200)
    expect((await currentAddresses()).has('/blog/b')).toBe(true)

    // The blog's page size decides which further list pages exist.
    readPublishedAddresses.mockResolvedValueOnce(['/blog/a', '/blog/b', '/blog/page/2'])
    expect((await webhook({ _type: 'blogPage', _id: 'blogPage' })).status).toBe(200)
    expect((await currentAddresses()).has('/blog/page/2')).toBe(true)
  })

  it('when the published addresses cannot be read at first, every address is let through rather than refused', async () => {
    readPublishedAddresses.mockRejectedValueOnce(new Error('fetch failed'))
    const error = vi.spyOn(console, 'error').mockImplementation(() => {})
    const { currentAddresses } = await import('@/lib/front/liveAddresses')
    expect((await currentAddresses()).has('/blog/published-since-the-build')).toBe(true)
    expect(error).toHaveBeenCalledWith(expect.stringContaining('Letting every address through'))
    readPublishedAddresses.mockResolvedValueOnce(['/blog/a'])
    await vi.advanceTimersByTimeAsync(30_000)
    expect((await currentAddresses()).has('/blog/published-since-the-build')).toBe(false)
    error.mockRestore()
  })
})
