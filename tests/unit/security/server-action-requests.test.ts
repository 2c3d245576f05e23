import { describe, expect, it } from 'vitest'
import { REQUEST_BODY_MAX_BYTES } from '@/lib/http/requestBodyMax'
import { refuseBadServerActionRequest } from '@/lib/security/serverActionRequests'

/**
 * The proxy's check of possible server actions (lib/security/serverActionRequests.ts), which Next would otherwise
 * answer with a 500 when cross-origin, too large or malformed.
 */
const boundary = 'xyzBOUNDARY'
const form = (value: string, name = 'a') =>
  `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n--${boundary}--\r\n`

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
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, host: 'persistly.test', ...headers },
    body: stream,
    duplex: 'half',
  } as RequestInit)
  return { request, read }
}

/** A call of a server action from JavaScript: its arguments as text, with the length a browser states. */
const actionCall = (body: string, headers: Record<string, string> = {}) =>
  new Request('http://localhost/contact', {
    method: 'POST',
    headers: {
      'content-type': 'text/plain;charset=UTF-8',
      'content-length': String(Buffer.byteLength(body)),
      'next-action': '7f00',
      host: 'persistly.test',
      ...headers,
    },
    body,
  })

describe('multipart POSTs, before Next parses them', () => {
  it('a well-formed 3 MB body gets 413 before a byte of it is read', async () => {
    const body = form('x'.repeat(3 * 1024 * 1024))
    const { request, read } = multipartPost(body, { 'content-length': String(Buffer.byteLength(body)) })
    const refused = await refuseBadServerActionRequest(request)
    expect(refused?.status).toBe(413)
    expect(read.bytes).toBe(0)
  })

  it('a body of unknown length (chunked) gets 413 before it is read', async () => {
    const { request, read } = multipartPost(form('small'))
    expect((await refuseBadServerActionRequest(request))?.status).toBe(413)
    expect(read.bytes).toBe(0)
  })

  it('up to 1 MB: a malformed body gets 400, a well-formed one goes on to Next', async () => {
    const malformed = `--${boundary}\r\nContent-Disposition: form-data; name="a"\r\n\r\nunterminated`
    const bad = multipartPost(malformed, { 'content-length': String(Buffer.byteLength(malformed)) })
    expect((await refuseBadServerActionRequest(bad.request))?.status).toBe(400)
    const fits = form('x'.repeat(REQUEST_BODY_MAX_BYTES - 200))
    const good = multipartPost(fits, { 'content-length': String(Buffer.byteLength(fits)) })
    expect(Buffer.byteLength(fits)).toBeLessThanOrEqual(REQUEST_BODY_MAX_BYTES)
    expect(await refuseBadServerActionRequest(good.request)).toBeNull()
  })

  it('a form posted without JavaScript whose bound arguments are not JSON gets 400; its own fields may be any text', async () => {
    const post = (body: string) => multipartPost(body, { 'content-length': String(Buffer.byteLength(body)) }).request
    expect((await refuseBadServerActionRequest(post(form('not json', '$ACTION_1:1'))))?.status).toBe(400)
    expect(await refuseBadServerActionRequest(post(form('[{"status":"idle"}]', '$ACTION_1:1')))).toBeNull()
    expect(await refuseBadServerActionRequest(post(form('not json', 'message')))).toBeNull()
  })
})

describe('calls of a server action from JavaScript, before Next decodes their arguments', () => {
  it('arguments that are not JSON get 400, JSON goes on to Next', async () => {
    for (const body of ['not json', 'x1', '', '[{"status":'])
      expect((await refuseBadServerActionRequest(actionCall(body)))?.status, body).toBe(400)
    expect(await refuseBadServerActionRequest(actionCall('[{"status":"idle"},"$K1"]'))).toBeNull()
  })

  it('a body over 1 MB, or of unknown length, gets 413 before it is read', async () => {
    const large = `["${'x'.repeat(REQUEST_BODY_MAX_BYTES)}"]`
    expect((await refuseBadServerActionRequest(actionCall(large)))?.status).toBe(413)
    const { request, read } = multipartPost('[]', { 'content-type': 'text/plain;charset=UTF-8', 'next-action': '7f00' })
    expect((await refuseBadServerActionRequest(request))?.status).toBe(413)
    expect(read.bytes).toBe(0)
  })

  it('a URL-encoded call is left to Next, which answers it as an action it does not know', async () => {
    const urlEncoded = actionCall('a=1', { 'content-type': 'application/x-www-form-urlencoded' })
    expect(await refuseBadServerActionRequest(urlEncoded)).toBeNull()
  })
})

describe('server actions from another origin', () => {
  const call = (headers: Record<string, string>) => actionCall('[]', headers)

  it('get 403, as multipart posts and as calls, where Next would answer its own CSRF check with a 500', async () => {
    for (const origin of ['null', 'https://evil.example', 'https://persistly.test.evil.example', 'not a url']) {
      expect((await refuseBadServerActionRequest(call({ origin })))?.status, origin).toBe(403)
      const body = form('x')
      const post = multipartPost(body, { origin, 'content-length': String(Buffer.byteLength(body)) })
      expect((await refuseBadServerActionRequest(post.request))?.status, origin).toBe(403)
    }
  })

  it('go on to Next from this origin, behind a proxy that names it, or without an Origin at all', async () => {
    expect(await refuseBadServerActionRequest(call({ origin: 'https://persistly.test' }))).toBeNull()
    expect(
      await refuseBadServerActionRequest(
        call({ origin: 'https://www.persistly.test', 'x-forwarded-host': 'www.persistly.test, proxy.internal' }),
      ),
    ).toBeNull()
    expect(await refuseBadServerActionRequest(call({}))).toBeNull()
    // Next believes the forwarded host over the Host header: so does the check.
    expect(
      (await refuseBadServerActionRequest(call({ origin: 'https://persistly.test', 'x-forwarded-host': 'other.test' })))
        ?.status,
    ).toBe(403)
  })
})
