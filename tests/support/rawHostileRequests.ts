/**
 * Hostile requests written byte by byte onto a TCP socket, the ones `fetch` refuses to send: malformed request
 * lines and percent-encoding, absolute-form and other odd request targets, odd `Host` and forwarding headers
 * (including the ones Next reads internally), header floods, broken framing and bodies that arrive slowly.
 * Seeded, so a failure names a request that reproduces.
 */
import { connect } from 'node:net'
import { seededRandom } from '@/lib/random/seededRandom'

export type RawRequest = {
  /** Head (request line and headers) and body, as bytes to write. */
  head: string
  body: Buffer[]
  /** Milliseconds to wait before writing each part of the body (a slow client). */
  pauseMs: number
  /**
   * False when the server may rightly close without an answer that arrives: a request cut short on purpose, or one
   * refused before its body is read (a head over 16 KB, a body over 1 MB, an upgrade that is not a GET), whose
   * refusal may be lost when the server closes a connection it has not read to the end (TCP then resets it).
   */
  expectsAnswer: boolean
  /** Written in part only: this side then ends the connection (the server sees the client stop). */
  cutShort: boolean
}

/** What came back: the final status, or how the connection ended without one. */
export type RawOutcome = { status: number } | { status: null; ended: 'closed' | 'reset' | 'timeout' }

const METHODS = ['GET', 'GET', 'GET', 'HEAD', 'POST', 'POST', 'POST', 'PUT', 'DELETE', 'OPTIONS', 'PATCH', 'TRACE']
const ODD_METHODS = ['get', 'PROPFIND', 'M-SEARCH', 'GET\t', 'BREW', 'G\u00e9T', '']

/** Ways to spoil or stretch a route's path. */
const PATH_TWISTS: ((path: string) => string)[] = [
  (path) => path,
  (path) => path,
  (path) => `${path}/%`,
  (path) => `${path}/%E0%A4%A`,
  (path) => `${path}/%ff`,
  (path) => `${path}%%%`,
  (path) => `${path}/%2`,
  (path) => `${path}/%c0%af`,
  (path) => `${path}/%00`,
  (path) => `${path}/%2e%2e%2f%2e%2e%2fetc%2fpasswd`,
  (path) => `${path}/..%2f..%2f`,
  (path) => `${path}/%252f`,
  (path) => `${path}//`,
  (path) => `/.${path}`,
  (path) => `${path}/made-up-${path.length}`,
  (path) => `${path}/${'a'.repeat(2000)}`,
  (path) => `${path};jsessionid=1`,
  (path) => path.toUpperCase(),
  (path) => `${path}/\u00e9\u4e2d`,
  (path) => `${path}\\..\\`,
  (path) => `/${path}`,
]

const QUERIES = [
  '',
  '',
  '?_rsc=1',
  '?a=%E0%A4%A',
  '?%%%=%%%',
  '?redirect_url=%2F%2Fevil.example',
  '?session_id=cs_test_%00',
  `?session_id=cs_test_${'a'.repeat(3000)}`,
  '?__nextDataReq=1&__nextLocale=xx',
  '?slug[]=1&slug[]=2',
  '?sanity-preview-secret=x&sanity-preview-pathname=//evil.example',
  '?=&&=&',
  '#fragment',
]

/** Request targets that are not an origin-form path at all. */
const ODD_TARGETS = (origin: string) => [
  'http://a@[::1/',
  `${origin}/pricing`,
  `${origin.toUpperCase()}/PRICING`,
  'http://evil.example/',
  'https://evil.example/auth?redirect_url=//evil.example',
  'http://[::1]:99999/',
  'http://localhost:3101%2F@evil.example/',
  'http:/pricing',
  'http://',
  '*',
  'localhost:443',
  '//evil.example/',
  '/\\evil.example',
  '',
  'pricing',
  ' /',
  '/ /',
  `/${'x'.repeat(20_000)}`,
]

const VERSIONS = [
  'HTTP/1.1',
  'HTTP/1.1',
  'HTTP/1.1',
  'HTTP/1.1',
  'HTTP/1.0',
  'HTTP/2.0',
  'HTTP/9.9',
  'HTTP/1.1 extra',
  'http/1.1',
  '',
]

const HOSTS: (string | null)[] = [
  'localhost',
  'localhost',
  null,
  '',
  'evil.example',
  '[::1',
  'a b',
  'localhost:99999',
  'localhost:3101@evil.example',
  'xn--80ak6aa92e.com',
  '\u00e9vil.example',
  'h'.repeat(300),
  '127.0.0.1:0',
]

