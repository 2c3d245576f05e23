import { afterEach, describe, expect, it, vi } from 'vitest'

/** The content path chooses its backend from the environment, once, when it loads. */
async function loadContentWith(env: Record<string, string>) {
  vi.resetModules()
  for (const [name, value] of Object.entries(env)) vi.stubEnv(name, value)
  return import('@/lib/sanity/content/pricing')
}

afterEach(() => vi.unstubAllEnvs())

describe('sanityFetch backends', () => {
  it('without a project id, pages read the embedded dataset', async () => {
    const content = await loadContentWith({ NEXT_PUBLIC_SANITY_PROJECT_ID: '' })
    const { contentBackend } = await import('@/lib/sanity/fetch')
    expect(contentBackend).toBe('embedded')
    expect((await content.getPricingPage()).title).toBe('Pricing Plans')
  })

  it('with a project that cannot be reached, reading content fails loudly instead of returning nothing', async () => {
    const content = await loadContentWith({
      NEXT_PUBLIC_SANITY_PROJECT_ID: 'unreachable0',
      NEXT_PUBLIC_SANITY_DATASET: 'production',
    })
    const { contentBackend } = await import('@/lib/sanity/fetch')
    expect(contentBackend).toBe('hosted')
    await expect(content.getPricingPage()).rejects.toThrow()
  }, 60_000)

  it('a malformed configuration stops with a message naming the variable', async () => {
    await expect(loadContentWith({ NEXT_PUBLIC_SANITY_PROJECT_ID: 'Not A Project!' })).rejects.toThrow(
      'NEXT_PUBLIC_SANITY_PROJECT_ID',
    )
  })
})
