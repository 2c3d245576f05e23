import { randomBytes } from 'node:crypto'
import { createServer, type IncomingMessage, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'

/**
 * A loopback stand-in for the parts of Stripe's API the site uses, for the real Stripe SDK (pointed at it
 * with STRIPE_API_BASE_URL). It answers like Stripe (objects, list envelopes, error shape, idempotent
 * replays) and records what the SDK sent so tests can assert on it.
 *
 * Test controls: GET/DELETE /__fake/requests (the recorded calls / forget them and reset the state);
 * POST /__fake/state with JSON { checkout?: 'ok' | 'fail' | 'no-url', prices?: FakePrice[] };
 * POST /__fake/sessions/:id/complete (the buyer paid: session complete + subscription active);
 * GET /c/pay/:id — the "hosted checkout page" the session URL points at.
 */

export type FakePrice = {
  id: string
  lookup_key: string
  unit_amount: number
  currency: string
  active: boolean
  interval: 'year' | 'month'
}

export type RecordedStripeRequest = {
  method: string
  path: string
  query: Record<string, string>
  form: Record<string, string>
  idempotencyKey: string | null
  authorization: string | null
}

export const DEFAULT_PRICES: FakePrice[] = [
  {
    id: 'price_basic_yearly',
    lookup_key: 'basic_yearly',
    unit_amount: 299900,
    currency: 'usd',
    active: true,
    interval: 'year',
  },
  {
    id: 'price_pro_yearly',
    lookup_key: 'pro_yearly',
    unit_amount: 499900,
    currency: 'usd',
    active: true,
    interval: 'year',
  },
]

const now = () => Math.floor(Date.now() / 1000)
const newId = (prefix: string) => `${prefix}_${randomBytes(12).toString('hex')}`

function priceObject(price: FakePrice) {
  return {
    id: price.id,
    object: 'price',
    active: price.active,
    currency: price.currency,
    lookup_key: price.lookup_key,
    livemode: false,
    type: 'recurring',
    recurring: { interval: price.interval, interval_count: 1, usage_type: 'licensed' },
    unit_amount: price.unit_amount,
    product: `prod_${price.lookup_key}`,
  }
}

const error = (status: number, message: string, type = 'invalid_request_error') => ({
  status,
  body: { error: { type, message } },
})

export async function startFakeStripe(port = 0) {
  const requests: RecordedStripeRequest[] = []
  const sessions = new Map<string, Record<string, unknown>>()
  const subscriptions = new Map<string, Record<string, unknown>>()
  const idempotent = new Map<string, { status: number; body: unknown }>()
  let prices = [...DEFAULT_PRICES]
  let checkoutMode: 'ok' | 'fail' | 'no-url' = 'ok'
  let baseUrl = ''

  function reset() {
    requests.length = 0
    sessions.clear()
    subscriptions.clear()
    idempotent.clear()
    prices = [...DEFAULT_PRICES]
    checkoutMode = 'ok'
  }

  function createSession(form: Record<string, string>) {
    if (checkoutMode === 'fail') return error(500, 'The fake was told to fail.', 'api_error')
    const price = prices.find((candidate) => candidate.id === form['line_items[0][price]'])
    if (!price) return error(400, `No such price: '${form['line_items[0][price]']}'`)
    if (form.mode !== 'subscription') return error(400, 'This fake only sells subscriptions.')
    const id = `cs_test_${randomBytes(16).toString('hex')}`
    const session = {
      id,
      object: 'checkout.session',
      mode: 'subscription',
      status: 'open',
      payment_status: 'unpaid',
      client_reference_id: form.client_reference_id ?? null,
      customer_email: form.customer_email ?? null,
      success_url: form.success_url,
      cancel_url: form.cancel_url,
      allow_promotion_codes: form.allow_promotion_codes === 'true',
      metadata: Object.fromEntries(
        Object.entries(form)
          .filter(([key]) => key.startsWith('metadata['))
          .map(([key, value]) => [key.slice('metadata['.length, -1), value]),
      ),
      subscription: null as string | null,
      customer: null as string | null,
      url: checkoutMode === 'no-url' ? null : `${baseUrl}/c/pay/${id}`,
      line_items: {
        object: 'list',
        data: [{ id: newId('li'), object: 'item', price: priceObject(price), quantity: 1 }],
        has_more: false,
        url: `/v1/checkout/sessions/${id}/line_items`,
      },
      created: now(),
      livemode: false,
    }
    sessions.set(id, session)
    const { line_items: _omitted, ...answer } = session
    return { status: 200, body: answer }
  }

  function completeSession(id: string) {
    const session = sessions.get(id)
    if (!session) return error(404, `No such checkout.session: '${id}'`)
    const price = (session.line_items as { data: { price: ReturnType<typeof priceObject> }[] }).data[0].price
    const subscriptionId = newId('sub')
    const customerId = newId('cus')
    const start = now()
    subscriptions.set(subscriptionId, {
      id: subscriptionId,
      object: 'subscription',
      status: 'active',
      customer: customerId,
      metadata: session.metadata,
      items: {
        object: 'list',
        data: [
          {
            id: newId('si'),
            object: 'subscription_item',
            price,
            quantity: 1,
            current_period_start: start,
            current_period_end: start + 365 * 86400,
          },
        ],
        has_more: false,
      },
      livemode: false,
    })
    Object.assign(session, {
      status: 'complete',
      payment_status: 'paid',
      subscription: subscriptionId,
      customer: customerId,
    })
    return { status: 200, body: { session: sessions.get(id), subscription: subscriptions.get(subscriptionId) } }
  }

  function route(method: string, path: string, query: URLSearchParams, form: Record<string, string>) {
    if (method === 'GET' && path === '/v1/prices') {
      const keys = [...query.entries()].filter(([key]) => key.startsWith('lookup_keys')).map(([, value]) => value)
      const onlyActive = query.get('active') === 'true'
      const data = prices
        .filter((price) => keys.includes(price.lookup_key) && (!onlyActive || price.active))
        .map(priceObject)
      return { status: 200, body: { object: 'list', data, has_more: false, url: '/v1/prices' } }
    }
    if (method === 'POST' && path === '/v1/checkout/sessions') return createSession(form)
    const sessionMatch = /^\/v1\/checkout\/sessions\/([^/]+)$/.exec(path)
    if (method === 'GET' && sessionMatch) {
      const session = sessions.get(sessionMatch[1])
      if (!session) return error(404, `No such checkout.session: '${sessionMatch[1]}'`)
      const expand = [...query.entries()].some(
        ([key, value]) => key.startsWith('expand') && value.startsWith('line_items'),
      )
      const { line_items, ...rest } = session
      return { status: 200, body: expand ? { ...rest, line_items } : rest }
    }
    const subscriptionMatch = /^\/v1\/subscriptions\/([^/]+)$/.exec(path)
    if (method === 'GET' && subscriptionMatch) {
      const subscription = subscriptions.get(subscriptionMatch[1])
      return subscription
        ? { status: 200, body: subscription }
        : error(404, `No such subscription: '${subscriptionMatch[1]}'`)
    }
    return error(404, `Unrecognized request URL (${method}: ${path}).`)
  }

  const server = createServer(async (request: IncomingMessage, response) => {
    const url = new URL(request.url ?? '/', 'http://fake')
    const chunks: Buffer[] = []
    for await (const chunk of request) chunks.push(chunk as Buffer)
    const raw = Buffer.concat(chunks).toString('utf8')
    const send = (status: number, body: unknown, type = 'application/json') => {
      response.writeHead(status, { 'content-type': type, 'request-id': newId('req') })
      response.end(typeof body === 'string' ? body : JSON.stringify(body))
    }

    if (url.pathname === '/__fake/requests') {
      if (request.method === 'DELETE') reset()
      return send(200, requests)
    }
    if (url.pathname === '/__fake/state' && request.method === 'POST') {
      const state = JSON.parse(raw || '{}') as { checkout?: typeof checkoutMode; prices?: FakePrice[] }
      if (state.checkout) checkoutMode = state.checkout
      if (state.prices) prices = state.prices
      return send(200, { checkout: checkoutMode, prices })
    }
    const complete = /^\/__fake\/sessions\/([^/]+)\/complete$/.exec(url.pathname)
    if (complete && request.method === 'POST') {
      const result = completeSession(complete[1])
      return send(result.status, result.body)
    }
    if (url.pathname === '/__fake/subscriptions' && request.method === 'POST') {
      const subscription = JSON.parse(raw) as { id: string }
      subscriptions.set(subscription.id, subscription)
      return send(200, subscription)
    }
    const page = /^\/c\/pay\/([^/]+)$/.exec(url.pathname)
    if (page && request.method === 'GET') {
      const known = sessions.has(page[1])
      return send(
        known ? 200 : 404,
        `<!doctype html><html lang="en"><title>Fake Stripe Checkout</title><h1>Fake Stripe Checkout</h1><p id="session">${known ? page[1] : 'unknown'}</p></html>`,
        'text/html; charset=utf-8',
      )
    }

    const form = Object.fromEntries(new URLSearchParams(raw))
    const idempotencyKey = (request.headers['idempotency-key'] as string | undefined) ?? null
    requests.push({
      method: request.method ?? 'GET',
      path: url.pathname,
      query: Object.fromEntries(url.searchParams),
      form,
      idempotencyKey,
      authorization: request.headers.authorization ?? null,
    })
    if (!request.headers.authorization?.startsWith('Bearer sk_')) {
      return send(401, { error: { type: 'invalid_request_error', message: 'Invalid API Key provided' } })
    }
    const replayKey = idempotencyKey && request.method === 'POST' ? `${url.pathname}|${idempotencyKey}` : null
    const replay = replayKey ? idempotent.get(replayKey) : undefined
    if (replay) return send(replay.status, replay.body)
    const result = route(request.method ?? 'GET', url.pathname, url.searchParams, form)
    if (replayKey) idempotent.set(replayKey, result)
    send(result.status, result.body)
  })
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve))
  const { port: actualPort } = server.address() as AddressInfo
  baseUrl = `http://127.0.0.1:${actualPort}`
  return { url: baseUrl, server, requests, sessions, subscriptions }
}
