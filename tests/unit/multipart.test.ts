import { describe, expect, it } from 'vitest'
import { MULTIPART_MAX_BYTES, refuseMalformedMultipart } from '@/lib/security/multipart'

/**
 * The proxy's check of multipart POSTs (lib/security/multipart.ts), which Next would otherwise parse as a possible
 * server action and answer with a 500 when too large or malformed.
 */
const boundary = 'xyzBOUNDARY'
const form = (value: string) =>
  `--${boundary}\r\nContent-Disposition: form-data; name="a"\r\n\r\n${value}\r\n--${boundary}--\r\n`

/** A POST whose body counts how much of it was read. */
function multipartPost(body: string, headers: Record<string, string> = {}) {
  const bytes = new TextEncoder().encode(body)
  const read = { bytes: 0 }
  let offset = 0
  const stream = new ReadableStream<Uint8Array>(
    {
      pull(controller) {
        if (offset >= bytes.length) return controller.close()
        const chunk = bytes.subarray(offset, offset + 64 * 1024)
        offset += chunk.length
        read.bytes += chunk.length
        controller.enqueue(chunk)
      },
    },
    { highWaterMark: 0 },
  )
  const request = new Request('http://localhost/', {
    method: 'POST',
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, ...headers },
    body: stream,
    duplex: 'half',
  } as RequestInit)
  return { request, read }
}

describe('multipart POSTs, before Next parses them', () => {
  it('a well-formed 3 MB body gets 413 before a byte of it is read', async () => {
    const body = form('x'.repeat(3 * 1024 * 1024))
    const { request, read } = multipartPost(body, { 'content-length': String(Buffer.byteLength(body)) })
    const refused = await refuseMalformedMultipart(request)
    expect(refused?.status).toBe(413)
    expect(read.bytes).toBe(0)
  })

  it('a body of unknown length (chunked) gets 413 before it is read', async () => {
    const { request, read } = multipartPost(form('small'))
    expect((await refuseMalformedMultipart(request))?.status).toBe(413)
    expect(read.bytes).toBe(0)
  })

  it('up to 1 MB: a malformed body gets 400, a well-formed one goes on to Next', async () => {
    const malformed = `--${boundary}\r\nContent-Disposition: form-data; name="a"\r\n\r\nunterminated`
    const bad = multipartPost(malformed, { 'content-length': String(Buffer.byteLength(malformed)) })
    expect((await refuseMalformedMultipart(bad.request))?.status).toBe(400)
    const fits = form('x'.repeat(MULTIPART_MAX_BYTES - 200))
    const good = multipartPost(fits, { 'content-length': String(Buffer.byteLength(fits)) })
    expect(Buffer.byteLength(fits)).toBeLessThanOrEqual(MULTIPART_MAX_BYTES)
    expect(await refuseMalformedMultipart(good.request)).toBeNull()
  })
})
