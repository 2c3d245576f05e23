import { randomBytes } from 'node:crypto'
import type { IncomingMessage } from 'node:http'
import type { AddressInfo } from 'node:net'
import Stripe from 'stripe'
import { readText, standInServer } from './http'

/**
 * A loopback stand-in for the parts of Stripe's API the site uses, for the real Stripe SDK (pointed at it
 * with STRIPE_API_BASE_URL). It answers like Stripe (objects, list envelopes, error shape, idempotent
 * replays) and records what the SDK sent so tests can assert on it.
 *
 * Test controls: GET/DELETE /__stand-in/requests (the recorded calls / forget them and reset the state);
 * POST /__stand-in/state with JSON { checkout?: 'ok' | 'fail' | 'no-url', prices?: StandInPrice[], unreachable?: { path, times } }
 * (the next `times` API requests to `path` are cut off before any answer, as when Stripe cannot be reached: nothing
 * done, no idempotent result kept);
 * POST /__stand-in/sessions/:id/complete (the buyer paid: session complete + subscription active, on the session's
 * customer or a new one); POST /__stand-in/subscriptions with a subscription object, or an array of them (stored
 * as given, replacing one with the same id; their customers then exist); POST /__stand-in/invoices likewise for
 * invoices (listed per customer by GET /v1/invoices);
 * GET /c/pay/:id — the "hosted checkout page" the session URL points at (the API also lists and expires sessions); GET /p/session/:id — the billing portal
 * page a portal session's URL points at (it shows the customer, the return URL and the flow asked for).
 *
 * Free trials: customers (create, retrieve, list by exact email, update; their saved payment methods listed and
 * detached, as account deletion does), subscriptions searched by metadata, subscriptions the API creates with
 * `trial_period_days` and no payment method (status trialing, their period ending with the trial), and cancelling
 * them. With `webhook` (the site's endpoint and signing secret) it sends Stripe's events, signed as Stripe signs them,
 * when it creates or cancels a subscription and when a test ends a trial: POST /__stand-in/customers/:id/payment-method
 * (what the portal's payment-method update does: the customer gets a default card; `?card=declines`, a card that
 * declines every charge, as does one saved by POST /__stand-in/sessions/:id/complete?card=declines), POST
 * /__stand-in/subscriptions/:id/trial-will-end (Stripe's reminder three days before), POST /__stand-in/subscriptions/:id/end-trial
 * (the trial's end: with a card, the subscription becomes active for a year and its first invoice is paid
 * — customer.subscription.updated then invoice.paid; without one, it is cancelled — customer.subscription.deleted;
 * `?order=reversed` delivers them the other way round). Those controls answer once the site has answered each event.
 *
 * A plan chosen during a trial: GET and POST /v1/subscriptions/:id (a new price, `trial_end=now` paid at once with
 * `payment_behavior=error_if_incomplete`, refused without a payment method attached to the customer, as Stripe
 * refuses, and declined with 402 by a declining card), Checkout Sessions in setup mode (`currency` required; completing one attaches a card through a succeeded
 * SetupIntent, GET /v1/setup_intents/:id) and, as on Stripe, an idempotency key used again with other parameters is
 * refused.
 */

