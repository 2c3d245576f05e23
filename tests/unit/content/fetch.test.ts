import { createServer } from 'node:net'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { seedText } from '../../support/seedContent'

/** A loopback port that was free a moment ago and has nothing listening. */
async function closedPort() {
  const server = createServer()
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as { port: number }
  await new Promise((resolve) => server.close(resolve))
  return port
}

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
    expect((await content.getPricingPage()).title).toBe(seedText('pricingPage', 'title'))
  })

  it('with a project that cannot be reached, reading content fails loudly instead of returning nothing', async () => {
    const content = await loadContentWith({
      NEXT_PUBLIC_SANITY_PROJECT_ID: 'unreachable0',
      NEXT_PUBLIC_SANITY_DATASET: 'production',
      // A loopback port nothing listens on: the Content Lake is down.
      SANITY_API_HOST: `http://127.0.0.1:${await closedPort()}`,
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
