import { readFileSync, writeFileSync } from 'node:fs'
import { expect, test } from '@playwright/test'
import { PUBLIC_PATHS } from '../../support/sitePages'
import { seededRandom } from '@/lib/random/seededRandom'
import { CONFIGURED, readTestServerLog, readTestServerPid } from '../../support/clerkSessions'
import { MESSAGES } from '../contactHelpers'
import { hostileImageRequests } from '../../support/hostileImageRequests'
import { rawHostileRequests, sendRaw, type RawRequest } from '../../support/rawHostileRequests'

/**
 * Bad input gets a 4xx, never a 5xx: generated hostile requests over every route of the production server
 * (pages, the Studio, sign-in, API routes, generated images, unknown paths), with odd methods, queries,
 * headers Next interprets (server actions, RSC, router state) and malformed bodies. Seeded, so a failure
 * names a request that reproduces.
 */

const ROUTES = [
  ...PUBLIC_PATHS,
  '/studio',
  '/studio/structure',
  '/auth',
  '/payment-success',
  '/account',
  '/api/checkout',
  '/api/billing-portal',
  '/api/sign-out',
  '/api/revalidate',
  '/api/webhooks/stripe',
  '/api/draft-mode/enable',
  '/api/draft-mode/disable',
  '/og/pricing',
  '/robots.txt',
  '/sitemap.xml',
  '/no-such-page',
  '/blog/no-such-post',
  '/_next/static/no-such-chunk.js',
]

