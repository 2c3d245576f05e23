/**
 * The Content-Security-Policy report endpoint (lib/security/cspReports.ts): both formats browsers send, every bad
 * input refused with a 4xx (never a 5xx), the limit per client, and the one log line a minute with the count.
 */
import { existsSync, readFileSync } from 'node:fs'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { API_METHODS } from '@/lib/http/apiMethods'
import {
  answerCspReport,
  createCspReportLog,
  CSP_REPORT_LOG_INTERVAL_MS,
  CSP_REPORT_MAX_BATCH,
  CSP_REPORT_MAX_BYTES,
  CSP_REPORT_NETWORK_RATE_LIMITS,
  CSP_REPORT_RATE_LIMIT,
  type CspReportLog,
} from '@/lib/security/cspReports'
import { networkLimiters } from '@/lib/security/networks'
import { createRateLimiter } from '@/lib/security/rateLimit'
import { CSP_REPORT_PATH } from '@/lib/site/routes'

const SITE = 'https://persistly.example'

/** What Chrome sends to `report-to` (the Reporting API, batched). */
const reportingApiBatch = (count = 1, overrides: Record<string, unknown> = {}) =>
  Array.from({ length: count }, () => ({
    type: 'csp-violation',
    age: 12,
    url: `${SITE}/pricing?token=secret`,
    user_agent: 'Mozilla/5.0',
    body: {
      documentURL: `${SITE}/pricing?token=secret`,
      blockedURL: 'inline',
      effectiveDirective: 'script-src-elem',
      originalPolicy: "script-src 'self'",
      disposition: 'enforce',
      sample: 'alert(1)',
      statusCode: 200,
      lineNumber: 3,
      columnNumber: 7,
      ...overrides,
    },
  }))

/** What browsers send to `report-uri`. */
const legacyReport = (overrides: Record<string, unknown> = {}) => ({
  'csp-report': {
    'document-uri': `${SITE}/blog/hello#top`,
    referrer: '',
    'violated-directive': 'img-src',
    'effective-directive': 'img-src',
    'original-policy': "img-src 'self'",
    disposition: 'report',
    'blocked-uri': 'https://tracker.example/pixel.gif?id=123',
    'line-number': 1,
    'status-code': 200,
    ...overrides,
  },
})

const post = (body: BodyInit | null, type: string | null, headers: Record<string, string> = {}) =>
  new Request(`${SITE}${CSP_REPORT_PATH}`, {
    method: 'POST',
    body,
    headers: { ...(type ? { 'content-type': type } : {}), ...headers },
    ...(body instanceof ReadableStream ? { duplex: 'half' } : {}),
  } as RequestInit)

const json = (value: unknown) => JSON.stringify(value)

function setUp(limit: { limit: number; windowMs: number } = CSP_REPORT_RATE_LIMIT) {
  const added: Parameters<CspReportLog['add']>[0][] = []
  const reports: CspReportLog = { add: (violations) => added.push(violations), flush: () => {} }
  const log = { warn: vi.fn(), error: vi.fn() }
  const context = {
    limiter: createRateLimiter(limit),
    networkLimiters: networkLimiters(CSP_REPORT_NETWORK_RATE_LIMITS, (_, rule) => createRateLimiter(rule)),
    clientKey: '203.0.113.5',
    reports,
    log,
  }
  return { added, log, context, answer: (request: Request) => answerCspReport(request, context) }
}

describe('the report route', () => {
  it('is a route of the site at CSP_REPORT_PATH, answering POST', () => {
    expect(CSP_REPORT_PATH).toBe('/api/csp-report')
    const route = `app${CSP_REPORT_PATH}/route.ts`
    expect(existsSync(route)).toBe(true)
    expect(readFileSync(route, 'utf8')).toMatch(/export const POST = answerCspReportRequest/)
    expect(API_METHODS[CSP_REPORT_PATH]).toEqual(['POST'])
  })
})

