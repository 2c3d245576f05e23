import { randomBytes } from 'node:crypto'
import { createServer, type IncomingMessage } from 'node:http'
import type { AddressInfo } from 'node:net'
import { readText } from './http'

/**
 * A loopback stand-in for the parts of Stripe's API the site uses, for the real Stripe SDK (pointed at it
 * with STRIPE_API_BASE_URL). It answers like Stripe (objects, list envelopes, error shape, idempotent
 * replays) and records what the SDK sent so tests can assert on it.
 *
 * Test controls: GET/DELETE /__fake/requests (the recorded calls / forget them and reset the state);
 * POST /__fake/state with JSON { checkout?: 'ok' | 'fail' | 'no-url', prices?: FakePrice[] };
 * POST /__fake/sessions/:id/complete (the buyer paid: session complete + subscription active, on the session's
 * customer or a new one); POST /__fake/subscriptions with a subscription object, or an array of them (stored
 * as given, replacing one with the same id; their customers then exist); POST /__fake/invoices likewise for
 * invoices (listed per customer by GET /v1/invoices);
 * GET /c/pay/:id — the "hosted checkout page" the session URL points at (the API also lists and expires sessions); GET /p/session/:id — the billing portal
 * page a portal session's URL points at (it shows the customer and the return URL).
 */

export type FakePrice = {
  id: string
  lookup_key: string
  unit_amount: number
  currency: string
  active: boolean
  interval: 'year' | 'month'
}

type RecordedStripeRequest = {
  method: string
  path: string
  query: Record<string, string>
  form: Record<string, string>
  idempotencyKey: string | null
  authorization: string | null
}

/** An invoice as a test stores it (POST /__fake/invoices): Stripe's object, at least these fields. */
type FakeInvoice = Record<string, unknown> & { id: string; customer: string; created: number }

/** A subscription as a test stores it (POST /__fake/subscriptions): Stripe's object, at least these fields. */
type FakeSubscription = Record<string, unknown> & { id: string; customer: string }

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

/** `prefix[key]` form fields (Stripe's encoding of a hash such as metadata) as an object. */
const hashField = (form: Record<string, string>, prefix: string) =>
  Object.fromEntries(
    Object.entries(form)
      .filter(([key]) => key.startsWith(`${prefix}[`) && key.endsWith(']'))
      .map(([key, value]) => [key.slice(prefix.length + 1, -1), value]),
  )

/** Statuses GET /v1/subscriptions can filter by (Stripe's `ended` is not implemented here). */
const SUBSCRIPTION_STATUSES = [
  'active',
  'canceled',
  'incomplete',
  'incomplete_expired',
  'past_due',
  'paused',
  'trialing',
  'unpaid',
]
/** The list parameters this fake implements; anything else is refused rather than silently ignored. */
const SUBSCRIPTION_LIST_PARAMS = ['customer', 'status', 'limit', 'starting_after']

