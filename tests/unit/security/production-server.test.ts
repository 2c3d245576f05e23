import type { Server } from 'node:http'
import { connect, type AddressInfo } from 'node:net'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { REQUEST_BODY_MAX_BYTES } from '@/lib/http/requestBodyMax'
import { parseRequestTarget } from '@/lib/http/requestTarget'
import {
  closeGracefully,
  createProductionServer,
  SERVER_TIMEOUTS,
  type RequestHandler,
} from '@/lib/http/productionServer'
import { CONNECTION_ADDRESS_HEADER, connectionAddressesRecorded } from '@/lib/security/connectionAddress'

/**
 * The production server's HTTP layer (server.ts) with a stand-in for Next's request handler, spoken to over raw
 * sockets: what reaches Next, what never does, and what happens when Next fails.
 */

const servers: Server[] = []
afterEach(() => {
  for (const server of servers.splice(0)) {
    server.closeAllConnections()
    server.close()
  }
})

async function serve(handle: RequestHandler, options: Parameters<typeof createProductionServer>[1] = {}) {
  const server = createProductionServer(handle, options)
  servers.push(server)
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return { server, port: (server.address() as AddressInfo).port }
}

/** Writes `text` on a new connection and resolves with everything received until the server closes it. */
function exchange(port: number, text: string, { end = false } = {}): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1')
    let received = ''
    socket.on('data', (chunk) => (received += chunk.toString('latin1')))
    socket.on('close', () => resolve(received))
    socket.on('error', reject)
    socket.write(text)
    if (end) socket.end()
  })
}

const statusOf = (response: string) => Number(/^HTTP\/1\.1 (\d{3})/.exec(response)?.[1])
const get = (target: string, headers = 'Host: localhost\r\n') =>
  `GET ${target} HTTP/1.1\r\n${headers}Connection: close\r\n\r\n`

/** A stand-in for Next that answers 200 with the target and Host it was handed. */
const echo = vi.fn<RequestHandler>(async (request, response) => {
  response.end(
    JSON.stringify({
      url: request.url,
      host: request.headers.host,
      address: request.headers[CONNECTION_ADDRESS_HEADER],
    }),
  )
})

describe('request targets', () => {
  it('passes origin-form targets as they are, query strings included', () => {
    for (const target of ['/', '/pricing', '/blog/caf%C3%A9', '/a%2Fb', '/pricing?a=%E0%A4%A&%%%=%'])
      expect(parseRequestTarget(target)).toEqual({ target })
  })

  it('refuses paths whose percent-encoding does not decode, and targets that name no path', () => {
    for (const target of [
      '/blog/%E0%A4%A',
      '/case-studies/%',
      '/%%%',
      '/og/%ff',
      '/%2',
      '/%c0%af',
      '*',
      'localhost:443',
      'pricing',
      '',
      'http://a@[::1/',
      'http://',
      'http://x/%ff',
    ])
      expect(parseRequestTarget(target), target).toBeNull()
  })

  it('takes the path of an absolute-form target, and its authority as the host', () => {
    expect(parseRequestTarget('http://localhost:3000/pricing?x=1')).toEqual({
      target: '/pricing?x=1',
      host: 'localhost:3000',
    })
    expect(parseRequestTarget('HTTPS://Example.com')).toEqual({ target: '/', host: 'example.com' })
  })
})