describe('reports a browser sends', () => {
  it('takes a Reporting API batch (report-to): 204, each csp-violation counted, the page without its query', async () => {
    const { answer, added } = setUp()
    const response = await answer(post(json(reportingApiBatch(3)), 'application/reports+json'))
    expect(response.status).toBe(204)
    expect(await response.text()).toBe('')
    expect(response.headers.get('cache-control')).toBe('no-store')
    expect(added).toEqual([
      Array(3).fill({ directive: 'script-src-elem', blocked: 'inline', page: '/pricing', disposition: 'enforce' }),
    ])
  })

  it('takes a report-uri body (application/csp-report, or application/json): the blocked address as its origin', async () => {
    const { answer, added } = setUp()
    for (const type of ['application/csp-report', 'application/json; charset=utf-8']) {
      const response = await answer(post(json(legacyReport()), type))
      expect(response.status, type).toBe(204)
    }
    expect(added).toEqual([
      [{ directive: 'img-src', blocked: 'https://tracker.example', page: '/blog/hello', disposition: 'report' }],
      [{ directive: 'img-src', blocked: 'https://tracker.example', page: '/blog/hello', disposition: 'report' }],
    ])
    // Older browsers send only violated-directive, with the policy's sources after it.
    await answer(
      post(
        json(legacyReport({ 'effective-directive': undefined, 'violated-directive': "style-src 'self'" })),
        'application/csp-report',
      ),
    )
    expect(added.at(-1)?.[0].directive).toBe('style-src')
  })

  it('leaves aside other kinds of reports in a batch (deprecations, interventions): 204, nothing counted', async () => {
    const { answer, added } = setUp()
    const batch = [{ type: 'deprecation', url: `${SITE}/`, body: { id: 'x', message: 'old API' } }]
    expect((await answer(post(json(batch), 'application/reports+json'))).status).toBe(204)
    expect(added).toEqual([[]])
  })
})

describe('bad input: a 4xx, nothing counted', () => {
  const cases: [string, () => Request, number][] = [
    ['no content type', () => post(json(legacyReport()), null), 415],
    ['another content type', () => post(json(legacyReport()), 'text/plain'), 415],
    ['a form', () => post('csp-report=x', 'application/x-www-form-urlencoded'), 415],
    ['no body', () => post(null, 'application/csp-report'), 400],
    ['not JSON', () => post('{"csp-report": ', 'application/csp-report'), 400],
    ['JSON of another shape (report-uri)', () => post(json({ report: {} }), 'application/csp-report'), 400],
    ['an array to report-uri', () => post(json([legacyReport()]), 'application/csp-report'), 400],
    ['fields of the wrong type', () => post(json(legacyReport({ 'line-number': 'x' })), 'application/csp-report'), 400],
    ['an object to report-to', () => post(json(legacyReport()), 'application/reports+json'), 400],
    ['a batch holding a non-report', () => post(json([...reportingApiBatch(1), 42]), 'application/reports+json'), 400],
    ['a report without a type', () => post(json([{ body: {} }]), 'application/reports+json'), 400],
    [
      'a csp-violation with a malformed body',
      () => post(json(reportingApiBatch(1, { lineNumber: -1 })), 'application/reports+json'),
      400,
    ],
    [
      'a batch larger than a browser sends',
      () =>
        post(
          json(reportingApiBatch(CSP_REPORT_MAX_BATCH + 1).map(({ type }) => ({ type }))),
          'application/reports+json',
        ),
      400,
    ],
    [
      'a body over the cap, stated',
      () => post('x', 'application/csp-report', { 'content-length': String(CSP_REPORT_MAX_BYTES + 1) }),
      413,
    ],
    ['a body over the cap, sent', () => post(' '.repeat(CSP_REPORT_MAX_BYTES + 1), 'application/csp-report'), 413],
  ]
  for (const [what, request, status] of cases)
    it(`${what}: ${status}`, async () => {
      const { answer, added } = setUp()
      const response = await answer(request())
      expect(response.status).toBe(status)
      expect(await response.json()).toEqual({ error: expect.any(String) })
      expect(added).toEqual([])
    })

  it('a chunked body over the cap is read no further than the cap', async () => {
    const { answer } = setUp()
    let pulled = 0
    const chunk = new Uint8Array(16 * 1024).fill(32)
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulled += chunk.byteLength
        controller.enqueue(chunk)
      },
    })
    expect((await answer(post(body, 'application/reports+json'))).status).toBe(413)
    expect(pulled).toBeLessThanOrEqual(CSP_REPORT_MAX_BYTES + 2 * chunk.byteLength)
  })

  it('a body that breaks off while it streams: 204, logged once a minute, nothing counted', async () => {
    const { answer, added, log } = setUp()
    const broken = () =>
      post(
        new ReadableStream({
          start(controller) {
            controller.error(new Error('connection reset'))
          },
        }),
        'application/csp-report',
      )
    expect((await answer(broken())).status).toBe(204)
    expect((await answer(broken())).status).toBe(204)
    expect(added).toEqual([])
    expect(log.error.mock.calls.length).toBeLessThanOrEqual(1)
  })
})

