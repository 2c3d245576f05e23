import type { Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterEach, describe, expect, it, vi } from 'vitest'
import {
  ADDRESS_ANSWERED_HEADER,
  ADDRESS_ANSWERED_MARK,
  installAddressAnswer,
  withAddressAnswers,
  type AddressAnswer,
  type AnswerAddress,
} from '@/lib/http/addressFront'
import { createProductionServer, type RequestHandler } from '@/lib/http/productionServer'

/**
 * The production server answering addresses in front of Next (lib/http/addressFront.ts), with a stand-in for Next's
 * request handler and for the site's answer: what the visitor gets, and what Next is handed.
 */

const ANSWER = Symbol.for('persistly.answerAddress')
const servers: Server[] = []
afterEach(() => {
  delete (globalThis as { [ANSWER]?: unknown })[ANSWER]
  next.mockClear()
  for (const server of servers.splice(0)) {
    server.closeAllConnections()
    server.close()
  }
})

/** A stand-in for Next that answers 200 with the target it was handed and whether the address was answered. */
const next = vi.fn<RequestHandler>(async (request, response) => {
  response.end(JSON.stringify({ url: request.url, answered: request.headers[ADDRESS_ANSWERED_HEADER] ?? null }))
})

async function serve() {
  const server = createProductionServer(withAddressAnswers(next))
  servers.push(server)
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  return (target: string, headers: Record<string, string> = {}) =>
    fetch(origin + target, { headers, redirect: 'manual' })
}

/** The site's answer, as instrumentation.ts installs it, for a table of addresses. */
function answering(answers: Record<string, AddressAnswer>) {
  const answer = vi.fn<AnswerAddress>(async (pathname) => answers[pathname] ?? null)
  installAddressAnswer(answer)
  return answer
}

describe('the production server in front of Next', () => {
  it('sends a published redirect itself, with the status and the location the answer gives; Next never sees it', async () => {
    const answer = answering({ '/old': { redirect: { location: '/new?utm_source=mail', status: 308 } } })
    const response = await (await serve())('/old?utm_source=mail')
    expect([response.status, response.headers.get('location')]).toEqual([308, '/new?utm_source=mail'])
    expect(answer).toHaveBeenCalledWith('/old', '?utm_source=mail')
    expect(next).not.toHaveBeenCalled()
  })

  it('reads a target that starts with two slashes as a path, never as a host', async () => {
    const answer = answering({})
    const get = await serve()
    for (const target of ['//evil.example/pricing?x=1', '//%00?slug[]=1', '//..%2f..%2f?a=b']) {
      const response = await get(target)
      expect(response.status, target).toBe(200)
    }
    expect(answer.mock.calls.map(([pathname]) => pathname)).toEqual(['//evil.example/pricing', '//%00', '//..%2f..%2f'])
  })

  it('asks without the router’s `_rsc` parameter, which is no part of a page’s query string', async () => {
    const answer = answering({})
    await (
      await serve()
    )('/privacy?_rsc=abc&ref=x', { rsc: '1' })
    expect(answer).toHaveBeenCalledWith('/privacy', '?ref=x')
  })

  it('hands an unpublished address to Next as the route the answer names, keeping the router’s `_rsc` only', async () => {
    answering({ '/blog/made-up': { rewrite: '/_not-found' } })
    const get = await serve()
    expect(await (await get('/blog/made-up?x=1')).json()).toEqual({
      url: '/_not-found',
      answered: ADDRESS_ANSWERED_MARK,
    })
    expect(await (await get('/blog/made-up?_rsc=abc', { rsc: '1' })).json()).toEqual({
      url: '/_not-found?_rsc=abc',
      answered: ADDRESS_ANSWERED_MARK,
    })
  })

  it('hands every other address on unchanged, marked as answered: the proxy does not run for it', async () => {
    answering({})
    const response = await (await serve())('/privacy?ref=x')
    expect(await response.json()).toEqual({ url: '/privacy?ref=x', answered: ADDRESS_ANSWERED_MARK })
  })

  it('never lets a client set the mark: before the answer is installed, requests reach Next unmarked', async () => {
    const get = await serve()
    expect(await (await get('/old', { [ADDRESS_ANSWERED_HEADER]: '1' })).json()).toEqual({
      url: '/old',
      answered: null,
    })
  })

  it('replaces the mark a client sent with its own, once it has answered', async () => {
    const answer = answering({})
    const response = await (await serve())('/privacy', { [ADDRESS_ANSWERED_HEADER]: 'forged' })
    expect(await response.json()).toEqual({ url: '/privacy', answered: ADDRESS_ANSWERED_MARK })
    expect(answer).toHaveBeenCalledOnce()
  })
})
