/**
 * The production server's door (server.ts): the decision (./decide.ts, installed by instrumentation.ts when Next
 * starts) asked in front of Next, which then need not run its proxy for the request: running it at all costs a
 * prerendered page about a third of its requests per second (docs/records/address-lookup.md). This door sends
 * redirects itself, hands the not-found route to Next, and marks the request as decided; the proxy's matcher skips
 * marked requests. What depends on the visitor's cookies (a page with running experiments) or on Clerk is left to
 * the proxy, which asks the same decision. A request that did not come through this server (`next dev`, Vercel)
 * carries no mark a client could write, and the proxy decides it.
 *
 * Relative imports only: Node loads it with its own TypeScript support, outside Next's bundle. The decision is shared
 * through `globalThis`, as the live tables behind it are (lib/revalidate/liveTable.ts).
 */
import type { IncomingMessage, ServerResponse } from 'node:http'
import { OWN_ANSWER_HEADERS } from '../security/ownAnswerHeaders.ts'
import type { FrontAnswer, FrontRequest } from './decide.ts'

/**
 * The mark: the request's address was answered by this server. Set only here, after any value a client sent under
 * this name is removed. (proxy.ts's matcher names the header and the value literally.)
 */
export const ADDRESS_ANSWERED_HEADER = 'x-address-answered'

/**
 * The mark's value, which no client can send: it begins with a space, and HTTP hands no field value on with whitespace
 * around it (HTTP/1.1 parsing strips it, RFC 9110 §5.5; HTTP/2 and 3 refuse it, RFC 9113 §8.2.1, RFC 9114 §4.2). So
 * where this server does not run (Vercel, a standalone server.js, `next start`) a client writing the header itself
 * never matches it, and the proxy answers that request as any other: a forged mark cannot skip the redirects or the
 * not-found answer for made-up addresses, which would have every made-up address rendered and cached.
 */
export const ADDRESS_ANSWERED_MARK = ' answered'

export type AnswerRequest = (request: FrontRequest) => Promise<FrontAnswer>

type Handler = (request: IncomingMessage, response: ServerResponse) => Promise<void>

const ANSWER = Symbol.for('persistly.answerRequest')
const shared = globalThis as { [ANSWER]?: AnswerRequest }

/** Called once when Next starts (instrumentation.ts): from then on the server asks the decision itself. */
export function installAnswer(answer: AnswerRequest) {
  shared[ANSWER] = answer
}

/**
 * Next's client router's cache-busting parameter: never part of a page's query string (Next's proxy does not see it
 * either), but kept on a rewritten RSC request, as Next keeps it.
 */
const RSC_QUERY = '_rsc'

/** A request as the decision reads it. The experiments' parts are the proxy's to apply, so no visitor id is drawn. */
function frontRequest(request: IncomingMessage, url: URL): FrontRequest {
  const header = (name: string) => {
    const value = request.headers[name.toLowerCase()]
    return value === undefined ? null : Array.isArray(value) ? value.join(', ') : value
  }
  const cookies = new Map(
    (header('cookie') ?? '').split(/;\s*/).map((pair) => [pair.split('=', 1)[0], pair.slice(pair.indexOf('=') + 1)]),
  )
  return {
    method: request.method ?? 'GET',
    pathname: url.pathname,
    search: url.search,
    secure: false,
    header,
    cookie: (name) => cookies.get(name),
    newVisitorId: () => '',
  }
}

/** `handle` (Next's request handler) behind the decision. `request.url` is origin-form (productionServer). */
export function withFront(handle: Handler): Handler {
  return async (request, response) => {
    delete request.headers[ADDRESS_ANSWERED_HEADER]
    const answerRequest = shared[ANSWER]
    if (!answerRequest) return handle(request, response)
    // Appended to an origin, not resolved against one: a target such as "//x/y" is a path here, where URL resolution
    // would read "x" as a host.
    const url = URL.parse(`http://site${request.url ?? '/'}`)
    if (!url) return handle(request, response)
    const rscQuery = url.searchParams.get(RSC_QUERY)
    url.searchParams.delete(RSC_QUERY)
    const answer = await answerRequest(frontRequest(request, url))
    if (answer.kind === 'redirect') {
      // With the site's security headers, as every page has them (its own answer runs and shows nothing).
      response.writeHead(answer.status, {
        ...OWN_ANSWER_HEADERS,
        Location: answer.location,
        'Cache-Control': 'no-store',
      })
      response.end()
      return
    }
    // What depends on the visitor (a page with running experiments) is left unmarked: the proxy applies it.
    if ('private' in answer && answer.private) return handle(request, response)
    if (answer.kind === 'not-found')
      request.url = rscQuery === null ? answer.route : `${answer.route}?${RSC_QUERY}=${rscQuery}`
    request.headers[ADDRESS_ANSWERED_HEADER] = ADDRESS_ANSWERED_MARK
    return handle(request, response)
  }
}
