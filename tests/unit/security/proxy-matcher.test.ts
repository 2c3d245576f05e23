import { createServer, type IncomingHttpHeaders, type Server } from 'node:http'
import { connect, type AddressInfo } from 'node:net'
import * as pageStaticInfo from 'next/dist/build/analysis/get-page-static-info'
import { getMiddlewareRouteMatcher } from 'next/dist/shared/lib/router/utils/middleware-route-matcher'
import { afterEach, describe, expect, it } from 'vitest'
import { config } from '@/proxy'
import { ADDRESS_ANSWERED_HEADER, ADDRESS_ANSWERED_MARK, installAnswer, withFront } from '@/lib/front/serverDoor'
import { createProductionServer } from '@/lib/http/productionServer'
import { PLAIN } from '@/lib/front/decide'
import { ACTION_HEADER } from '@/lib/security/serverActionRequests'
import { FIXED_ROUTES } from '@/lib/front/addresses'
import { ACCOUNT_PATH, AUTH_PATH, PAYMENT_SUCCESS_PATH, STUDIO_PATH, TRIAL_PATH } from '@/lib/site/routes'

/**
 * Which requests run the proxy, with the matchers compiled as `next build` compiles them and matched as Next's server
 * matches them, headers included.
 */
/** The compiler `next build` runs on the matchers (internal to Next: not in its type declarations). */
const { getMiddlewareMatchers } = pageStaticInfo as unknown as {
  getMiddlewareMatchers: (matcher: unknown, nextConfig: object) => Parameters<typeof getMiddlewareRouteMatcher>[0]
}
const matches = getMiddlewareRouteMatcher(getMiddlewareMatchers(config.matcher, {}))
const runsProxy = (path: string, headers: IncomingHttpHeaders = {}) => matches(path, { headers } as never, {})

/** As the production server hands a request to Next once it has decided (lib/front/serverDoor.ts). */
const answered = { [ADDRESS_ANSWERED_HEADER]: ADDRESS_ANSWERED_MARK }

const CLERK_PAGES = new Set([AUTH_PATH, ACCOUNT_PATH, PAYMENT_SUCCESS_PATH, TRIAL_PATH])
/** Every kind of page address (the Studio is no page: it never runs the proxy, below). */
const PAGES = [
  ...[...FIXED_ROUTES].filter((route) => route !== STUDIO_PATH),
  '/privacy',
  '/partner-programme',
  '/blog/maximizing-response-rates',
  '/blog/page/2',
  '/blog/category/strategy/rss.xml',
  '/documentation/getting-started.md',
  '/og/home',
  '/old-pricing',
  '/pricing/old',
]

describe('the proxy runs', () => {
  it('behind the production server, on no page but those Clerk guards: the server answered the address', () => {
    for (const path of PAGES) expect(runsProxy(path, answered), path).toBe(CLERK_PAGES.has(path))
    expect(runsProxy('/api/checkout', answered)).toBe(true)
  })

  it('on every page a request reaches unanswered (next dev): it answers redirects and unpublished addresses itself', () => {
    for (const path of [...PAGES, '/api/checkout']) expect(runsProxy(path), path).toBe(true)
  })

  it('on a server action call or a multipart post to any page, answered or not, to be checked', () => {
    const checked: Record<string, string>[] = [
      { [ACTION_HEADER]: 'abc' },
      { 'content-type': 'multipart/form-data; boundary=x' },
    ]
    for (const headers of checked)
      for (const path of ['/', '/privacy', '/contact'])
        expect(runsProxy(path, { ...answered, ...headers }), path).toBe(true)
  })

  it('never on Next’s own files or the Studio', () => {
    for (const path of ['/_next/static/chunks/app.js', STUDIO_PATH, `${STUDIO_PATH}/structure`]) {
      expect(runsProxy(path), path).toBe(false)
      expect(runsProxy(path, answered), path).toBe(false)
    }
  })
})

describe('the mark a client sends itself', () => {
  const servers: Server[] = []
  afterEach(() => {
    delete (globalThis as Record<symbol, unknown>)[Symbol.for('persistly.answerRequest')]
    for (const server of servers.splice(0)) server.close()
  })

  /** The headers Next is handed for each raw request, as `server` parses it; `server` records them with `record`. */
  async function headersHanded(serverOf: (record: (headers: IncomingHttpHeaders) => void) => Server, lines: string[]) {
    const handed: IncomingHttpHeaders[] = []
    const server = serverOf((headers) => handed.push(headers))
    servers.push(server)
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    const { port } = server.address() as AddressInfo
    for (const line of lines) {
      await new Promise<void>((resolve, reject) => {
        const socket = connect(port, '127.0.0.1', () =>
          socket.end(
            Buffer.from(`GET /blog/made-up HTTP/1.1\r\nHost: x\r\n${line}\r\nConnection: close\r\n\r\n`, 'latin1'),
          ),
        )
        socket
          .on('data', () => {})
          .on('close', () => resolve())
          .on('error', reject)
      })
    }
    return handed
  }

  /** Every way a client might write the mark, the production server's own value among them, spaces and all. */
  const forgeries = [
    `${ADDRESS_ANSWERED_HEADER}: 1`,
    `${ADDRESS_ANSWERED_HEADER}: answered`,
    `${ADDRESS_ANSWERED_HEADER}:${ADDRESS_ANSWERED_MARK}`,
    `${ADDRESS_ANSWERED_HEADER}: ${ADDRESS_ANSWERED_MARK}`,
    `${ADDRESS_ANSWERED_HEADER}:\t${ADDRESS_ANSWERED_MARK}\t`,
    `${ADDRESS_ANSWERED_HEADER}: \r\n${ADDRESS_ANSWERED_HEADER}:${ADDRESS_ANSWERED_MARK}`,
    `${ADDRESS_ANSWERED_HEADER}: \u00a0${ADDRESS_ANSWERED_MARK.trim()}`,
  ]

  it('never skips the proxy where the production server does not run: Node’s parser, as in `next start`', async () => {
    const handed = await headersHanded(
      (record) => createServer((request, response) => void (record(request.headers), response.end())),
      forgeries,
    )
    expect(handed).toHaveLength(forgeries.length)
    for (const [index, headers] of handed.entries())
      expect(runsProxy('/blog/made-up', headers), forgeries[index]).toBe(true)
  })

  it('is replaced behind the production server by its own mark, which skips the proxy', async () => {
    installAnswer(async () => PLAIN)
    const handed = await headersHanded(
      (record) =>
        createProductionServer(withFront(async (request, response) => void (record(request.headers), response.end()))),
      forgeries,
    )
    expect(handed).toHaveLength(forgeries.length)
    for (const headers of handed) expect(runsProxy('/blog/made-up', headers)).toBe(false)
  })
})
