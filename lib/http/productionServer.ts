/**
 * The production server's HTTP layer (server.ts): Node's HTTP server in front of Next's request handler. It
 * records each connection's address (lib/security/connectionAddress.ts), answers malformed request targets with
 * 400 and bodies longer than the site takes with 413 itself (lib/http/requestTarget.ts), contains any failure of the handler to the one response, bounds how
 * long a client may take to send a request, and on SIGTERM stops accepting and lets requests in flight finish.
 * Relative imports only: Node loads it with its own TypeScript support, outside Next's bundle.
 */
import { createServer, STATUS_CODES, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import { logValue } from '../log/requestValue.ts'
import { logThrottled } from '../log/throttled.ts'
import { CONNECTION_ADDRESS_HEADER, recordConnectionAddresses } from '../security/connectionAddress.ts'
import { OWN_ANSWER_HEADERS } from '../security/ownAnswerHeaders.ts'
import { REQUEST_BODY_MAX_BYTES } from './requestBodyMax.ts'
import { parseRequestTarget, type RequestTarget } from './requestTarget.ts'

export type RequestHandler = (request: IncomingMessage, response: ServerResponse) => Promise<void>

export type ServerTimeouts = {
  /** Time to receive a request's headers (slow-header clients). */
  headersMs: number
  /** Time to receive a whole request, body included (slow-body clients). */
  requestMs: number
  /** How long an idle keep-alive connection stays open. */
  keepAliveMs: number
  /** How often Node looks for requests past the first two limits. */
  checkIntervalMs: number
}

/**
 * Stated rather than left to Node's defaults (60 s for headers, 5 minutes for a request): nothing the site receives
 * takes more than a few seconds to send (the largest body it accepts is 1 MB), and every connection held open by a
 * client that trickles bytes is one a visitor cannot have.
 */
export const SERVER_TIMEOUTS: ServerTimeouts = {
  headersMs: 10_000,
  requestMs: 30_000,
  keepAliveMs: 5_000,
  checkIntervalMs: 1_000,
}

/** On SIGTERM, requests in flight get this long to finish before their connections are closed. */
export const SHUTDOWN_GRACE_MS = 10_000

/**
 * A method the Fetch API refuses to represent (`new Request` throws on it), so Next's proxy cannot take it (CONNECT and
 * TRACK never get this far: Node's parser refuses them). The site has no use for it either.
 */
const UNREPRESENTABLE_METHODS = new Set(['TRACE'])

/** The request header with which Next's client router asks for a page's RSC payload instead of its HTML. */
const RSC_HEADER = 'rsc'

/** A plain page for the errors this layer answers itself (Next's pages never see these requests). */
function plainError(response: ServerResponse, status: Refusal | 500) {
  const text = `${status} ${STATUS_CODES[status]}`
  response.writeHead(status, {
    ...OWN_ANSWER_HEADERS,
    ...(status === 405 ? { Allow: 'GET, HEAD, POST, OPTIONS' } : {}),
    'Content-Type': 'text/html; charset=utf-8',
    'Cache-Control': 'no-store',
  })
  response.end(`<!doctype html><html lang="en"><meta charset="utf-8"><title>${text}</title><h1>${text}</h1></html>\n`)
}

type Refusal = 400 | 405 | 413

/** The status this layer answers a request with itself, or null to hand it to Next. */
function refusalOf(request: IncomingMessage, target: RequestTarget | null): Refusal | null {
  if (!target) return 400
  if (UNREPRESENTABLE_METHODS.has(request.method ?? '')) return 405
  // Next copies a body for its proxy and waits for all of it before answering, whatever the route then refuses.
  if (Number(request.headers['content-length']) > REQUEST_BODY_MAX_BYTES) return 413
  // Upgrades (WebSocket) are GETs. With any other method Node's parser leaves the body unread, and a handler waiting
  // for it would hold the connection until the request timeout.
  if (request.headers.upgrade !== undefined && request.method !== 'GET') return 400
  // Next's client sends its router header with GETs only (server actions go without it); Next answers a POST
  // carrying it to a page that is not found with a 500 ("Expected RSC response").
  if (request.headers[RSC_HEADER] !== undefined && request.method !== 'GET' && request.method !== 'HEAD') return 400
  return null
}

export function createProductionServer(
  handle: RequestHandler,
  { timeouts = SERVER_TIMEOUTS, log = console }: { timeouts?: ServerTimeouts; log?: Pick<Console, 'error'> } = {},
): Server {
  recordConnectionAddresses()
  const server = createServer(
    {
      headersTimeout: timeouts.headersMs,
      requestTimeout: timeouts.requestMs,
      keepAliveTimeout: timeouts.keepAliveMs,
      connectionsCheckingInterval: timeouts.checkIntervalMs,
      // The site serves no WebSockets: a request asking to upgrade is answered as the plain request it also is.
      shouldUpgradeCallback: () => false,
    },
    (request, response) => {
      // While shutting down (closeGracefully), each connection closes once its request is answered.
      if (!server.listening) response.shouldKeepAlive = false
      response.once('finish', () => {
        if (!server.listening) server.closeIdleConnections()
      })
      const parsed = parseRequestTarget(request.url ?? '')
      const refusal = refusalOf(request, parsed)
      if (refusal || !parsed) return plainError(response, refusal ?? 400)
      request.url = parsed.target
      if (parsed.host) request.headers.host = parsed.host
      request.headers[CONNECTION_ADDRESS_HEADER] = request.socket.remoteAddress ?? ''
      handle(request, response).catch((error: unknown) => {
        // The client went away or ran out of time (408): nothing to answer, and nothing broken.
        if (request.socket.destroyed) return
        // A bug in a layer below, contained to this one response: the process and every other request carry on. A
        // client that found such a request can send it again and again: logged once a minute.
        logThrottled(
          log,
          'error',
          'server-failed',
          `[server] ${request.method} ${logValue(parsed.target)} failed:`,
          error,
        )
        if (response.headersSent) response.destroy()
        else plainError(response, 500)
      })
    },
  )
  return server
}

/**
 * Stops accepting connections, closes idle ones, lets requests in flight finish (their connections close once
 * answered), and after `graceMs` closes whatever is left. Resolves once every connection is closed.
 */
export function closeGracefully(server: Server, graceMs = SHUTDOWN_GRACE_MS): Promise<void> {
  const closed = new Promise<void>((resolve) => server.close(() => resolve()))
  server.closeIdleConnections()
  const deadline = setTimeout(() => server.closeAllConnections(), graceMs)
  return closed.finally(() => clearTimeout(deadline))
}