const METHODS = ['GET', 'HEAD', 'POST', 'POST', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']

const QUERIES = [
  '',
  '?_rsc=1',
  '?__nextDataReq=1',
  '?redirect_url=%2F%2Fevil.example',
  '?session_id=cs_test_%00',
  '?a=%E0%A4%A',
  `?q=${'x'.repeat(4000)}`,
  '?%%%=%%%',
  '?slug[]=1&slug[]=2',
]

const CONTENT_TYPES = [
  'multipart/form-data; boundary=x',
  'multipart/form-data',
  'multipart/form-data; boundary=',
  'application/x-www-form-urlencoded',
  'application/json',
  'text/plain;charset=UTF-8',
  'text/x-component',
  'application/octet-stream',
  '*/*; ;;',
]

const BODIES: (string | Buffer)[] = [
  'not multipart',
  '--x\r\nContent-Disposition: form-data; name="$ACTION_ID_abc"\r\n\r\n\r\n--x--\r\n',
  '--x\r\nContent-Disposition: form-data; name="1_$ACTION_REF_1"\r\n\r\n\r\n--x\r\nContent-Disposition: form-data; name="1_$ACTION_KEY"\r\n\r\nk\r\n--x--\r\n',
  '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\nunterminated',
  '{"_type": "pricingPlan", "_id": ',
  '["$F1", {"id": "x", "bound": null}]',
  '0=%E0%A4%A&1=$ACTION_ID_x',
  '',
  Buffer.from(Array.from({ length: 2048 }, (_, i) => (i * 7919) % 256)),
  'x'.repeat(200_000),
]

const EXTRA_HEADERS: Record<string, string>[] = [
  {},
  { 'next-action': 'abc' },
  { 'next-action': '7f' + '0'.repeat(40) },
  { rsc: '1' },
  { rsc: '1', 'next-router-state-tree': '%7B%22not%22%3A%22a%20tree' },
  { rsc: '1', 'next-router-prefetch': '1', 'next-router-segment-prefetch': '/_tree' },
  { 'x-forwarded-for': 'not an ip, ::ffff:zz', 'x-real-ip': '<script>' },
  { accept: 'text/html;q=x, */*;q=', 'accept-encoding': 'br;q=2, gzip;q=-1' },
  { cookie: '__session=garbage; __client_uat=-1; __clerk_db_jwt=%%%' },
  { 'stripe-signature': 't=1,v1=abc', 'sanity-webhook-signature': 't=x,v1=' },
  { range: 'bytes=9999999-1' },
  { 'if-none-match': '"' + 'x'.repeat(300) },
]

type HostileRequest = { method: string; url: string; headers: Record<string, string>; body?: string | Buffer }

function hostileRequests(count: number, seed = 4242): HostileRequest[] {
  const next = seededRandom(seed)
  const pick = <T>(list: T[]) => list[Math.floor(next() * list.length)]
  return Array.from({ length: count }, () => {
    const method = pick(METHODS)
    const withBody = method !== 'GET' && method !== 'HEAD' && method !== 'OPTIONS'
    const headers: Record<string, string> = { ...pick(EXTRA_HEADERS) }
    if (withBody) headers['content-type'] = pick(CONTENT_TYPES)
    return { method, url: pick(ROUTES) + pick(QUERIES), headers, body: withBody ? pick(BODIES) : undefined }
  })
}

test('1,200 generated hostile requests over every route: no 5xx, and the server keeps serving', async ({ request }) => {
  test.setTimeout(240_000)
  const requests = hostileRequests(1200)
  const statuses = new Map<number, number>()
  const serverErrors: string[] = []
  for (let i = 0; i < requests.length; i += 12) {
    await Promise.all(
      requests.slice(i, i + 12).map(async ({ method, url, headers, body }) => {
        const response = await request.fetch(url, { method, headers, data: body, maxRedirects: 0, timeout: 20_000 })
        const status = response.status()
        statuses.set(status, (statuses.get(status) ?? 0) + 1)
        if (status >= 500) serverErrors.push(`${method} ${url.slice(0, 80)} ${JSON.stringify(headers)} → ${status}`)
      }),
    )
  }
  const counts = [...statuses].sort(([a], [b]) => a - b).map(([status, n]) => `${status}×${n}`)
  console.log(`hostile requests: ${requests.length}; statuses ${counts.join(', ')}`)
  expect(serverErrors).toEqual([])
  expect((await request.get('/')).status()).toBe(200)
})

test('2,000 raw-socket requests fetch cannot send, over every route: no 5xx, and the server keeps answering', async ({
  request,
}, testInfo) => {
  test.setTimeout(120_000)
  const origin = new URL(testInfo.project.use.baseURL ?? '').origin
  const port = Number(new URL(origin).port)
  const requests = rawHostileRequests([...ROUTES, '/studio/made-up/path'], 2000, origin)
  const outcomes = new Map<string, number>()
  const serverErrors: string[] = []
  const unanswered: string[] = []
  const started = Date.now()
  let nextIndex = 0
  // Eight clients at a time, each taking the next request when its last one is answered: quick, and gentle on the
  // specs that share the server.
  await Promise.all(
    Array.from({ length: 8 }, async () => {
      while (nextIndex < requests.length) {
        const index = nextIndex++
        const request = requests[index]
        const outcome = await sendRaw(port, request)
        const label = outcome.status === null ? outcome.ended : String(outcome.status)
        outcomes.set(label, (outcomes.get(label) ?? 0) + 1)
        const named = `#${index} ${JSON.stringify(request.head.slice(0, 160))} → ${label}`
        if (outcome.status !== null && outcome.status >= 500) serverErrors.push(named)
        if (outcome.status === null && request.expectsAnswer) unanswered.push(named)
      }
    }),
  )
  const seconds = ((Date.now() - started) / 1000).toFixed(1)
  const byStatus = [...outcomes].sort(([a], [b]) => a.localeCompare(b)).map(([label, n]) => `${label}×${n}`)
  testInfo.annotations.push({ type: 'raw requests by status', description: `${byStatus.join(', ')} (${seconds} s)` })
  console.log(`raw hostile requests: ${requests.length} in ${seconds} s; ${byStatus.join(', ')}`)
  expect(serverErrors).toEqual([])
  expect(unanswered).toEqual([])
  expect((await request.get('/')).status()).toBe(200)
})

/**
 * What one image request may cost the server, measured around each request: its time, and how far the server's
 * peak resident memory rises above what it held before. The route now answers the worst of them within 1.5 s and
 * 80 MB on a busy machine; before its limits, the costliest requests took up to 148 s and 3.2 GB
 * (docs/records/images.md).
 */
const IMAGE_TIME_BUDGET_MS = 5_000
const IMAGE_MEMORY_BUDGET_MB = 250

/** The server's resident memory now and its peak since the last resetPeak, in MB (Linux's /proc). */
function memoryOf(pid: number): { rss: number; peak: number } {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8')
  const megabytes = (field: string) => Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)![1]) / 1024
  return { rss: megabytes('VmRSS'), peak: megabytes('VmHWM') }
}

/** Starts a new peak: Linux sets a process's VmHWM back to its current RSS when 5 is written to its clear_refs. */
const resetPeak = (pid: number) => writeFileSync(`/proc/${pid}/clear_refs`, '5')