export type StandInPrice = {
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

/** An invoice as a test stores it (POST /__stand-in/invoices): Stripe's object, at least these fields. */
type StandInInvoice = Record<string, unknown> & { id: string; customer: string; created: number }

/** A subscription as a test stores it (POST /__stand-in/subscriptions): Stripe's object, at least these fields. */
type StandInSubscription = Record<string, unknown> & { id: string; customer: string }

export const DEFAULT_PRICES: StandInPrice[] = [
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

function priceObject(price: StandInPrice) {
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

/** The card a control gives: `?card=declines` for one that declines every charge. */
const cardOf = (url: URL) => ({ declines: url.searchParams.get('card') === 'declines' })

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
/** The billing portal's flows (`flow_data[type]`). */
const PORTAL_FLOWS = [
  'payment_method_update',
  'subscription_cancel',
  'subscription_update',
  'subscription_update_confirm',
]
/** The list parameters this stand-in implements; anything else is refused rather than silently ignored. */
const SUBSCRIPTION_LIST_PARAMS = ['customer', 'status', 'limit', 'starting_after']

type Customer = {
  id: string
  object: 'customer'
  email: string | null
  name?: string | null
  phone?: string | null
  description?: string | null
  address?: Record<string, string> | null
  shipping?: { name?: string; phone?: string; address?: Record<string, string> } | null
  metadata: Record<string, string>
  invoice_settings: { default_payment_method: string | null }
  created: number
  livemode: false
}

/** Where the stand-in sends events: the site's webhook endpoint and its signing secret. */
export type StandInStripeWebhook = { url: string; secret: string }

/** The SDK's webhook helpers (no request is made: the key is never used). */
const stripeWebhooks = new Stripe('sk_test_stand_in').webhooks

/** Stripe's signature header for a payload, made by the Stripe SDK's own test helper. */
export const stripeSignature = (payload: string, secret: string, timestamp = now()) =>
  stripeWebhooks.generateTestHeaderString({ payload, secret, timestamp })

export async function startStripeStandIn(port = 0, { webhook }: { webhook?: StandInStripeWebhook } = {}) {
  const requests: RecordedStripeRequest[] = []
  const sessions = new Map<string, Record<string, unknown>>()
  const subscriptions = new Map<string, Record<string, unknown>>()
  const invoices = new Map<string, StandInInvoice>()
  const portalSessions = new Map<string, { customer: string; return_url: string | null; flow: string | null }>()
  const customers = new Map<string, Customer>()
  /** The payment methods attached to each customer (the default one among them). */
  const paymentMethods = new Map<string, Set<string>>()
  /** Cards that decline every charge (Stripe's test card 4000 0000 0000 0002). */
  const decliningCards = new Set<string>()
  const setupIntents = new Map<string, Record<string, unknown>>()
  /** Every event sent to the webhook, with the site's answer. */
  const deliveries: { id: string; type: string; status: number }[] = []
  const subscriptionMetadata = new Map<string, Record<string, string>>()
  const idempotent = new Map<string, { status: number; body: unknown; form: string }>()
  let prices = [...DEFAULT_PRICES]
  let checkoutMode: 'ok' | 'fail' | 'no-url' = 'ok'
  let unreachable: { path: string; times: number } | null = null
  let baseUrl = ''

  function reset() {
    requests.length = 0
    sessions.clear()
    subscriptions.clear()
    invoices.clear()
    portalSessions.clear()
    customers.clear()
    paymentMethods.clear()
    decliningCards.clear()
    setupIntents.clear()
    deliveries.length = 0
    subscriptionMetadata.clear()
    idempotent.clear()
    prices = [...DEFAULT_PRICES]
    checkoutMode = 'ok'
    unreachable = null
  }

  function ensureCustomer(id: string, fields: Partial<Customer> = {}) {
    const customer = customers.get(id) ?? {
      id,
      object: 'customer' as const,
      email: null,
      metadata: {},
      invoice_settings: { default_payment_method: null },
      created: now(),
      livemode: false as const,
    }
    Object.assign(customer, fields)
    customers.set(id, customer)
    return customer
  }

  /** A new card, attached to the customer (not made its default: the caller decides); `declines`: every charge. */
  function attachPaymentMethod(customerId: string, { declines = false } = {}) {
    const id = newId('pm')
    if (declines) decliningCards.add(id)
    paymentMethods.set(customerId, (paymentMethods.get(customerId) ?? new Set()).add(id))
    return id
  }

  /** Sends one event to the site's webhook, signed like Stripe's, and records the answer (no webhook: nothing). */
  async function deliver(type: string, object: unknown) {
    if (!webhook) return null
    const event = {
      id: newId('evt'),
      object: 'event',
      type,
      api_version: '2025-10-29.clover',
      created: now(),
      livemode: false,
      data: { object },
    }
    const payload = JSON.stringify(event)
    const response = await fetch(webhook.url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'stripe-signature': stripeSignature(payload, webhook.secret) },
      body: payload,
    }).catch(() => null)
    await response?.arrayBuffer()
    const delivery = { id: event.id, type, status: response?.status ?? 0 }
    deliveries.push(delivery)
    return delivery
  }

  /** Stripe answers with its object and sends the event after: the request never waits on the site. */
  const deliverLater = (type: string, object: unknown) => {
    setImmediate(() => void deliver(type, structuredClone(object)))
  }

  /** POST /v1/customers: a customer with an email and metadata (the stand-in keeps nothing else). */
  function createCustomer(form: Record<string, string>) {
    const customer = ensureCustomer(newId('cus'), { email: form.email ?? null, metadata: hashField(form, 'metadata') })
    return { status: 200, body: customer }
  }

  /**
   * POST /v1/customers/:id: the fields a person is named by (name, email, phone, description, address, shipping) and
   * metadata; "" unsets a field, a metadata key given "" is removed, as Stripe does.
   */
  function updateCustomer(id: string, form: Record<string, string>) {
    const customer = customers.get(id)
    if (!customer) return error(404, `No such customer: '${id}'`)
    const allowed =
      /^(name|email|phone|description|address|shipping|address\[\w+\]|shipping\[(name|phone)\]|shipping\[address\]\[\w+\]|metadata|metadata\[\w+\])$/
    const unknown = Object.keys(form).find((key) => !allowed.test(key))
    if (unknown)
      return error(400, `This stand-in does not implement the parameter ${unknown} of POST /v1/customers/:id.`)
    for (const field of ['name', 'email', 'phone', 'description'] as const) {
      if (field in form) customer[field] = form[field] === '' ? null : form[field]
    }
    if (form.address === '') customer.address = null
    const address = hashField(form, 'address')
    if (Object.keys(address).length > 0) customer.address = { ...customer.address, ...address }
    if (form.shipping === '') customer.shipping = null
    const shippingAddress = hashField(form, 'shipping[address]')
    if ('shipping[name]' in form || Object.keys(shippingAddress).length > 0) {
      customer.shipping = {
        ...customer.shipping,
        ...('shipping[name]' in form ? { name: form['shipping[name]'] } : {}),
        ...('shipping[phone]' in form ? { phone: form['shipping[phone]'] } : {}),
        ...(Object.keys(shippingAddress).length > 0 ? { address: shippingAddress } : {}),
      }
    }
    if (form.metadata === '') customer.metadata = {}
    for (const [key, value] of Object.entries(hashField(form, 'metadata'))) {
      if (value === '') delete customer.metadata[key]
      else customer.metadata[key] = value
    }
    return { status: 200, body: customer }
  }

  /** A payment method as Stripe lists it (the stand-in's are all cards). */
  const paymentMethodObject = (id: string, customer: string | null) => ({
    id,
    object: 'payment_method',
    type: 'card',
    customer,
    card: { brand: 'visa', last4: decliningCards.has(id) ? '0002' : '4242', exp_month: 12, exp_year: 2030 },
    created: now(),
    livemode: false,
  })

  /** GET /v1/customers/:id/payment_methods: the customer's saved payment methods, in one page. */
  function listPaymentMethods(customerId: string, query: URLSearchParams) {
    const unknown = [...query.keys()].find((key) => !['limit', 'starting_after', 'type'].includes(key))
    if (unknown) return error(400, `This stand-in does not implement the parameter ${unknown} of payment method lists.`)
    if (!customers.has(customerId)) return error(404, `No such customer: '${customerId}'`)
    const data = [...(paymentMethods.get(customerId) ?? [])].map((id) => paymentMethodObject(id, customerId))
    return {
      status: 200,
      body: { object: 'list', data, has_more: false, url: `/v1/customers/${customerId}/payment_methods` },
    }
  }

  /** POST /v1/payment_methods/:id/detach: off its customer (and no longer its default); Stripe's 400 if on none. */
  function detachPaymentMethod(id: string) {
    const owner = [...paymentMethods.entries()].find(([, ids]) => ids.has(id))?.[0]
    if (!owner) {
      return error(400, 'The payment method you provided is not attached to a customer so detachment is impossible.')
    }
    paymentMethods.get(owner)!.delete(id)
    const customer = customers.get(owner)
    if (customer?.invoice_settings.default_payment_method === id)
      customer.invoice_settings.default_payment_method = null
    return { status: 200, body: paymentMethodObject(id, null) }
  }

  /** GET /v1/customers: filtered by exact email (case-sensitive, as Stripe's filter is), newest first. */
  function listCustomers(query: URLSearchParams) {
    const unknown = [...query.keys()].find((key) => !['email', 'limit', 'starting_after'].includes(key))
    if (unknown) return error(400, `This stand-in does not implement the parameter ${unknown} of GET /v1/customers.`)
    const limit = Number(query.get('limit') ?? 10)
    if (!Number.isInteger(limit) || limit < 1 || limit > 100) return error(400, 'Invalid limit: must be 1 to 100.')
    const email = query.get('email')
    const matching = [...customers.values()].reverse().filter((customer) => email === null || customer.email === email)
    const after = query.get('starting_after')
    const start = after ? matching.findIndex((customer) => customer.id === after) + 1 : 0
    const data = matching.slice(start, start + limit)
    return {
      status: 200,
      body: { object: 'list', data, has_more: start + limit < matching.length, url: '/v1/customers' },
    }
  }

  /**
   * POST /v1/subscriptions: on a known customer and price. With `trial_period_days` it needs no payment method
   * (trialing until the trial's end, which is also its period's end); without a trial it is active only when the
   * customer has a default payment method, and incomplete otherwise, as Stripe's default payment behaviour does.
   */
  function createSubscription(form: Record<string, string>) {
    const customer = form.customer ? customers.get(form.customer) : undefined
    if (!customer) return error(400, `No such customer: '${form.customer}'`)
    const price = prices.find((candidate) => candidate.id === form['items[0][price]'])
    if (!price) return error(400, `No such price: '${form['items[0][price]']}'`)
    const known =
      /^(customer|items\[0\]\[(price|quantity)\]|trial_period_days|trial_settings\[end_behavior\]\[missing_payment_method\]|metadata\[\w+\])$/
    const unknown = Object.keys(form).find((key) => !known.test(key))
    if (unknown)
      return error(400, `This stand-in does not implement the parameter ${unknown} of POST /v1/subscriptions.`)
    const trialDays = form.trial_period_days === undefined ? null : Number(form.trial_period_days)
    if (trialDays !== null && (!Number.isInteger(trialDays) || trialDays < 1 || trialDays > 730)) {
      return error(400, 'Invalid trial_period_days: must be an integer from 1 to 730.')
    }
    const missingPaymentMethod = form['trial_settings[end_behavior][missing_payment_method]'] ?? 'create_invoice'
    if (!['cancel', 'pause', 'create_invoice'].includes(missingPaymentMethod)) {
      return error(400, `Invalid trial_settings[end_behavior][missing_payment_method]: ${missingPaymentMethod}`)
    }
    const start = now()
    const trialEnd = trialDays === null ? null : start + trialDays * 86400
    const id = newId('sub')
    const subscription = {
      id,
      object: 'subscription',
      status: trialEnd ? 'trialing' : customer.invoice_settings.default_payment_method ? 'active' : 'incomplete',
      customer: customer.id,
      created: start,
      metadata: hashField(form, 'metadata'),
      trial_start: trialEnd ? start : null,
      trial_end: trialEnd,
      trial_settings: { end_behavior: { missing_payment_method: missingPaymentMethod } },
      cancel_at: null,
      cancel_at_period_end: false,
      canceled_at: null,
      ended_at: null,
      items: {
        object: 'list',
        data: [
          {
            id: newId('si'),
            object: 'subscription_item',
            price: priceObject(price),
            quantity: Number(form['items[0][quantity]'] ?? 1),
            current_period_start: start,
            current_period_end: trialEnd ?? start + 365 * 86400,
          },
        ],
        has_more: false,
      },
      livemode: false,
    }
    subscriptions.set(id, subscription)
    deliverLater('customer.subscription.created', subscription)
    return { status: 200, body: subscription }
  }

  /** The end of a trial, as Stripe runs it (see the file's comment); answers the subscription and the deliveries. */
  async function endTrial(id: string, reversed: boolean) {
    const subscription = subscriptions.get(id) as
      | (Record<string, unknown> & {
          customer: string
          status: string
          trial_settings?: unknown
          items: { data: Record<string, unknown>[] }
        })
      | undefined
    if (!subscription) return error(404, `No such subscription: '${id}'`)
    if (subscription.status !== 'trialing')
      return error(400, `The subscription is ${subscription.status}, not trialing.`)
    const customer = customers.get(subscription.customer)
    const start = now()
    const events: [string, unknown][] = []
    if (customer?.invoice_settings.default_payment_method) {
      const item = subscription.items.data[0]
      Object.assign(item, { current_period_start: start, current_period_end: start + 365 * 86400 })
      Object.assign(subscription, { status: 'active', trial_end: start })
      const price = item.price as { unit_amount: number; currency: string }
      const invoice = {
        id: newId('in'),
        object: 'invoice',
        customer: customer.id,
        status: 'paid',
        billing_reason: 'subscription_cycle',
        amount_due: price.unit_amount,
        amount_paid: price.unit_amount,
        currency: price.currency,
        parent: {
          type: 'subscription_details',
          subscription_details: { subscription: id, metadata: subscription.metadata },
        },
        created: start,
        livemode: false,
      }
      events.push(['customer.subscription.updated', structuredClone(subscription)], ['invoice.paid', invoice])
    } else {
      const behaviour = (subscription.trial_settings as { end_behavior?: { missing_payment_method?: string } })
        ?.end_behavior?.missing_payment_method
      if (behaviour !== 'cancel')
        return error(400, `This stand-in ends trials without a card only with missing_payment_method cancel.`)
      Object.assign(subscription, { status: 'canceled', trial_end: start, canceled_at: start, ended_at: start })
      events.push(['customer.subscription.deleted', structuredClone(subscription)])
    }
    const sent = []
    for (const [type, object] of reversed ? events.reverse() : events) sent.push(await deliver(type, object))
    return { status: 200, body: { subscription, deliveries: sent } }
  }

  /**
   * A setup-mode session: it saves a payment method for a known customer and charges nothing. As on Stripe, with the
   * default (dynamic) payment methods it needs `currency`, and it takes no line items or subscription data.
   */
  function createSetupSession(form: Record<string, string>) {
    if (Object.keys(form).some((key) => key.startsWith('line_items') || key.startsWith('subscription_data')))
      return error(400, 'You cannot pass line_items or subscription_data in setup mode.')
    if (!form.currency) return error(400, 'Missing required param: currency (setup mode with dynamic payment methods).')
    if (!form.customer)
      return error(400, 'This stand-in opens setup sessions for a known customer only: pass customer.')
    if (!customers.has(form.customer)) return error(400, `No such customer: '${form.customer}'`)
    const id = `cs_test_${randomBytes(16).toString('hex')}`
    const session = {
      id,
      object: 'checkout.session',
      mode: 'setup',
      status: 'open',
      payment_status: 'no_payment_required',
      currency: form.currency,
      client_reference_id: form.client_reference_id ?? null,
      customer: form.customer,
      success_url: form.success_url,
      cancel_url: form.cancel_url,
      metadata: hashField(form, 'metadata'),
      setup_intent: null as string | null,
      subscription: null,
      url: checkoutMode === 'no-url' ? null : `${baseUrl}/c/pay/${id}`,
      created: now(),
      livemode: false,
    }
    sessions.set(id, session)
    // Not part of Stripe's session object: what the SetupIntent will carry once the buyer gives a card.
    subscriptionMetadata.set(id, hashField(form, 'setup_intent_data[metadata]'))
    return { status: 200, body: session }
  }

  function createSession(form: Record<string, string>) {
    if (checkoutMode === 'fail') return error(500, 'The stand-in was told to fail.', 'api_error')
    if (form.mode === 'setup') return createSetupSession(form)
    const price = prices.find((candidate) => candidate.id === form['line_items[0][price]'])
    if (!price) return error(400, `No such price: '${form['line_items[0][price]']}'`)
    if (form.mode !== 'subscription') return error(400, 'This stand-in only sells subscriptions.')
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

  function completeSession(id: string, card: { declines: boolean }) {
    const session = sessions.get(id)
    if (!session) return error(404, `No such checkout.session: '${id}'`)
    if (session.mode === 'setup') {
      if (session.status !== 'open') return error(400, `The session is ${session.status}, not open.`)
      // The buyer gave a card: a succeeded SetupIntent, its payment method attached to the session's customer.
      const customer = session.customer as string
      const setupIntent = {
        id: newId('seti'),
        object: 'setup_intent',
        status: 'succeeded',
        customer,
        payment_method: attachPaymentMethod(customer, card),
        metadata: subscriptionMetadata.get(id) ?? {},
        usage: 'off_session',
        created: now(),
        livemode: false,
      }
      setupIntents.set(setupIntent.id, setupIntent)
      Object.assign(session, { status: 'complete', setup_intent: setupIntent.id })
      return { status: 200, body: { session, setupIntent } }
    }
    const price = (session.line_items as { data: { price: ReturnType<typeof priceObject> }[] }).data[0].price
    const subscriptionId = newId('sub')
    // Checkout creates a customer unless the session was given one.
    const customerId = (session.customer as string | null) ?? newId('cus')
    ensureCustomer(customerId)
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
      return error(400, `This stand-in does not implement the parameter ${unknown} of GET /v1/checkout/sessions.`)
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

  /** POST /v1/billing_portal/sessions: a Customer Portal session for a customer this stand-in knows. */
  function createPortalSession(form: Record<string, string>) {
    if (!form.customer) return error(400, 'Missing required param: customer.')
    if (!customers.has(form.customer)) return error(400, `No such customer: '${form.customer}'`)
    const flow = form['flow_data[type]'] ?? null
    if (flow && !PORTAL_FLOWS.includes(flow)) return error(400, `Invalid flow_data[type]: ${flow}`)
    const id = newId('bps')
    const session = {
      id,
      object: 'billing_portal.session',
      customer: form.customer,
      return_url: form.return_url ?? null,
      flow: flow ? { type: flow } : null,
      url: `${baseUrl}/p/session/${id}`,
      created: now(),
      livemode: false,
    }
    portalSessions.set(id, { customer: session.customer, return_url: session.return_url, flow })
    return { status: 200, body: session }
  }

  /** GET /v1/subscriptions: one customer's subscriptions, newest first, in pages as Stripe serves them. */
  function listSubscriptions(query: URLSearchParams) {
    const unknown = [...query.keys()].find((key) => !SUBSCRIPTION_LIST_PARAMS.includes(key))
    if (unknown)
      return error(400, `This stand-in does not implement the parameter ${unknown} of GET /v1/subscriptions.`)
    const customer = query.get('customer')
    if (!customer) return error(400, 'This stand-in lists the subscriptions of one customer: pass customer.')
    const status = query.get('status')
    if (status !== null && status !== 'all' && !SUBSCRIPTION_STATUSES.includes(status)) {
      return error(400, `This stand-in filters by status all or one of ${SUBSCRIPTION_STATUSES.join(', ')}.`)
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
   * GET /v1/subscriptions/search, the part of Stripe's query language the site uses: `metadata['key']:'value'` clauses
   * joined by AND, over subscriptions of every status, in one page. (Stripe's index lags writes by up to a minute;
   * the stand-in's does not.)
   */
  function searchSubscriptions(query: URLSearchParams) {
    const unknown = [...query.keys()].find((key) => !['query', 'limit', 'page'].includes(key))
    if (unknown) return error(400, `This stand-in does not implement the parameter ${unknown} of subscription search.`)
    const clauses = (query.get('query') ?? '')
      .split(' AND ')
      .map((clause) => /^metadata\['([^'\]]+)'\]:'([^'\\]*)'$/.exec(clause))
    if (clauses.some((clause) => !clause)) {
      return error(400, `This stand-in searches by metadata['key']:'value' clauses only: ${query.get('query')}`)
    }
    const data = [...subscriptions.values()].filter((subscription) =>
      clauses.every((clause) => (subscription.metadata as Record<string, string>)?.[clause![1]] === clause![2]),
    )
    return {
      status: 200,
      body: { object: 'search_result', data, has_more: false, next_page: null, url: '/v1/subscriptions/search' },
    }
  }

  /**
   * POST /v1/subscriptions/:id, the part the site uses: a new price for its item, and `trial_end=now` with
   * `payment_behavior=error_if_incomplete`, which ends the trial and invoices the new price at once, paid with the
   * payment method given (`default_payment_method`, which must be attached to the customer), the subscription's own or
   * the customer's default. Without one Stripe refuses, and nothing changes. Metadata is merged. On success it sends
   * customer.subscription.updated, then invoice.paid.
   */
  function updateSubscription(id: string, form: Record<string, string>) {
    type Item = {
      id: string
      price: ReturnType<typeof priceObject>
      current_period_start: number
      current_period_end: number
    }
    const subscription = subscriptions.get(id) as
      (Record<string, unknown> & { customer: string; status: string; items: { data: Item[] } }) | undefined
    if (!subscription) return error(404, `No such subscription: '${id}'`)
    const known =
      /^(items\[0\]\[(id|price)\]|trial_end|proration_behavior|payment_behavior|default_payment_method|metadata\[\w+\])$/
    const unknown = Object.keys(form).find((key) => !known.test(key))
    if (unknown)
      return error(400, `This stand-in does not implement the parameter ${unknown} of POST /v1/subscriptions/:id.`)
    if (subscription.status === 'canceled')
      return error(400, 'A canceled subscription can only update its cancellation_details and metadata.')
    const item = form['items[0][id]']
      ? subscription.items.data.find(({ id }) => id === form['items[0][id]'])
      : undefined
    if (form['items[0][id]'] && !item) return error(400, `No such subscription_item: '${form['items[0][id]']}'`)
    const price = form['items[0][price]'] ? prices.find(({ id }) => id === form['items[0][price]']) : undefined
    if (form['items[0][price]'] && !price) return error(400, `No such price: '${form['items[0][price]']}'`)
    if (price && !item) return error(400, 'This stand-in changes a price only on an item named by items[0][id].')
    const proration = form.proration_behavior
    if (proration && !['create_prorations', 'none', 'always_invoice'].includes(proration))
      return error(400, `Invalid proration_behavior: ${proration}`)
    if (form.trial_end !== undefined && form.trial_end !== 'now')
      return error(400, 'This stand-in ends trials only with trial_end=now.')
    if (form.trial_end && subscription.status !== 'trialing')
      return error(400, `The subscription is ${subscription.status}: it has no trial to end.`)
    if (form.trial_end && form.payment_behavior !== 'error_if_incomplete')
      return error(400, 'This stand-in invoices at once only with payment_behavior=error_if_incomplete.')
    const attached = paymentMethods.get(subscription.customer) ?? new Set()
    const given = form.default_payment_method
    if (given && !attached.has(given))
      return error(400, `The customer does not have a payment method with the ID ${given}.`)
    const paymentMethod =
      given ??
      (subscription.default_payment_method as string | null | undefined) ??
      customers.get(subscription.customer)?.invoice_settings.default_payment_method
    if (form.trial_end && !paymentMethod)
      return error(
        400,
        'This customer has no attached payment source or default payment method. Please consider adding a default payment method.',
      )
    // Stripe's answer when the invoice `error_if_incomplete` pays at once is declined: nothing changes.
    if (form.trial_end && decliningCards.has(paymentMethod!))
      return {
        status: 402,
        body: {
          error: {
            type: 'card_error',
            code: 'card_declined',
            decline_code: 'generic_decline',
            message: 'Your card was declined.',
          },
        },
      }

    const start = now()
    if (item && price) item.price = priceObject(price)
    if (given) subscription.default_payment_method = given
    subscription.metadata = { ...(subscription.metadata as Record<string, string>), ...hashField(form, 'metadata') }
    const events: [string, unknown][] = []
    if (form.trial_end) {
      const first = subscription.items.data[0]
      Object.assign(first, { current_period_start: start, current_period_end: start + 365 * 86400 })
      Object.assign(subscription, { status: 'active', trial_end: start })
      const invoice: StandInInvoice = {
        id: newId('in'),
        object: 'invoice',
        customer: subscription.customer,
        status: 'paid',
        billing_reason: 'subscription_update',
        amount_due: first.price.unit_amount,
        amount_paid: first.price.unit_amount,
        currency: first.price.currency,
        parent: {
          type: 'subscription_details',
          subscription_details: { subscription: id, metadata: subscription.metadata },
        },
        created: start,
        livemode: false,
      }
      invoices.set(invoice.id, invoice)
      events.push(['customer.subscription.updated', subscription], ['invoice.paid', invoice])
    } else events.push(['customer.subscription.updated', subscription])
    // Stripe answers first and sends the events after, in this order.
    setImmediate(() => {
      void (async () => {
        for (const [type, object] of events) await deliver(type, structuredClone(object))
      })()
    })
    return { status: 200, body: structuredClone(subscription) }
  }

  /**
   * DELETE /v1/subscriptions/:id: ends the subscription at once (status canceled, canceled_at and ended_at now), as
   * Stripe does, and sends customer.subscription.deleted (with a webhook); an ended one cannot be canceled again
   * (Stripe's 400). A subscription stored with the metadata
   * `stand_in_cancel: "fail"` answers 500 instead, until a test stores it again without.
   */
  function cancelSubscription(id: string) {
    const subscription = subscriptions.get(id)
    if (!subscription) return error(404, `No such subscription: '${id}'`)
    if ((subscription.metadata as Record<string, string> | undefined)?.stand_in_cancel === 'fail')
      return error(500, 'The stand-in was told to fail this cancellation.', 'api_error')
    if (subscription.status === 'canceled')
      return error(400, `A canceled subscription can only update its cancellation_details and metadata.`)
    Object.assign(subscription, { status: 'canceled', canceled_at: now(), ended_at: now(), cancel_at: null })
    deliverLater('customer.subscription.deleted', subscription)
    return { status: 200, body: subscription }
  }

  /** GET /v1/invoices: one customer's invoices, newest first, in pages as Stripe serves them. */
  function listInvoices(query: URLSearchParams) {
    const unknown = [...query.keys()].find((key) => !['customer', 'limit', 'starting_after'].includes(key))
    if (unknown) return error(400, `This stand-in does not implement the parameter ${unknown} of GET /v1/invoices.`)
    const customer = query.get('customer')
    if (!customer) return error(400, 'This stand-in lists the invoices of one customer: pass customer.')
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
    if (method === 'GET' && path === '/v1/subscriptions/search') return searchSubscriptions(query)
    const setupIntentMatch = /^\/v1\/setup_intents\/([^/]+)$/.exec(path)
    if (method === 'GET' && setupIntentMatch) {
      const setupIntent = setupIntents.get(setupIntentMatch[1])
      return setupIntent
        ? { status: 200, body: setupIntent }
        : error(404, `No such setupintent: '${setupIntentMatch[1]}'`)
    }
    if (method === 'GET' && path === '/v1/invoices') return listInvoices(query)
    if (method === 'POST' && path === '/v1/subscriptions') return createSubscription(form)
    const subscriptionMatch = /^\/v1\/subscriptions\/([^/]+)$/.exec(path)
    if (method === 'DELETE' && subscriptionMatch) return cancelSubscription(subscriptionMatch[1])
    if (method === 'GET' && subscriptionMatch) {
      const subscription = subscriptions.get(subscriptionMatch[1])
      return subscription
        ? { status: 200, body: subscription }
        : error(404, `No such subscription: '${subscriptionMatch[1]}'`)
    }
    if (method === 'POST' && subscriptionMatch) return updateSubscription(subscriptionMatch[1], form)
    if (method === 'POST' && path === '/v1/customers') return createCustomer(form)
    if (method === 'GET' && path === '/v1/customers') return listCustomers(query)
    const customerMatch = /^\/v1\/customers\/([^/]+)$/.exec(path)
    if (method === 'POST' && customerMatch) return updateCustomer(customerMatch[1], form)
    const customerPaymentMethods = /^\/v1\/customers\/([^/]+)\/payment_methods$/.exec(path)
    if (method === 'GET' && customerPaymentMethods) return listPaymentMethods(customerPaymentMethods[1], query)
    const detach = /^\/v1\/payment_methods\/([^/]+)\/detach$/.exec(path)
    if (method === 'POST' && detach) return detachPaymentMethod(detach[1])
    if (method === 'GET' && customerMatch) {
      const customer = customers.get(customerMatch[1])
      return customer ? { status: 200, body: customer } : error(404, `No such customer: '${customerMatch[1]}'`)
    }
    if (method === 'POST' && path === '/v1/billing_portal/sessions') return createPortalSession(form)
    return error(404, `Unrecognized request URL (${method}: ${path}).`)
  }

  const server = standInServer(async (request: IncomingMessage, response) => {
    const url = new URL(request.url ?? '/', 'http://stand-in')
    const raw = await readText(request)
    const send = (status: number, body: unknown, type = 'application/json') => {
      response.writeHead(status, { 'content-type': type, 'request-id': newId('req') })
      response.end(typeof body === 'string' ? body : JSON.stringify(body))
    }

    if (url.pathname === '/__stand-in/requests') {
      if (request.method === 'DELETE') reset()
      return send(200, requests)
    }
    if (url.pathname === '/__stand-in/state' && request.method === 'POST') {
      const state = JSON.parse(raw || '{}') as {
        checkout?: typeof checkoutMode
        prices?: StandInPrice[]
        unreachable?: typeof unreachable
      }
      if (state.checkout) checkoutMode = state.checkout
      if (state.prices) prices = state.prices
      if (state.unreachable) unreachable = state.unreachable
      return send(200, { checkout: checkoutMode, prices })
    }
    const complete = /^\/__stand-in\/sessions\/([^/]+)\/complete$/.exec(url.pathname)
    if (complete && request.method === 'POST') {
      const result = completeSession(complete[1], cardOf(url))
      return send(result.status, result.body)
    }
    if (url.pathname === '/__stand-in/subscriptions' && request.method === 'POST') {
      const given = JSON.parse(raw) as StandInSubscription | StandInSubscription[]
      for (const subscription of Array.isArray(given) ? given : [given]) {
        subscriptions.set(subscription.id, subscription)
        ensureCustomer(subscription.customer)
      }
      return send(200, given)
    }
    if (url.pathname === '/__stand-in/invoices' && request.method === 'POST') {
      const given = JSON.parse(raw) as StandInInvoice | StandInInvoice[]
      for (const invoice of Array.isArray(given) ? given : [given]) invoices.set(invoice.id, invoice)
      return send(200, given)
    }
    const paymentMethod = /^\/__stand-in\/customers\/([^/]+)\/payment-method$/.exec(url.pathname)
    if (paymentMethod && request.method === 'POST') {
      const customer = customers.get(paymentMethod[1])
      if (!customer) return send(404, { error: { message: `No such customer: '${paymentMethod[1]}'` } })
      customer.invoice_settings.default_payment_method = attachPaymentMethod(customer.id, cardOf(url))
      return send(200, customer)
    }
    const trialControl = /^\/__stand-in\/subscriptions\/([^/]+)\/(trial-will-end|end-trial)$/.exec(url.pathname)
    if (trialControl && request.method === 'POST') {
      if (trialControl[2] === 'end-trial') {
        const result = await endTrial(trialControl[1], url.searchParams.get('order') === 'reversed')
        return send(result.status, result.body)
      }
      const subscription = subscriptions.get(trialControl[1])
      if (!subscription) return send(404, { error: { message: `No such subscription: '${trialControl[1]}'` } })
      const sent = await deliver('customer.subscription.trial_will_end', structuredClone(subscription))
      return send(200, { subscription, deliveries: [sent] })
    }
    if (url.pathname === '/__stand-in/deliveries') return send(200, deliveries)
    const portal = /^\/p\/session\/([^/]+)$/.exec(url.pathname)
    const portalSession = portal && request.method === 'GET' ? portalSessions.get(portal[1]) : undefined
    if (portal && request.method === 'GET') {
      return send(
        portalSession ? 200 : 404,
        `<!doctype html><html lang="en"><title>Stripe billing portal stand-in</title><h1>Stripe billing portal stand-in</h1><p id="customer">${portalSession?.customer ?? 'unknown'}</p><p id="return-url">${portalSession?.return_url ?? ''}</p><p id="flow">${portalSession?.flow ?? ''}</p></html>`,
        'text/html; charset=utf-8',
      )
    }
    const page = /^\/c\/pay\/([^/]+)$/.exec(url.pathname)
    if (page && request.method === 'GET') {
      const known = sessions.has(page[1])
      return send(
        known ? 200 : 404,
        `<!doctype html><html lang="en"><title>Stripe Checkout stand-in</title><h1>Stripe Checkout stand-in</h1><p id="session">${known ? page[1] : 'unknown'}</p></html>`,
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
    if (unreachable && unreachable.path === url.pathname && unreachable.times > 0) {
      unreachable.times -= 1
      request.socket.destroy()
      return
    }
    if (!request.headers.authorization?.startsWith('Bearer sk_')) {
      return send(401, { error: { type: 'invalid_request_error', message: 'Invalid API Key provided' } })
    }
    const replayKey = idempotencyKey && request.method === 'POST' ? `${url.pathname}|${idempotencyKey}` : null
    const replay = replayKey ? idempotent.get(replayKey) : undefined
    // Stripe refuses a key used again with other parameters.
    if (replay && replay.form !== raw)
      return send(400, {
        error: {
          type: 'idempotency_error',
          message: 'Keys for idempotent requests can only be used with the same parameters they were first used with.',
        },
      })
    if (replay) return send(replay.status, replay.body)
    const result = route(request.method ?? 'GET', url.pathname, url.searchParams, form)
    if (replayKey) idempotent.set(replayKey, { ...result, form: raw })
    send(result.status, result.body)
  })
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve))
  const { port: actualPort } = server.address() as AddressInfo
  baseUrl = `http://127.0.0.1:${actualPort}`
  return { url: baseUrl, server, requests, sessions, subscriptions, customers, deliveries }
}