export async function startFakeStripe(port = 0) {
  const requests: RecordedStripeRequest[] = []
  const sessions = new Map<string, Record<string, unknown>>()
  const subscriptions = new Map<string, Record<string, unknown>>()
  const invoices = new Map<string, FakeInvoice>()
  const portalSessions = new Map<string, { customer: string; return_url: string | null }>()
  const customers = new Set<string>()
  const subscriptionMetadata = new Map<string, Record<string, string>>()
  const idempotent = new Map<string, { status: number; body: unknown }>()
  let prices = [...DEFAULT_PRICES]
  let checkoutMode: 'ok' | 'fail' | 'no-url' = 'ok'
  let baseUrl = ''

  function reset() {
    requests.length = 0
    sessions.clear()
    subscriptions.clear()
    invoices.clear()
    portalSessions.clear()
    customers.clear()
    subscriptionMetadata.clear()
    idempotent.clear()
    prices = [...DEFAULT_PRICES]
    checkoutMode = 'ok'
  }

  function createSession(form: Record<string, string>) {
    if (checkoutMode === 'fail') return error(500, 'The fake was told to fail.', 'api_error')
    const price = prices.find((candidate) => candidate.id === form['line_items[0][price]'])
    if (!price) return error(400, `No such price: '${form['line_items[0][price]']}'`)
    if (form.mode !== 'subscription') return error(400, 'This fake only sells subscriptions.')
    if (form.customer && form.customer_email) {
      return error(400, 'You may only specify one of these parameters: customer, customer_email.')
    }
    if (form.customer && !customers.has(form.customer)) {
      return error(400, `No such customer: '${form.customer}'`)
    }
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
      metadata: hashField(form, 'metadata'),
      subscription: null as string | null,
      customer: form.customer ?? null,
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
    // Not part of Stripe's session object: what the subscription will carry once the buyer pays.
    subscriptionMetadata.set(id, hashField(form, 'subscription_data[metadata]'))
    const { line_items: _omitted, ...answer } = session
    return { status: 200, body: answer }
  }

  function completeSession(id: string) {
    const session = sessions.get(id)
    if (!session) return error(404, `No such checkout.session: '${id}'`)
    const price = (session.line_items as { data: { price: ReturnType<typeof priceObject> }[] }).data[0].price
    const subscriptionId = newId('sub')
    // Checkout creates a customer unless the session was given one.
    const customerId = (session.customer as string | null) ?? newId('cus')
    customers.add(customerId)
    const start = now()
    subscriptions.set(subscriptionId, {
      id: subscriptionId,
      object: 'subscription',
      status: 'active',
      customer: customerId,
      created: start,
      metadata: subscriptionMetadata.get(id) ?? {},
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

  /** GET /v1/checkout/sessions: sessions by status and creation time, newest first, in pages as Stripe serves them. */
  function listSessions(query: URLSearchParams) {
    const known = ['status', 'created[gte]', 'limit', 'starting_after']
    const unknown = [...query.keys()].find((key) => !known.includes(key))
    if (unknown)
      return error(400, `This fake does not implement the parameter ${unknown} of GET /v1/checkout/sessions.`)
    const limit = Number(query.get('limit') ?? 10)
    if (!Number.isInteger(limit) || limit < 1 || limit > 100) return error(400, 'Invalid limit: must be 1 to 100.')
    const status = query.get('status')
    const since = Number(query.get('created[gte]') ?? 0)
    const matching = [...sessions.values()]
      .reverse()
      .filter((session) => (!status || session.status === status) && Number(session.created) >= since)
      .map(({ line_items: _omitted, ...session }) => session)
    const after = query.get('starting_after')
    const start = after ? matching.findIndex((session) => session.id === after) + 1 : 0
    const data = matching.slice(start, start + limit)
    return {
      status: 200,
      body: { object: 'list', data, has_more: start + limit < matching.length, url: '/v1/checkout/sessions' },
    }
  }

  /** POST /v1/checkout/sessions/:id/expire: only an open session can be expired, as on Stripe. */
  function expireSession(id: string) {
    const session = sessions.get(id)
    if (!session) return error(404, `No such checkout.session: '${id}'`)
    if (session.status !== 'open') return error(400, `Only Checkout Sessions with a status of open can be expired.`)
    Object.assign(session, { status: 'expired', url: null })
    const { line_items: _omitted, ...answer } = session
    return { status: 200, body: answer }
  }

  /** POST /v1/billing_portal/sessions: a Customer Portal session for a customer this fake knows. */
  function createPortalSession(form: Record<string, string>) {
    if (!form.customer) return error(400, 'Missing required param: customer.')
    if (!customers.has(form.customer)) return error(400, `No such customer: '${form.customer}'`)
    const id = newId('bps')
    const session = {
      id,
      object: 'billing_portal.session',
      customer: form.customer,
      return_url: form.return_url ?? null,
      url: `${baseUrl}/p/session/${id}`,
      created: now(),
      livemode: false,
    }
    portalSessions.set(id, session)
    return { status: 200, body: session }
  }

  /** GET /v1/subscriptions: one customer's subscriptions, newest first, in pages as Stripe serves them. */
  function listSubscriptions(query: URLSearchParams) {
    const unknown = [...query.keys()].find((key) => !SUBSCRIPTION_LIST_PARAMS.includes(key))
    if (unknown) return error(400, `This fake does not implement the parameter ${unknown} of GET /v1/subscriptions.`)
    const customer = query.get('customer')
    if (!customer) return error(400, 'This fake lists the subscriptions of one customer: pass customer.')
    const status = query.get('status')
    if (status !== null && status !== 'all' && !SUBSCRIPTION_STATUSES.includes(status)) {
      return error(400, `This fake filters by status all or one of ${SUBSCRIPTION_STATUSES.join(', ')}.`)
    }
    const limit = Number(query.get('limit') ?? 10)
    if (!Number.isInteger(limit) || limit < 1 || limit > 100) return error(400, 'Invalid limit: must be 1 to 100.')
    const matching = [...subscriptions.values()]
      .reverse()
      .sort((a, b) => Number(b.created ?? 0) - Number(a.created ?? 0))
      .filter(
        (subscription) =>
          subscription.customer === customer &&
          // Without a status Stripe leaves canceled subscriptions out.
          (status === 'all' || (status === null ? subscription.status !== 'canceled' : subscription.status === status)),
      )
    const after = query.get('starting_after')
    const start = after ? matching.findIndex((subscription) => subscription.id === after) + 1 : 0
    if (after && start === 0) return error(400, `No such subscription: '${after}'`)
    const data = matching.slice(start, start + limit)
    return {
      status: 200,
      body: { object: 'list', data, has_more: start + limit < matching.length, url: '/v1/subscriptions' },
    }
  }

  /**
   * DELETE /v1/subscriptions/:id: ends the subscription at once (status canceled, canceled_at and ended_at now), as
   * Stripe does; an ended one cannot be canceled again (Stripe's 400). A subscription stored with the metadata
   * `fake_cancel: "fail"` answers 500 instead, until a test stores it again without.
   */
  function cancelSubscription(id: string) {
    const subscription = subscriptions.get(id)
    if (!subscription) return error(404, `No such subscription: '${id}'`)
    if ((subscription.metadata as Record<string, string> | undefined)?.fake_cancel === 'fail')
      return error(500, 'The fake was told to fail this cancellation.', 'api_error')
    if (subscription.status === 'canceled')
      return error(400, `A canceled subscription can only update its cancellation_details and metadata.`)
    Object.assign(subscription, { status: 'canceled', canceled_at: now(), ended_at: now(), cancel_at: null })
    return { status: 200, body: subscription }
  }

  /** GET /v1/invoices: one customer's invoices, newest first, in pages as Stripe serves them. */
  function listInvoices(query: URLSearchParams) {
    const unknown = [...query.keys()].find((key) => !['customer', 'limit', 'starting_after'].includes(key))
    if (unknown) return error(400, `This fake does not implement the parameter ${unknown} of GET /v1/invoices.`)
    const customer = query.get('customer')
    if (!customer) return error(400, 'This fake lists the invoices of one customer: pass customer.')
    const limit = Number(query.get('limit') ?? 10)
    if (!Number.isInteger(limit) || limit < 1 || limit > 100) return error(400, 'Invalid limit: must be 1 to 100.')
    const matching = [...invoices.values()]
      .filter((invoice) => invoice.customer === customer)
      .sort((a, b) => b.created - a.created)
    const after = query.get('starting_after')
    const start = after ? matching.findIndex((invoice) => invoice.id === after) + 1 : 0
    if (after && start === 0) return error(400, `No such invoice: '${after}'`)
    const data = matching.slice(start, start + limit)
    return {
      status: 200,
      body: { object: 'list', data, has_more: start + limit < matching.length, url: '/v1/invoices' },
    }
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
    if (method === 'GET' && path === '/v1/checkout/sessions') return listSessions(query)
    const expireMatch = /^\/v1\/checkout\/sessions\/([^/]+)\/expire$/.exec(path)
    if (method === 'POST' && expireMatch) return expireSession(expireMatch[1])
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
    if (method === 'GET' && path === '/v1/subscriptions') return listSubscriptions(query)
    if (method === 'GET' && path === '/v1/invoices') return listInvoices(query)
    const cancel = /^\/v1\/subscriptions\/([^/]+)$/.exec(path)
    if (method === 'DELETE' && cancel) return cancelSubscription(cancel[1])
    if (method === 'POST' && path === '/v1/billing_portal/sessions') return createPortalSession(form)
    return error(404, `Unrecognized request URL (${method}: ${path}).`)
  }

  const server = createServer(async (request: IncomingMessage, response) => {
    const url = new URL(request.url ?? '/', 'http://fake')
    const raw = await readText(request)
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
      const given = JSON.parse(raw) as FakeSubscription | FakeSubscription[]
      for (const subscription of Array.isArray(given) ? given : [given]) {
        subscriptions.set(subscription.id, subscription)
        customers.add(subscription.customer)
      }
      return send(200, given)
    }
    if (url.pathname === '/__fake/invoices' && request.method === 'POST') {
      const given = JSON.parse(raw) as FakeInvoice | FakeInvoice[]
      for (const invoice of Array.isArray(given) ? given : [given]) invoices.set(invoice.id, invoice)
      return send(200, given)
    }
    const portal = /^\/p\/session\/([^/]+)$/.exec(url.pathname)
    const portalSession = portal && request.method === 'GET' ? portalSessions.get(portal[1]) : undefined
    if (portal && request.method === 'GET') {
      return send(
        portalSession ? 200 : 404,
        `<!doctype html><html lang="en"><title>Fake Stripe billing portal</title><h1>Fake Stripe billing portal</h1><p id="customer">${portalSession?.customer ?? 'unknown'}</p><p id="return-url">${portalSession?.return_url ?? ''}</p></html>`,
        'text/html; charset=utf-8',
      )
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