test('generated image requests (size tricks, every parameter, every format): each within a time and memory budget', async ({
  request,
}, testInfo) => {
  test.setTimeout(300_000)
  const pid = readTestServerPid(CONFIGURED)
  const statuses = new Map<number, number>()
  const failures: string[] = []
  let slowest = 0
  let largestRise = 0
  // One at a time, so that each request's time and memory are its own.
  for (const { path, accept } of hostileImageRequests(90)) {
    resetPeak(pid)
    const before = memoryOf(pid).rss
    const started = performance.now()
    const response = await request.get(`/images/seed/production/${path}`, { headers: { accept }, timeout: 120_000 })
    await response.body()
    const milliseconds = Math.round(performance.now() - started)
    const rise = Math.round(memoryOf(pid).peak - before)
    const status = response.status()
    statuses.set(status, (statuses.get(status) ?? 0) + 1)
    slowest = Math.max(slowest, milliseconds)
    largestRise = Math.max(largestRise, rise)
    const named = `${path} (accept ${JSON.stringify(accept)}) → ${status} in ${milliseconds} ms, peak +${rise} MB`
    if (milliseconds > IMAGE_TIME_BUDGET_MS || rise > IMAGE_MEMORY_BUDGET_MB) failures.push(`over budget: ${named}`)
    // Busy (503) and past the limit (429) are answers with a time to come back; anything else 5xx is a failure.
    if ((status >= 500 && status !== 503) || ((status === 503 || status === 429) && !response.headers()['retry-after']))
      failures.push(named)
  }
  const counts = [...statuses].sort(([a], [b]) => a - b).map(([status, n]) => `${status}×${n}`)
  const summary = `statuses ${counts.join(', ')}; slowest ${slowest} ms; largest peak rise ${largestRise} MB`
  testInfo.annotations.push({ type: 'image requests', description: summary })
  console.log(`hostile image requests: ${summary}`)
  expect(failures).toEqual([])
  // The budgets are not met by refusing everything: the sizes the site uses are rendered.
  expect(statuses.get(200)).toBeGreaterThanOrEqual(20)
  expect(statuses.get(400)).toBeGreaterThanOrEqual(20)
})

/** One request written as it is, expected to be answered in full. */
const raw = (head: string, body = ''): RawRequest => ({
  head: head.replace(/\n/g, '\r\n'),
  body: body ? [Buffer.from(body)] : [],
  pauseMs: 0,
  expectsAnswer: true,
  cutShort: false,
})

