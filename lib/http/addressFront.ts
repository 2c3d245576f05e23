/**
 * The production server's answer to redirects and unpublished addresses, in front of Next (server.ts).
 *
 * The proxy (proxy.ts) could answer them, but Next running a proxy at all costs a prerendered page about a third of
 * its requests per second (docs/records/address-lookup.md), on every page a redirect might start from. So the server asks
 * the site's answer (lib/site/addressAnswer.ts, installed by instrumentation.ts when Next starts) itself, a map
 * read, and marks the request as answered; the proxy's matcher skips marked requests. A request that did not come
 * through this server (`next dev`, `next start`, Vercel) carries no mark a client could write, and the proxy answers
 * it as before.
 *
 * Relative imports only: Node loads it with its own TypeScript support, outside Next's bundle. The answer is shared
 * through `globalThis`, as the live tables behind it are (lib/revalidate/liveTable.ts).
 */
import type { IncomingMessage, ServerResponse } from 'node:http'
import type { RunningExperiment } from '../experiments/live.ts'

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

/**
 * A redirect to send (`location` keeps the visitor's query string), an internal route to serve instead, the
 * experiments running on the page (which variant to serve depends on the visitor: the proxy decides), or null.
 */
export type AddressAnswer =
  | { redirect: { location: string; status: number } }
  | { rewrite: string }
  | { experiments: readonly RunningExperiment[] }
  | null

export type AnswerAddress = (pathname: string, search: string) => Promise<AddressAnswer>

type Handler = (request: IncomingMessage, response: ServerResponse) => Promise<void>

const ANSWER = Symbol.for('persistly.answerAddress')
const shared = globalThis as { [ANSWER]?: AnswerAddress }

/** Called once when Next starts (instrumentation.ts): from then on the server answers addresses itself. */
export function installAddressAnswer(answer: AnswerAddress) {
  shared[ANSWER] = answer
}

/**
 * Next's client router's cache-busting parameter: never part of a page's query string (Next's proxy does not see it
 * either), but kept on a rewritten RSC request, as Next keeps it.
 */
const RSC_QUERY = '_rsc'

/** `handle` (Next's request handler) behind the address answer. `request.url` is origin-form (productionServer). */
export function withAddressAnswers(handle: Handler): Handler {
  return async (request, response) => {
    delete request.headers[ADDRESS_ANSWERED_HEADER]
    const answerAddress = shared[ANSWER]
    if (!answerAddress) return handle(request, response)
    // Appended to an origin, not resolved against one: a target such as "//x/y" is a path here, where URL resolution
    // would read "x" as a host.
    const url = URL.parse(`http://site${request.url ?? '/'}`)
    if (!url) return handle(request, response)
    const rscQuery = url.searchParams.get(RSC_QUERY)
    url.searchParams.delete(RSC_QUERY)
    const answer = await answerAddress(url.pathname, url.search)
    if (answer && 'redirect' in answer) {
      response.writeHead(answer.redirect.status, { Location: answer.redirect.location, 'Cache-Control': 'no-store' })
      response.end()
      return
    }
    // A page with a running experiment is left unmarked: the proxy chooses the visitor's variant (proxy.ts).
    if (answer && 'experiments' in answer) return handle(request, response)
    if (answer) request.url = rscQuery === null ? answer.rewrite : `${answer.rewrite}?${RSC_QUERY}=${rscQuery}`
    request.headers[ADDRESS_ANSWERED_HEADER] = ADDRESS_ANSWERED_MARK
    return handle(request, response)
  }
}