/** Headers a proxy, a CDN or Next itself would normally be the one to write. */
const FORWARDING: Record<string, string>[] = [
  {},
  {},
  { 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'javascript', 'x-forwarded-port': 'abc' },
  { 'x-forwarded-proto': 'https, http', 'x-forwarded-host': 'a, b, [::1' },
  { forwarded: 'for="[::1";host=evil.example;proto=gopher', 'x-real-ip': '<script>' },
  { 'x-forwarded-for': Array.from({ length: 200 }, (_, i) => `10.0.${i >> 8}.${i & 255}`).join(', ') },
  { 'x-forwarded-for': 'not an ip, ::ffff:zz, 2001:db8::1%eth0', 'x-connection-address': '203.0.113.9' },
  { 'x-middleware-subrequest': 'proxy:proxy:proxy:proxy:proxy', 'x-middleware-prefetch': '1' },
  { 'x-invoke-path': '/%', 'x-invoke-query': '%%%', 'x-invoke-output': '/api/checkout' },
  { 'x-matched-path': '/blog/%E0%A4%A', 'x-now-route-matches': '%%%=1' },
  { 'x-nextjs-data': '1', purpose: 'prefetch', 'x-prerender-revalidate': 'guess' },
  { rsc: '1', 'next-router-state-tree': '%7B%22not%22%3A%22a%20tree' },
  { rsc: '1', 'next-router-prefetch': '1', 'next-router-segment-prefetch': '/_tree/%' },
  { 'next-action': '7f' + '0'.repeat(40), 'next-router-state-tree': '[]' },
  { 'next-url': '/%', 'next-hmr-refresh': '1' },
  { cookie: '__prerender_bypass=x; __next_preview_data=%%%' },
  { cookie: '__session=garbage; __client_uat=-1; __clerk_db_jwt=%%%; __clerk_handshake=%' },
  { 'accept-language': 'x'.repeat(500), 'accept-encoding': 'br;q=2, gzip;q=-1', accept: 'text/html;q=x' },
  { 'if-none-match': '"' + 'x'.repeat(300), 'if-modified-since': 'yesterday', range: 'bytes=9999999-1' },
  { 'sec-fetch-dest': 'image', 'sec-fetch-mode': '%', origin: 'null' },
  { origin: 'http://localhost:3101', 'content-type': 'application/json' },
  { expect: '100-continue' },
  { upgrade: 'websocket', connection: 'Upgrade' },
  { 'transfer-encoding': 'gzip' },
]

/** Many headers, or a few very large ones. */
const FLOODS: (() => Record<string, string>)[] = [
  () => ({}),
  () => ({}),
  () => ({}),
  () => Object.fromEntries(Array.from({ length: 300 }, (_, i) => [`x-flood-${i}`, `${i}`])),
  () => ({ 'x-big': 'b'.repeat(15_000) }),
  () => ({ 'x-bigger': 'b'.repeat(70_000) }),
  () => ({ cookie: Array.from({ length: 400 }, (_, i) => `c${i}=${i}`).join('; ') }),
]

const CONTENT_TYPES = [
  'multipart/form-data; boundary=x',
  'multipart/form-data',
  'application/x-www-form-urlencoded',
  'application/json',
  'text/plain;charset=UTF-8',
  'text/x-component',
  '*/*; ;;',
]

const multipart = (size: number) =>
  `--x\r\nContent-Disposition: form-data; name="a"\r\n\r\n${'m'.repeat(size)}\r\n--x--\r\n`

const BODIES = [
  '',
  'not multipart',
  '--x\r\nContent-Disposition: form-data; name="$ACTION_ID_abc"\r\n\r\n\r\n--x--\r\n',
  '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\nunterminated',
  '{"planKey": "basic"',
  '["$F1", {"id": "x", "bound": null}]',
  '0=%E0%A4%A&1=$ACTION_ID_x',
  multipart(200_000),
  multipart(1_200_000),
]

/** How the body is framed: by Content-Length, chunked, or wrongly. */
type Framing = 'length' | 'chunked' | 'bad-chunks' | 'length-and-chunked' | 'two-lengths' | 'short' | 'none'
const FRAMINGS: Framing[] = [
  'length',
  'length',
  'length',
  'chunked',
  'bad-chunks',
  'length-and-chunked',
  'two-lengths',
  'short',
]

/** Cut into a few parts, written with a pause between them. */
function parts(body: Buffer, count: number): Buffer[] {
  if (body.length === 0) return []
  const size = Math.ceil(body.length / count)
  return Array.from({ length: Math.ceil(body.length / size) }, (_, i) => body.subarray(i * size, (i + 1) * size))
}

