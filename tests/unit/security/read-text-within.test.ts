import { describe, expect, it } from 'vitest'
import { readTextWithin } from '@/lib/http/readTextWithin'

/** A chunked request body (no Content-Length), as a client streaming without announcing its size sends it. */
function chunkedRequest(chunks: string[], onPull: () => void = () => {}, headers: Record<string, string> = {}) {
  const encoder = new TextEncoder()
  let index = 0
  const body = new ReadableStream<Uint8Array>(
    {
      pull(controller) {
        onPull()
        if (index < chunks.length) controller.enqueue(encoder.encode(chunks[index++]))
        else controller.close()
      },
    },
    // Nothing is pulled until the reader asks.
    { highWaterMark: 0 },
  )
  return new Request('http://localhost/api/x', { method: 'POST', body, headers, duplex: 'half' } as RequestInit)
}

describe('reading a body within a byte cap', () => {
  it('returns the text of a body within the cap', async () => {
    expect(await readTextWithin(chunkedRequest(['{"a":', '1}']), 100)).toBe('{"a":1}')
    expect(await readTextWithin(new Request('http://localhost/', { method: 'POST', body: 'é' }), 2)).toBe('é')
  })

  it('stops reading a chunked body as soon as it passes the cap, without a Content-Length to go by', async () => {
    let pulls = 0
    const request = chunkedRequest(Array(1000).fill('x'.repeat(1024)), () => pulls++)
    expect(request.headers.get('content-length')).toBeNull()
    expect(await readTextWithin(request, 10 * 1024)).toBeNull()
    expect(pulls).toBeLessThan(20)
  })

  it('refuses a declared Content-Length over the cap before reading anything', async () => {
    let pulls = 0
    const request = chunkedRequest(['x'], () => pulls++, { 'content-length': '999999' })
    expect(await readTextWithin(request, 1024)).toBeNull()
    expect(pulls).toBe(0)
  })
})
