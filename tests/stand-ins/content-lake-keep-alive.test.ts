import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startContentLake, type ContentLake } from './contentLake'

/**
 * An idle listener is kept alive as Sanity keeps it: comment lines, which EventSource clients read as activity and
 * otherwise ignore. Without them the Studio's EventSource gives up on a stream silent for 45 s and reconnects.
 */
const KEEP_ALIVE_MS = 100
let lake: ContentLake
beforeAll(async () => {
  lake = await startContentLake({
    projectId: 'p',
    dataset: 'production',
    documents: [{ _id: 'pricingPlan-pro', _type: 'pricingPlan', name: 'Pro' }],
    tokens: { write: 'sk-write' },
    listenerKeepAliveMs: KEEP_ALIVE_MS,
  })
})
afterAll(() => lake.close())

describe('a listener of the Content Lake stand-in', () => {
  it('gets a keep-alive comment while nothing changes, and no event', async () => {
    const abort = new AbortController()
    const response = await fetch(`${lake.apiHost}/v1/data/listen/production?query=*`, { signal: abort.signal })
    const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader()
    let text = ''
    while (!text.includes(': keep-alive\n\n')) text += (await reader.read()).value ?? ''
    abort.abort()
    expect(text).toMatch(/^event: welcome\ndata: .*\n\n(: keep-alive\n\n)+$/)
  })
})
