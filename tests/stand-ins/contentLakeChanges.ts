import { randomUUID } from 'node:crypto'
import type { IncomingMessage, ServerResponse } from 'node:http'
import { encodeSignatureHeader, SIGNATURE_HEADER_NAME } from '@sanity/webhook'
import { evaluate, parse } from 'groq-js'

/**
 * What happens after a transaction in the Content Lake stand-in (tests/stand-ins/contentLake.ts), as Sanity does it:
 *
 * - **Index lag**: queries see the dataset as it was `indexLagMs` ago (the document endpoint and listeners do not
 *   wait), so a reader that trusts a webhook blindly can render the old version. 0 (the default): consistent at once.
 * - **Listeners** (`data/listen`): `welcome`, then a `mutation` event per changed document matching the listener's
 *   filter (`documentId`, `transactionId`, `transition`, `identity`, `previousRev`/`resultRev`, `mutations`,
 *   mendoza `effects`, `result`), after the lag for `visibility=query` listeners, open until the client leaves (the
 *   browser tests' stand-in speaks HTTP/2, as Sanity does, so the Studio's many listeners share one connection); a
 *   client that asks for `enableResume` and reconnects with its `lastEventId` gets `welcomeback` and the events it
 *   missed, as from Sanity. An idle listener gets a comment line every `listenerKeepAliveMs`, as Sanity keeps one
 *   alive: the Studio's EventSource gives up on a stream silent for 45 s and reconnects every listener it has.
 * - **GROQ-powered webhook**: for each published document a transaction creates, updates or deletes, the filter
 *   (delta GROQ) and projection are evaluated and the result is POSTed, signed with `@sanity/webhook`, as Sanity does.
 */

export type StoredDocument = { _id: string; _type: string; _rev?: string } & Record<string, unknown>

export type DocumentChange = { id: string; before: StoredDocument | null; after: StoredDocument | null }

export type Transaction = { id: string; identity: string; timestamp: string; changes: DocumentChange[] }

export type WebhookConfig = {
  url: string
  secret: string
  /** Delta GROQ, evaluated against the document after the change (before it, for a deletion). Empty: every change. */
  filter?: string
  projection: string
  /** Drafts and release versions (`includeDrafts` / `includeAllVersions` in Sanity's webhook settings). */
  includeDrafts?: boolean
}

export type WebhookDelivery = {
  documentId: string
  transactionId: string
  body: unknown
  status: number | null
  error?: string
  /** When the transaction was committed (epoch milliseconds, this machine's clock). */
  committedAt: number
  /** Milliseconds from the commit to the site's answer. */
  ms: number
}

export type ConsistencyControls = { indexLagMs?: number; webhook?: WebhookConfig | null }

type ListenEvent = { seq: number; transaction: Transaction; change: DocumentChange; index: number }

type Listener = {
  response: ServerResponse
  matches: (document: StoredDocument) => Promise<boolean>
  options: URLSearchParams
  /** Events are written in order, whatever their filter costs to evaluate. */
  queue: Promise<void>
}

const RECENT_EVENTS = 500
const withoutRev = (document: StoredDocument | null) => {
  if (!document) return null
  const { _rev: _ignored, ...rest } = document
  return rest
}
const isPublishedId = (id: string) => !id.startsWith('drafts.') && !id.startsWith('versions.')