describe('the production server', () => {
  it('answers malformed targets with a plain 400 page itself: Next never sees them', async () => {
    echo.mockClear()
    const { port } = await serve(echo)
    for (const target of ['/blog/%E0%A4%A', '/case-studies/%', '/%%%', '/og/%ff', 'http://a@[::1/', '*']) {
      const response = await exchange(port, get(target))
      expect(statusOf(response), target).toBe(400)
      expect(response).toContain('Content-Type: text/html; charset=utf-8')
      expect(response).toContain("Content-Security-Policy: default-src 'none'")
      // The security headers every page has.
      expect(response).toContain('Strict-Transport-Security: max-age=63072000; includeSubDomains')
      expect(response).toContain('Referrer-Policy: strict-origin-when-cross-origin')
      expect(response).toContain('Permissions-Policy: camera=()')
      expect(response).toContain('<h1>400 Bad Request</h1>')
    }
    expect(echo).not.toHaveBeenCalled()
  })

  it('hands Next an absolute-form request as origin-form, with the connection’s address over any a client sent', async () => {
    const { port } = await serve(echo)
    // The process now writes the header on every request, so the rate limits believe it (lib/security/trustedProxy.ts).
    expect(connectionAddressesRecorded()).toBe(true)
    const response = await exchange(
      port,
      get('http://localhost:3000/pricing?x=1', `Host: other\r\n${CONNECTION_ADDRESS_HEADER}: 203.0.113.9\r\n`),
    )
    expect(statusOf(response)).toBe(200)
    expect(JSON.parse(response.split('\r\n\r\n')[1])).toEqual({
      url: '/pricing?x=1',
      host: 'localhost:3000',
      address: '127.0.0.1',
    })
  })

  it('refuses TRACE, which Next cannot represent, with 405', async () => {
    const { port } = await serve(echo)
    const response = await exchange(
      port,
      `TRACE /payment-success HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n`,
    )
    expect(statusOf(response)).toBe(405)
    expect(response).toContain('Allow: GET, HEAD, POST, OPTIONS')
  })

  it('refuses with 400 what Next’s client never sends and Next answers with a 500 or leaves hanging', async () => {
    echo.mockClear()
    const { port } = await serve(echo)
    // A POST with the router's RSC header (server actions go without it).
    const rscPost =
      'POST /contact/made-up HTTP/1.1\r\nHost: localhost\r\nRSC: 1\r\nContent-Length: 0\r\nConnection: close\r\n\r\n'
    expect(statusOf(await exchange(port, rscPost))).toBe(400)
    // An upgrade with a method other than GET: Node leaves its body unread.
    const upgradePost =
      'POST / HTTP/1.1\r\nHost: localhost\r\nUpgrade: websocket\r\nConnection: Upgrade\r\nTransfer-Encoding: chunked\r\n\r\nzz\r\n'
    expect(statusOf(await exchange(port, upgradePost))).toBe(400)
    expect(echo).not.toHaveBeenCalled()
    expect(statusOf(await exchange(port, get('/pricing', 'Host: localhost\r\nRSC: 1\r\n')))).toBe(200)
  })

  it('refuses a body longer than any the site takes (a server action’s 1 MB) with 413: Next never sees it', async () => {
    echo.mockClear()
    const { port } = await serve(echo)
    const post = (body: string) =>
      `POST /api/webhooks/stripe HTTP/1.1\r\nHost: localhost\r\nContent-Length: ${body.length}\r\nConnection: close\r\n\r\n${body}`
    expect(statusOf(await exchange(port, post('x'.repeat(REQUEST_BODY_MAX_BYTES + 1))))).toBe(413)
    expect(echo).not.toHaveBeenCalled()
    expect(statusOf(await exchange(port, post('x'.repeat(REQUEST_BODY_MAX_BYTES))))).toBe(200)
  })

  it('answers a request asking to upgrade (WebSocket) as the plain request it also is', async () => {
    const { port } = await serve(echo)
    const response = await exchange(
      port,
      get('/blog', 'Host: localhost\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n'),
    )
    expect(statusOf(response)).toBe(200)
  })

  it('a failing handler costs one response a 500, logged once: the process and the next request carry on', async () => {
    const log = { error: vi.fn() }
    const failing: RequestHandler = async (request, response) => {
      if (request.url === '/fails') throw new TypeError('Invalid URL')
      response.end('fine')
    }
    const { port } = await serve(failing, { log })
    const failed = await exchange(port, get('/fails'))
    expect(statusOf(failed)).toBe(500)
    expect(failed).toContain('<h1>500 Internal Server Error</h1>')
    expect(log.error).toHaveBeenCalledTimes(1)
    expect(log.error).toHaveBeenCalledWith('[server] GET "/fails" failed:', expect.any(TypeError))
    expect(statusOf(await exchange(port, get('/')))).toBe(200)
  })

  it('failures a client can cause on every request are logged once a minute, with how many were left out', async () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    try {
      const log = { error: vi.fn() }
      const { port } = await serve(
        async () => {
          throw new TypeError('Invalid URL')
        },
        { log },
      )
      for (let request = 0; request < 20; request++) expect(statusOf(await exchange(port, get('/fails')))).toBe(500)
      expect(log.error).toHaveBeenCalledTimes(1)
      vi.advanceTimersByTime(60_000)
      expect(statusOf(await exchange(port, get('/fails')))).toBe(500)
      expect(log.error).toHaveBeenLastCalledWith(
        '[server] GET "/fails" failed: (and 19 more like it in the last minute)',
        expect.any(TypeError),
      )
    } finally {
      vi.useRealTimers()
    }
  })

  it('a handler failing after it started answering ends that connection', async () => {
    const log = { error: vi.fn() }
    const { port } = await serve(
      async (_request, response) => {
        response.writeHead(200, { 'Content-Type': 'text/plain' })
        response.write('partial')
        throw new Error('late failure')
      },
      { log },
    )
    const response = await exchange(port, get('/'))
    expect(statusOf(response)).toBe(200)
    expect(response).not.toContain('\r\n0\r\n\r\n') // never completed as if nothing happened
    expect(log.error).toHaveBeenCalledTimes(1)
  })

  it('states its timeouts rather than taking Node’s (60 s for headers, 5 minutes for a request)', async () => {
    const { server } = await serve(echo)
    expect(server.headersTimeout).toBe(SERVER_TIMEOUTS.headersMs)
    expect(server.requestTimeout).toBe(SERVER_TIMEOUTS.requestMs)
    expect(server.keepAliveTimeout).toBe(SERVER_TIMEOUTS.keepAliveMs)
    expect(SERVER_TIMEOUTS.headersMs).toBeLessThanOrEqual(10_000)
    expect(SERVER_TIMEOUTS.requestMs).toBeLessThanOrEqual(30_000)
  })

  it('a client sending its headers or its body too slowly gets 408 and its connection back', async () => {
    const timeouts = { headersMs: 300, requestMs: 600, keepAliveMs: 1000, checkIntervalMs: 50 }
    const { port } = await serve(
      async (request, response) => {
        for await (const chunk of request) void chunk
        response.end('read it all')
      },
      { timeouts },
    )
    const started = Date.now()
    const slowHeaders = await exchange(port, 'GET / HTTP/1.1\r\nHost: localhost\r\nX-Slow: ')
    expect(statusOf(slowHeaders)).toBe(408)
    const slowBody = await exchange(
      port,
      'POST / HTTP/1.1\r\nHost: localhost\r\nContent-Length: 100\r\n\r\nonly a few bytes',
    )
    expect(statusOf(slowBody)).toBe(408)
    expect(Date.now() - started).toBeLessThan(5_000)
  })
})

