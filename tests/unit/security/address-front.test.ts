import type { Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterEach, describe, expect, it, vi } from 'vitest'
import {
  ADDRESS_ANSWERED_HEADER,
  ADDRESS_ANSWERED_MARK,
  installAnswer,
  withFront,
  type AnswerRequest,
} from '@/lib/front/serverDoor'
import { PLAIN, type FrontAnswer } from '@/lib/front/decide'
import { createProductionServer, type RequestHandler } from '@/lib/http/productionServer'

/**
 * The production server applying the site's decision in front of Next (lib/front/serverDoor.ts), with a stand-in for
 * Next's request handler and for the decision: what the visitor gets, and what Next is handed.
 */

const ANSWER = Symbol.for('persistly.answerRequest')
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
  const server = createProductionServer(withFront(next))
  servers.push(server)
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  return (target: string, headers: Record<string, string> = {}) =>
    fetch(origin + target, { headers, redirect: 'manual' })
}

/** The site's decision, as instrumentation.ts installs it, for a table of addresses. */
function answering(answers: Record<string, FrontAnswer>) {
  const answer = vi.fn<AnswerRequest>(async ({ pathname }) => answers[pathname] ?? PLAIN)
  installAnswer(answer)
  return answer
}

/** The path and query string the decision was asked about, call by call. */
const asked = (answer: ReturnType<typeof answering>) =>
  answer.mock.calls.map(([{ pathname, search }]) => [pathname, search])

describe('the production server in front of Next', () => {
  it('sends a published redirect itself, with the status and the location the answer gives; Next never sees it', async () => {
    const answer = answering({ '/old': { kind: 'redirect', location: '/new?utm_source=mail', status: 308 } })
    const response = await (await serve())('/old?utm_source=mail')
    expect([response.status, response.headers.get('location')]).toEqual([308, '/new?utm_source=mail'])
    // With the security headers every page has, and a policy that allows nothing (the answer has no content).
    expect(response.headers.get('strict-transport-security')).toBe('max-age=63072000; includeSubDomains')
    expect(response.headers.get('x-content-type-options')).toBe('nosniff')
    expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin')
    expect(response.headers.get('content-security-policy')).toMatch(/^default-src 'none';.*frame-ancestors 'none'/)
    expect(asked(answer)).toEqual([['/old', '?utm_source=mail']])
    expect(next).not.toHaveBeenCalled()
  })

  it('reads a target that starts with two slashes as a path, never as a host', async () => {
    const answer = answering({})
    const get = await serve()
    for (const target of ['//evil.example/pricing?x=1', '//%00?slug[]=1', '//..%2f..%2f?a=b']) {
      const response = await get(target)
      expect(response.status, target).toBe(200)
    }
    expect(asked(answer).map(([pathname]) => pathname)).toEqual(['//evil.example/pricing', '//%00', '//..%2f..%2f'])
  })

  it('asks without the router’s `_rsc` parameter, which is no part of a page’s query string', async () => {
    const answer = answering({})
    await (
      await serve()
    )('/privacy?_rsc=abc&ref=x', { rsc: '1' })
    expect(asked(answer)).toEqual([['/privacy', '?ref=x']])
  })

  it('hands an unpublished address to Next as the route the answer names, keeping the router’s `_rsc` only', async () => {
    answering({ '/blog/made-up': { kind: 'not-found', route: '/_not-found' } })
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

  it('leaves what depends on the visitor (a page with running experiments) unmarked, for the proxy to apply', async () => {
    answering({
      '/': { ...PLAIN, private: true },
      '/features': { kind: 'variant', route: '/variants/exp~b/features', private: true, cookies: [] },
      '/pricing': { kind: 'refuse', status: 204, private: true },
    })
    const get = await serve()
    for (const path of ['/', '/features', '/pricing'])
      expect(await (await get(path)).json(), path).toEqual({ url: path, answered: null })
  })
})