test.describe('crafted requests, one by one', () => {
  const port = CONFIGURED.port
  const host = `Host: localhost:${port}\nConnection: close\n\n`

  test('a page path with malformed percent-encoding is the client’s error: 400, on every kind of route', async () => {
    for (const path of ['/blog/%E0%A4%A', '/case-studies/%', '/%%%', '/og/%ff', '/studio/%', '/api/checkout/%'])
      expect((await sendRaw(port, raw(`GET ${path} HTTP/1.1\n${host}`))).status, path).toBe(400)
  })

  test('a target in absolute form is served as its path, or refused with 400 when it does not parse', async () => {
    expect((await sendRaw(port, raw(`GET http://a@[::1/ HTTP/1.1\n${host}`))).status).toBe(400)
    expect((await sendRaw(port, raw(`GET http://localhost:${port}/pricing HTTP/1.1\n${host}`))).status).toBe(200)
    expect((await sendRaw(port, raw(`TRACE /payment-success HTTP/1.1\n${host}`))).status).toBe(405)
  })

  test('a well-formed 3 MB multipart POST gets 413, not a 500 from the server-action parser', async ({ request }) => {
    const body = `--x\r\nContent-Disposition: form-data; name="a"\r\n\r\n${'x'.repeat(3 * 1024 * 1024)}\r\n--x--\r\n`
    const response = await request.post('/', {
      headers: { 'content-type': 'multipart/form-data; boundary=x' },
      data: body,
    })
    expect(response.status()).toBe(413)
  })

  test('calls to server actions that do not exist: Next’s warning is in the log once a minute at most', async ({
    request,
  }) => {
    const warnings = () => readTestServerLog(CONFIGURED).split('Failed to find Server Action').length - 1
    const before = warnings()
    for (let call = 0; call < 5; call++) {
      const response = await request.post('/', {
        headers: { 'next-action': `7f${String(call).repeat(40)}`, 'content-type': 'text/plain;charset=UTF-8' },
        data: '[]',
      })
      // Next's answer to an action it does not have ("Server Action unavailable").
      expect(response.status()).toBe(409)
    }
    // Written at once by the server, before its answer: one line at most (none if another test's came this minute).
    expect(warnings() - before).toBeLessThanOrEqual(1)
  })

  test('a server action posted from another origin gets 403, not the 500 of Next’s own CSRF check', async ({
    request,
  }) => {
    const action = { 'next-action': '7f' + '0'.repeat(40), 'content-type': 'text/plain;charset=UTF-8' }
    for (const origin of ['null', 'https://evil.example']) {
      expect((await request.post('/contact', { headers: { ...action, origin }, data: '[]' })).status(), origin).toBe(
        403,
      )
      const multipart = await request.post('/', { headers: { origin }, multipart: { a: 'b' } })
      expect(multipart.status(), origin).toBe(403)
    }
  })

  test('the contact form’s action called by hand: arguments that do not decode get 4xx, others the form’s refusal; never a 500', async ({
    request,
  }) => {
    // The action's id, from the form the page serves for browsers without JavaScript.
    const html = await (await request.get('/contact')).text()
    const id = /name="\$ACTION_1:0" value="\{&quot;id&quot;:&quot;([0-9a-f]+)&quot;/.exec(html)?.[1]
    expect(id, 'the action’s id in the contact page').toBeTruthy()
    const call = (data: string) =>
      request.post('/contact', { headers: { 'next-action': id!, 'content-type': 'text/plain;charset=UTF-8' }, data })
    for (const body of ['not json', 'x1', 'x2', '']) expect((await call(body)).status(), body).toBe(400)
    expect((await call(`["${'x'.repeat(2 * 1024 * 1024)}"]`)).status()).toBe(413)
    for (const body of ['[1]', '[{"status":"idle"},"x"]']) {
      const response = await call(body)
      expect(response.status(), body).toBe(200)
      expect(await response.text(), body).toContain(MESSAGES.name)
    }
    // Without JavaScript: bound arguments that are not JSON, and the action posted with none at all.
    const form = { $ACTION_REF_1: '', '$ACTION_1:0': JSON.stringify({ id, bound: '$@1' }), $ACTION_KEY: 'p/contact' }
    const malformed = await request.post('/contact', { multipart: { ...form, '$ACTION_1:1': 'not json', name: 'a' } })
    expect(malformed.status()).toBe(400)
    const bare = await request.post('/contact', { multipart: { [`$ACTION_ID_${id}`]: '', name: 'a' } })
    expect(bare.status()).toBe(200)
    expect(readTestServerLog(CONFIGURED)).not.toContain('POST /contact failed')
  })

  test('made-up Studio addresses are served the Studio’s one page: none is rendered and stored anew', async ({
    request,
  }) => {
    const studio = await request.get('/studio')
    for (const path of ['/studio/structure', `/studio/made-up-${Date.now()}`, '/studio/a/b/c']) {
      const response = await request.get(path)
      expect(response.status(), path).toBe(200)
      expect(response.headers()['x-nextjs-cache'], path).not.toBe('MISS')
      expect(await response.text(), path).toBe(await studio.text())
    }
  })

  test('a made-up draft-mode cookie gets the relaxed framing on an answer no shared cache keeps', async ({
    request,
  }) => {
    const response = await request.get('/pricing', { headers: { cookie: '__prerender_bypass=x' } })
    expect(response.headers()['x-frame-options']).toBe('SAMEORIGIN')
    expect(response.headers()['cache-control']).toMatch(/^private, no-cache, no-store/)
    const visitor = await request.get('/pricing')
    expect(visitor.headers()['x-frame-options']).toBe('DENY')
    expect(visitor.headers()['cache-control']).toMatch(/s-maxage/)
  })

  test('a 3,000-character session id on /payment-success is not written to the log whole', async ({ request }) => {
    const id = `cs_test_${'q'.repeat(3000)}`
    expect((await request.get(`/payment-success?session_id=${id}`)).status()).toBe(200)
    await expect
      .poll(
        () =>
          readTestServerLog(CONFIGURED)
            .split('\n')
            .find((line) => line.includes('cs_test_qqqq')) ?? '',
      )
      .toMatch(/did not confirm "cs_test_q+… \(3008 characters\)"/)
    const line = readTestServerLog(CONFIGURED)
      .split('\n')
      .find((candidate) => candidate.includes('cs_test_qqqq'))!
    expect(line.length).toBeLessThan(400)
  })
})