describe('graceful shutdown (SIGTERM)', () => {
  it('stops accepting, lets the request in flight finish, then resolves', async () => {
    let release: () => void = () => {}
    const released = new Promise<void>((resolve) => (release = resolve))
    let arrived: () => void = () => {}
    const inFlight = new Promise<void>((resolve) => (arrived = resolve))
    const { server, port } = await serve(async (_request, response) => {
      arrived()
      await released
      response.end('finished')
    })
    const answer = exchange(port, 'GET / HTTP/1.1\r\nHost: localhost\r\n\r\n') // keep-alive
    await inFlight
    let closed = false
    const closing = closeGracefully(server, 10_000).then(() => (closed = true))
    await expect(exchange(port, get('/'))).rejects.toThrow(/ECONNREFUSED/)
    expect(closed).toBe(false)
    release()
    const response = await answer
    expect(statusOf(response)).toBe(200)
    expect(response).toContain('finished')
    await closing
  })

  it('closes what is still open once the grace period is over', async () => {
    const { server, port } = await serve(() => new Promise<void>(() => {}))
    const stuck = exchange(port, get('/'))
    await vi.waitFor(async () =>
      expect(await new Promise((resolve) => server.getConnections((_, count) => resolve(count)))).toBe(1),
    )
    const started = Date.now()
    await closeGracefully(server, 200)
    expect(Date.now() - started).toBeLessThan(2_000)
    expect(await stuck).toBe('')
  })
})
