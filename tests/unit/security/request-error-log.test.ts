import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { logRequestError } from '@/lib/log/requestError'
import { THROTTLE_INTERVAL_MS } from '@/lib/log/throttled'

const page = { routePath: '/(site)/testimonials/page', routeType: 'render' } as const
const get = (path: string) => ({ method: 'GET', path })

/** A render's failure as Next reports it: the error, with the digest the visitor's error page shows. */
const failure = (digest: string, message = 'Content Lake answered 500') => Object.assign(new Error(message), { digest })

/** The entries written, each as one text: the message, then the details (the stack) on the lines after it. */
function recorder() {
  const lines: string[] = []
  return { lines, error: (...parts: unknown[]) => lines.push(parts.join('\n')) }
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] })
  vi.setSystemTime(0)
})
afterEach(() => vi.useRealTimers())

describe('a request’s failure in the server log', () => {
  it('is one entry naming the request, the route, the digest and the stack', () => {
    const log = recorder()
    const error = failure('2292694040')
    logRequestError(error, get('/testimonials'), page, log)
    expect(log.lines).toHaveLength(1)
    expect(log.lines[0]).toMatch(
      /^\[error\] GET "\/testimonials" failed \(render \/\(site\)\/testimonials\/page, digest 2292694040\)\nError: Content Lake answered 500\n\s+at /,
    )
  })

  it('is written once though Next reports the same failure twice', () => {
    const log = recorder()
    const error = failure('1000000001')
    logRequestError(error, get('/testimonials'), page, log)
    logRequestError(error, get('/testimonials'), { ...page, routeType: 'render' }, log)
    expect(log.lines).toHaveLength(1)
  })

  it('keeps an address a client chose on one line', () => {
    const log = recorder()
    logRequestError(failure('1000000002'), get('/x\n[error] forged'), page, log)
    expect(log.lines[0].split('\n')[0]).toContain('"/x\\n[error] forged"')
  })

  it('repeated alike (an outage fails every render the same way) is written once a minute, with the count', () => {
    const log = recorder()
    for (let second = 0; second < 10; second++) {
      vi.setSystemTime(second * 1000)
      logRequestError(failure('1000000003'), get(`/page-${second}`), page, log)
    }
    logRequestError(failure('1000000004'), get('/other'), page, log)
    vi.setSystemTime(THROTTLE_INTERVAL_MS + 1)
    logRequestError(failure('1000000003'), get('/later'), page, log)
    expect(log.lines.map((line) => line.split(' failed')[0])).toEqual([
      '[error] GET "/page-0"',
      '[error] GET "/other"',
      '[error] GET "/later"',
    ])
    expect(log.lines[2].split('\n')[0]).toMatch(/\(and 9 more like it in the last minute\)$/)
  })

  it('of a route handler, without a digest, names its message', () => {
    const log = recorder()
    logRequestError(
      new Error('Stripe is down'),
      { method: 'POST', path: '/api/checkout' },
      {
        routePath: '/api/checkout/route',
        routeType: 'route',
      },
      log,
    )
    expect(log.lines[0]).toMatch(
      /^\[error\] POST "\/api\/checkout" failed \(route \/api\/checkout\/route\)\nError: Stripe is down/,
    )
  })
})