describe('a flood', () => {
  it('past the limit per client: 429 with Retry-After, the body unread, one warning a minute', async () => {
    const { answer, added, log } = setUp({ limit: 3, windowMs: 60_000 })
    const statuses = []
    for (let attempt = 0; attempt < 10; attempt++)
      statuses.push((await answer(post(json(legacyReport()), 'application/csp-report'))).status)
    expect(statuses).toEqual([204, 204, 204, 429, 429, 429, 429, 429, 429, 429])
    expect(added).toHaveLength(3)
    const refused = await answer(post(json(legacyReport()), 'application/csp-report'))
    expect(refused.headers.get('retry-after')).toBe('60')
    expect(refused.bodyUsed).toBe(false)
    expect(log.warn.mock.calls.length).toBeLessThanOrEqual(1)
  })

  it('from many /64s of one IPv6 /56: refused past the network’s allowance', async () => {
    const { context, added } = setUp()
    const statuses = []
    for (let host = 0; host < CSP_REPORT_NETWORK_RATE_LIMITS[56].limit + 5; host++) {
      const request = post(json(legacyReport()), 'application/csp-report')
      statuses.push(
        (await answerCspReport(request, { ...context, clientKey: `2001:db8:1:${host.toString(16)}::/64` })).status,
      )
    }
    expect(statuses.filter((status) => status === 204)).toHaveLength(CSP_REPORT_NETWORK_RATE_LIMITS[56].limit)
    expect(statuses.slice(-5)).toEqual([429, 429, 429, 429, 429])
    expect(added).toHaveLength(CSP_REPORT_NETWORK_RATE_LIMITS[56].limit)
  })

  it('a 204, never a 5xx, when the limit cannot be counted', async () => {
    const { context } = setUp()
    const failing = { take: () => Promise.reject(new Error('bug')), retryAfterMs: () => 0 }
    const response = await answerCspReport(post(json(legacyReport()), 'application/csp-report'), {
      ...context,
      limiter: failing,
    })
    expect(response.status).toBe(204)
  })
})

describe('the log: one line a minute, with the count', () => {
  afterEach(() => vi.useRealTimers())

  it('writes nothing per report, then one line a minute after the first, counting each kind', () => {
    vi.useFakeTimers()
    const log = { warn: vi.fn() }
    const reports = createCspReportLog({ log })
    const inline = { directive: 'script-src-elem', blocked: 'inline', page: '/pricing', disposition: 'enforce' }
    const image = { directive: 'img-src', blocked: 'https://tracker.example', page: '/', disposition: 'report' }
    for (let index = 0; index < 500; index++) reports.add([inline])
    reports.add([image, image])
    expect(log.warn).not.toHaveBeenCalled()
    vi.advanceTimersByTime(CSP_REPORT_LOG_INTERVAL_MS - 1)
    expect(log.warn).not.toHaveBeenCalled()
    vi.advanceTimersByTime(1)
    expect(log.warn.mock.calls).toEqual([
      [
        '[csp] 502 violation reports in the last minute: "script-src-elem" blocked "inline" on "/pricing" ×500; report-only "img-src" blocked "https://tracker.example" on "/" ×2.',
      ],
    ])
    // A quiet minute writes nothing; the next report starts the next minute.
    vi.advanceTimersByTime(5 * CSP_REPORT_LOG_INTERVAL_MS)
    expect(log.warn).toHaveBeenCalledTimes(1)
    reports.add([image])
    vi.advanceTimersByTime(CSP_REPORT_LOG_INTERVAL_MS)
    expect(log.warn.mock.calls[1][0]).toBe(
      '[csp] 1 violation report in the last minute: report-only "img-src" blocked "https://tracker.example" on "/" ×1.',
    )
  })

  it('stays one bounded line whatever the reports say: values quoted and cut, distinct kinds counted past ten', () => {
    vi.useFakeTimers()
    const log = { warn: vi.fn() }
    const reports = createCspReportLog({ log })
    for (let index = 0; index < 1_000; index++)
      reports.add([
        { directive: `d${index}\n`, blocked: 'x'.repeat(5_000), page: `/p${index}`, disposition: 'enforce' },
      ])
    vi.advanceTimersByTime(CSP_REPORT_LOG_INTERVAL_MS)
    expect(log.warn).toHaveBeenCalledTimes(1)
    const line: string = log.warn.mock.calls[0][0]
    expect(line).not.toContain('\n')
    expect(line).toMatch(/^\[csp\] 1000 violation reports in the last minute: .*; 990 more of other kinds\.$/)
    expect(line.length).toBeLessThan(10 * 400)
  })

  it('counts the reports the route takes, through the route', async () => {
    vi.useFakeTimers()
    const log = { warn: vi.fn() }
    const { context } = setUp()
    const reports = createCspReportLog({ log })
    await answerCspReport(post(json(reportingApiBatch(4)), 'application/reports+json'), { ...context, reports })
    await answerCspReport(post(json(legacyReport()), 'application/csp-report'), { ...context, reports })
    await answerCspReport(post('nonsense', 'application/csp-report'), { ...context, reports })
    vi.advanceTimersByTime(CSP_REPORT_LOG_INTERVAL_MS)
    expect(log.warn).toHaveBeenCalledTimes(1)
    expect(log.warn.mock.calls[0][0]).toMatch(/^\[csp\] 5 violation reports in the last minute: /)
    expect(log.warn.mock.calls[0][0]).not.toContain('secret')
  })
})
