import { connect, constants } from 'node:http2'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startContentLake, type ContentLake } from './contentLake'
import { standInTls } from '../support/standInTls'

/**
 * The browser tests' stand-in speaks HTTPS with HTTP/2, as Sanity does: a Studio's many listeners stay open and its
 * queries answer beside them on the same connection (over HTTP/1.1, Chromium's six sockets per host would hold them).
 */
const KEEP_ALIVE_MS = 100
let lake: ContentLake
beforeAll(async () => {
  lake = await startContentLake({
    projectId: 'p',
    dataset: 'production',
    documents: [{ _id: 'pricingPlan-pro', _type: 'pricingPlan', name: 'Pro' }],
    tokens: { write: 'sk-write' },
    tls: standInTls(),
    listenerKeepAliveMs: KEEP_ALIVE_MS,
  })
})
afterAll(() => lake.close())

/** One HTTP/2 request's stream. */
const open = (session: ReturnType<typeof connect>, path: string) =>
  session.request({ [constants.HTTP2_HEADER_PATH]: path }).setEncoding('utf8')

/** One HTTP/2 request: status and the first chunk of its body (a listener's stream never ends). */
function request(session: ReturnType<typeof connect>, path: string) {
  return new Promise<{ status: number; body: string }>((resolve, reject) => {
    const stream = open(session, path)
    let status = 0
    stream.on('response', (headers) => (status = Number(headers[constants.HTTP2_HEADER_STATUS])))
    stream.once('data', (chunk: string) => resolve({ status, body: chunk }))
    stream.on('error', reject)
  })
}

describe('the stand-in over HTTP/2', () => {
  it('names itself by https, and answers a query beside ten open listeners on one connection', async () => {
    expect(lake.apiHost).toMatch(/^https:\/\/localhost:\d+$/)
    const session = connect(lake.apiHost, { ca: standInTls().cert })
    try {
      const listeners = await Promise.all(
        Array.from({ length: 10 }, () => request(session, '/v1/data/listen/production?query=*')),
      )
      expect(listeners.every(({ status, body }) => status === 200 && body.startsWith('event: welcome'))).toBe(true)
      const query = await request(session, `/v1/data/query/production?query=${encodeURIComponent('*[0].name')}`)
      expect(query.status).toBe(200)
      expect(JSON.parse(query.body)).toMatchObject({ result: 'Pro' })
    } finally {
      session.destroy()
    }
  })

  // Sanity keeps an idle listener alive with comment lines, which EventSource clients read as activity and otherwise
  // ignore: without them the Studio's EventSource gives up on a stream silent for 45 s and reconnects.
  it('keeps an idle listener alive with comments, and sends no event while nothing changes', async () => {
    const session = connect(lake.apiHost, { ca: standInTls().cert })
    try {
      const stream = open(session, '/v1/data/listen/production?query=*')
      let text = ''
      for await (const chunk of stream) {
        text += chunk as string
        if (text.includes(': keep-alive\n\n')) break
      }
      expect(text).toMatch(/^event: welcome\ndata: .*\n\n(: keep-alive\n\n)+$/)
    } finally {
      session.destroy()
    }
  })
})