export function createChangeFeed({
  projectId,
  dataset,
  initial,
  indexLagMs = 0,
  webhook = null,
  listenerKeepAliveMs = 15_000,
}: {
  projectId: string
  dataset: string
  initial: StoredDocument[]
  indexLagMs?: number
  webhook?: WebhookConfig | null
  listenerKeepAliveMs?: number
}) {
  /** What queries may see: the dataset after each transaction, with when it was committed. */
  let states: { at: number; documents: StoredDocument[] }[] = [{ at: 0, documents: initial }]
  const recent: ListenEvent[] = []
  let seq = 0
  const listeners = new Set<Listener>()
  const deliveries: WebhookDelivery[] = []

  /** The dataset as queries see it now: the latest state committed at least `indexLagMs` ago. */
  function queryable(): StoredDocument[] {
    const seen = Math.max(
      0,
      states.findLastIndex((state) => state.at <= Date.now() - indexLagMs),
    )
    // The states before it can no longer be seen by anyone.
    states = states.slice(seen)
    return states[0].documents
  }

  function eventData(event: ListenEvent, listener: Listener, total: number, current: number) {
    const { transaction, change } = event
    const options = listener.options
    const flag = (name: string, fallback: boolean) => (options.get(name) ?? String(fallback)) === 'true'
    const mutations = change.after ? [{ createOrReplace: change.after }] : [{ delete: { id: change.id } }]
    return {
      eventId: `${transaction.id}#${change.id}`,
      documentId: change.id,
      transactionId: transaction.id,
      transition: !change.before ? 'appear' : change.after ? 'update' : 'disappear',
      identity: transaction.identity,
      timestamp: transaction.timestamp,
      visibility: visibilityOf(listener),
      ...(change.before?._rev && { previousRev: change.before._rev }),
      resultRev: change.after?._rev ?? transaction.id,
      transactionTotalEvents: total,
      transactionCurrentEvent: current,
      ...(flag('includeMutations', true) && { mutations }),
      ...(options.get('effectFormat') === 'mendoza' && {
        // Mendoza's "Value" operation (0): the whole document, before and after.
        effects: { apply: [0, withoutRev(change.after)], revert: [0, withoutRev(change.before)] },
      }),
      ...(flag('includeResult', true) && change.after && { result: change.after }),
      ...(flag('includePreviousRevision', false) && change.before && { previous: change.before }),
    }
  }

  const visibilityOf = (listener: Listener) =>
    listener.options.get('visibility') === 'query' ? 'query' : 'transaction'

  /** Writes the events of one transaction that concern this listener, with the count Sanity gives them. */
  async function send(listener: Listener, events: ListenEvent[]) {
    const relevant: ListenEvent[] = []
    for (const event of events) {
      const { before, after } = event.change
      if ((before && (await listener.matches(before))) || (after && (await listener.matches(after))))
        relevant.push(event)
    }
    relevant.forEach((event, index) => {
      const data = eventData(event, listener, relevant.length, index + 1)
      listener.response.write(`event: mutation\nid: ${data.eventId}\ndata: ${JSON.stringify(data)}\n\n`)
    })
  }

  function publish(listener: Listener, events: ListenEvent[]) {
    const delay = visibilityOf(listener) === 'query' ? indexLagMs : 0
    const write = () => {
      listener.queue = listener.queue.then(() => send(listener, events)).catch(() => undefined)
    }
    if (delay > 0) setTimeout(write, delay).unref()
    else write()
  }

  async function deliver(config: WebhookConfig, transaction: Transaction, change: DocumentChange, started: number) {
    const { before, after } = change
    const document = after ?? before
    if (!document || (!config.includeDrafts && !isPublishedId(change.id))) return
    const context = { root: document, before, after, sanity: { projectId, dataset } }
    if (config.filter && (await (await evaluate(parse(config.filter, { mode: 'delta' }), context)).get()) !== true)
      return
    const body = JSON.stringify(await (await evaluate(parse(config.projection, { mode: 'delta' }), context)).get())
    const delivery: WebhookDelivery = {
      documentId: change.id,
      transactionId: transaction.id,
      body: JSON.parse(body),
      status: null,
      committedAt: started,
      ms: 0,
    }
    deliveries.push(delivery)
    try {
      const response = await fetch(config.url, {
        method: 'POST',
        body,
        headers: {
          'content-type': 'application/json',
          [SIGNATURE_HEADER_NAME]: await encodeSignatureHeader(body, Date.now(), config.secret),
          'idempotency-key': `${transaction.id}#${change.id}`,
          'sanity-transaction-id': transaction.id,
          'sanity-document-id': change.id,
          'sanity-project-id': projectId,
          'sanity-dataset': dataset,
          'sanity-operation': !before ? 'create' : after ? 'update' : 'delete',
        },
      })
      delivery.status = response.status
      await response.arrayBuffer()
    } catch (error) {
      delivery.error = error instanceof Error ? error.message : String(error)
    }
    delivery.ms = Date.now() - started
  }

  return {
    queryable,
    deliveries,

    /** Records a transaction: a new state for queries, events for listeners, calls of the webhook. */
    commit(transaction: Transaction, documents: StoredDocument[]) {
      if (transaction.changes.length === 0) return
      const started = Date.now()
      states.push({ at: started, documents })
      const events = transaction.changes.map((change, index) => ({ seq: ++seq, transaction, change, index }))
      recent.push(...events)
      recent.splice(0, Math.max(0, recent.length - RECENT_EVENTS))
      for (const listener of listeners) publish(listener, events)
      if (webhook) for (const change of transaction.changes) void deliver(webhook, transaction, change, started)
    },

    configure(controls: ConsistencyControls) {
      if (controls.indexLagMs !== undefined) {
        // The index has caught up with what is already visible: the new lag holds from the next transaction on.
        states = states.slice(-1)
        indexLagMs = controls.indexLagMs
      }
      if (controls.webhook !== undefined) webhook = controls.webhook
      return { indexLagMs, webhook: webhook && { ...webhook, secret: '(set)' } }
    },

    /** A `data/listen` stream; `visible` is what the caller's token may read. */
    listen(
      request: IncomingMessage,
      response: ServerResponse,
      url: URL,
      visible: (document: StoredDocument) => boolean,
    ) {
      const options = url.searchParams
      const query = options.get('query') ?? '*'
      const params: Record<string, unknown> = {}
      for (const [name, value] of options) if (name.startsWith('$')) params[name.slice(1)] = JSON.parse(value)
      let tree: ReturnType<typeof parse> | null
      try {
        tree = parse(query, { params })
      } catch {
        tree = null // a filter groq-js cannot read (Sanity's full-text search): every visible document matches
      }
      const matches = async (document: StoredDocument) => {
        if (!visible(document)) return false
        if (!tree) return true
        try {
          const found = await (await evaluate(tree, { dataset: [document], params })).get()
          return Array.isArray(found) ? found.length > 0 : Boolean(found)
        } catch {
          return true
        }
      }
      const listener: Listener = { response, matches, options, queue: Promise.resolve() }
      response.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' })

      const lastEventId = options.get('lastEventId') ?? request.headers['last-event-id']
      const resumeFrom =
        options.get('enableResume') === 'true' && typeof lastEventId === 'string'
          ? recent.find((event) => `${event.transaction.id}#${event.change.id}` === lastEventId)?.seq
          : undefined
      if (resumeFrom !== undefined) {
        response.write(`event: welcomeback\ndata: ${JSON.stringify({ listenerName: randomUUID() })}\n\n`)
        const missed = recent.filter((event) => event.seq > resumeFrom)
        for (const transaction of new Set(missed.map((event) => event.transaction)))
          publish(
            listener,
            missed.filter((event) => event.transaction === transaction),
          )
      } else {
        response.write(`event: welcome\ndata: ${JSON.stringify({ listenerName: randomUUID() })}\n\n`)
      }
      // Open until the client leaves, as Sanity keeps every listener. Each write is a whole event or comment.
      listeners.add(listener)
      const keepAlive = setInterval(() => response.write(': keep-alive\n\n'), listenerKeepAliveMs).unref()
      response.on('close', () => {
        clearInterval(keepAlive)
        listeners.delete(listener)
      })
    },
  }
}

export type ChangeFeed = ReturnType<typeof createChangeFeed>