export function rawHostileRequests(
  routes: readonly string[],
  count: number,
  origin: string,
  seed = 2311,
): RawRequest[] {
  const next = seededRandom(seed)
  const pick = <T>(list: readonly T[]) => list[Math.floor(next() * list.length)]
  const chance = (probability: number) => next() < probability
  return Array.from({ length: count }, (_, index) => {
    // Every route in turn, so each is hit about count / routes.length times.
    const route = routes[index % routes.length]
    const method = chance(0.05) ? pick(ODD_METHODS) : pick(METHODS)
    const target = chance(0.12) ? pick(ODD_TARGETS(origin)) : `${pick(PATH_TWISTS)(route)}${pick(QUERIES)}`
    const version = chance(0.1) ? pick(VERSIONS) : 'HTTP/1.1'
    const headers: [string, string][] = []
    const host = chance(0.2) ? pick(HOSTS) : new URL(origin).host
    if (host !== null) headers.push(['Host', host])
    if (chance(0.03)) headers.push(['Host', 'second.example'])
    headers.push(...Object.entries(pick(FORWARDING)), ...Object.entries(pick(FLOODS)()))
    if (chance(0.02)) headers.push(['X-Bad Name', 'v'], ['X-Ctl', 'a\u0001b'])

    const sendsBody = method === 'POST' || method === 'PUT' || method === 'PATCH' || chance(0.05)
    let body = Buffer.alloc(0)
    let framing: Framing = 'none'
    if (sendsBody) {
      headers.push(['Content-Type', pick(CONTENT_TYPES)])
      body = Buffer.from(pick(BODIES))
      framing = pick(FRAMINGS)
    }
    let cutShort = framing === 'short'
    let wire = body
    switch (framing) {
      case 'length':
        headers.push(['Content-Length', String(body.length)])
        break
      case 'chunked':
        headers.push(['Transfer-Encoding', 'chunked'])
        wire = Buffer.concat([
          ...parts(body, 3).map((part) =>
            Buffer.concat([Buffer.from(`${part.length.toString(16)}\r\n`), part, Buffer.from('\r\n')]),
          ),
          Buffer.from('0\r\n\r\n'),
        ])
        break
      case 'bad-chunks':
        headers.push(['Transfer-Encoding', 'chunked'])
        wire = Buffer.from(`zz\r\n${body.subarray(0, 10).toString()}\r\n0\r\n\r\n`)
        break
      case 'length-and-chunked':
        headers.push(['Content-Length', String(body.length)], ['Transfer-Encoding', 'chunked'])
        break
      case 'two-lengths':
        headers.push(['Content-Length', String(body.length)], ['Content-Length', String(body.length + 1)])
        break
      case 'short':
        // Promises more than it sends, then stops writing.
        headers.push(['Content-Length', String(body.length + 100)])
        break
    }
    // A request line without a version is HTTP/0.9, which has no headers: send it alone.
    const head = version
      ? `${method} ${target} ${version}\r\n${headers.map(([name, value]) => `${name}: ${value}`).join('\r\n')}\r\n\r\n`
      : `${method} ${target}\r\n`
    if (!version) cutShort = true
    const overLimits = head.length > 16 * 1024 || wire.length > 1024 * 1024
    // Refused before its body is read (Node's parser stops at an upgrade's headers): the same reset may follow.
    const unreadUpgrade = method !== 'GET' && wire.length > 0 && headers.some(([name]) => name === 'upgrade')
    const slow = chance(0.1)
    return {
      head,
      body: parts(wire, slow ? 4 : 1),
      pauseMs: slow ? 30 : 0,
      expectsAnswer: !cutShort && !overLimits && !unreadUpgrade,
      cutShort,
    }
  })
}

/** The first status line that is not 1xx (100 Continue precedes the real answer). */
function finalStatus(received: string): number | null {
  for (const match of received.matchAll(/^HTTP\/1\.[01] (\d{3})/gm)) {
    const status = Number(match[1])
    if (status >= 200) return status
  }
  return null
}

/**
 * Writes one request on a fresh connection and reads until the final status line arrives (then closes), the
 * server closes, or `timeoutMs` passes. A request cut short is ended from this side once written.
 */
export function sendRaw(port: number, request: RawRequest, timeoutMs = 15_000): Promise<RawOutcome> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1')
    let received = ''
    let settled = false
    const settle = (outcome: RawOutcome) => {
      if (settled) return
      settled = true
      clearTimeout(timer)
      socket.destroy()
      resolve(outcome)
    }
    const timer = setTimeout(() => settle({ status: null, ended: 'timeout' }), timeoutMs)
    socket.on('data', (chunk) => {
      received += chunk.toString('latin1')
      const status = finalStatus(received)
      if (status !== null) settle({ status })
    })
    // A server that answers before the whole body is written (413, 400) may reset the connection after answering.
    socket.on('error', () => {
      const status = finalStatus(received)
      settle(status === null ? { status: null, ended: 'reset' } : { status })
    })
    socket.on('close', () => {
      const status = finalStatus(received)
      settle(status === null ? { status: null, ended: 'closed' } : { status })
    })
    socket.once('connect', async () => {
      socket.write(request.head, 'latin1')
      for (const part of request.body) {
        // The pause is the slow client under test, not a wait for the server.
        if (request.pauseMs) await new Promise((wait) => setTimeout(wait, request.pauseMs))
        if (settled) return
        socket.write(part)
      }
      if (request.cutShort && !settled) socket.end()
    })
  })
}
