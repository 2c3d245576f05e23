/**
 * A loopback stand-in for Plausible: its Events API (`POST /api/event`, what the site's pages and server send) and
 * the part of its Stats API v2 (`POST /api/v2/query`) the site reads, answered from the events it recorded.
 *
 * - Events: answered as Plausible does (202, CORS open) and kept in memory with a visitor id made as Plausible makes
 *   it: from the site, the client's address (the first X-Forwarded-For entry, else the socket's) and its User-Agent.
 *   Specs tell visitors apart by User-Agent. Every event name counts as a configured goal.
 * - Stats: `Authorization: Bearer <statsKey>` or 401, as Plausible. Metrics `visitors`, `events`, `pageviews`;
 *   dimensions `event:goal`, `event:page`, `event:props:<name>`; filters `is` / `is_not` on those, combined by the
 *   top-level list or `and`; `date_range` "all" or two ISO 8601 dates or date-times (UTC for plain dates). Anything
 *   else is refused with 400 and a message naming it, never answered wrongly.
 *
 * Started by the browser tests (tests/support/testServers.ts, `node tests/stand-ins/plausible.ts [port] [statsKey]`); tests start it with
 * startPlausibleStandIn().
 */
import { createHash } from 'node:crypto'
import type { IncomingMessage, ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { pathToFileURL } from 'node:url'
import { standInServer } from './http.ts'

type RecordedEvent = {
  name: string
  domains: string[]
  pathname: string
  visitorId: string
  props: Record<string, string>
  at: number
}

type Filter = [operator: 'is' | 'is_not', dimension: string, clauses: string[]]

class QueryError extends Error {}

const cors = {
  'access-control-allow-origin': '*',
  'access-control-allow-methods': 'POST, OPTIONS',
  'access-control-allow-headers': 'content-type, authorization',
}

const METRICS = ['visitors', 'events', 'pageviews'] as const
type Metric = (typeof METRICS)[number]

const isSupportedDimension = (dimension: unknown): dimension is string =>
  typeof dimension === 'string' &&
  (dimension === 'event:goal' || dimension === 'event:page' || /^event:props:[^:]+$/.test(dimension))

/** An event's value of a dimension; "(none)" for a property it does not carry, as Plausible groups them. */
function valueOf(event: RecordedEvent, dimension: string): string {
  if (dimension === 'event:goal') return event.name
  if (dimension === 'event:page') return event.pathname
  return event.props[dimension.slice('event:props:'.length)] ?? '(none)'
}

function readFilters(filters: unknown): Filter[] {
  if (filters === undefined) return []
  if (!Array.isArray(filters)) throw new QueryError('filters must be a list')
  return filters.flatMap((filter): Filter[] => {
    if (Array.isArray(filter) && filter[0] === 'and' && Array.isArray(filter[1])) return readFilters(filter[1])
    const [operator, dimension, clauses, modifiers] = Array.isArray(filter) ? filter : []
    if (operator !== 'is' && operator !== 'is_not')
      throw new QueryError(`The stand-in does not support the filter operator ${JSON.stringify(operator)}`)
    if (!isSupportedDimension(dimension))
      throw new QueryError(`The stand-in does not support filtering on ${JSON.stringify(dimension)}`)
    if (!Array.isArray(clauses) || clauses.length === 0 || !clauses.every((clause) => typeof clause === 'string'))
      throw new QueryError(`The clauses of the filter on ${dimension} must be a non-empty list of strings`)
    if (modifiers !== undefined) throw new QueryError('The stand-in does not support filter modifiers')
    return [[operator, dimension, clauses]]
  })
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/
const ISO_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/

/** The time span of `date_range`, inclusive, in milliseconds. */
function readDateRange(range: unknown): [number, number] {
  if (range === 'all') return [-Infinity, Infinity]
  if (!Array.isArray(range) || range.length !== 2)
    throw new QueryError('date_range must be "all" or two ISO 8601 dates or date-times (the stand-in knows no other)')
  const [from, to] = range.map((value, index) => {
    if (typeof value === 'string' && ISO_DATE.test(value))
      return Date.parse(`${value}T00:00:00Z`) + (index === 1 ? 86_400_000 - 1 : 0)
    if (typeof value === 'string' && ISO_DATE_TIME.test(value)) return Date.parse(value)
    throw new QueryError(`Invalid date_range ${JSON.stringify(range)}`)
  })
  if (!(from <= to)) throw new QueryError(`Invalid date_range ${JSON.stringify(range)}: it ends before it starts`)
  return [from, to]
}

function readQuery(body: unknown) {
  if (!body || typeof body !== 'object') throw new QueryError('The request body must be a JSON query object')
  const query = body as Record<string, unknown>
  for (const key of Object.keys(query))
    if (!['site_id', 'metrics', 'dimensions', 'filters', 'date_range'].includes(key))
      throw new QueryError(`The stand-in does not support the query key ${JSON.stringify(key)}`)
  if (typeof query.site_id !== 'string' || !query.site_id) throw new QueryError('site_id is required')
  const metrics = query.metrics
  if (!Array.isArray(metrics) || metrics.length === 0) throw new QueryError('metrics must be a non-empty list')
  for (const metric of metrics)
    if (!METRICS.includes(metric))
      throw new QueryError(`The stand-in does not support the metric ${JSON.stringify(metric)}`)
  const dimensions = query.dimensions ?? []
  if (!Array.isArray(dimensions)) throw new QueryError('dimensions must be a list')
  for (const dimension of dimensions)
    if (!isSupportedDimension(dimension))
      throw new QueryError(`The stand-in does not support the dimension ${JSON.stringify(dimension)}`)
  return {
    siteId: query.site_id,
    metrics: metrics as Metric[],
    dimensions: dimensions as string[],
    filters: readFilters(query.filters),
    range: readDateRange(query.date_range),
  }
}

function answerQuery(events: readonly RecordedEvent[], query: ReturnType<typeof readQuery>) {
  const [from, to] = query.range
  const matching = events.filter(
    (event) =>
      event.domains.includes(query.siteId) &&
      event.at >= from &&
      event.at <= to &&
      query.filters.every(
        ([operator, dimension, clauses]) => clauses.includes(valueOf(event, dimension)) === (operator === 'is'),
      ),
  )
  const groups = new Map<string, { dimensions: string[]; events: RecordedEvent[] }>()
  for (const event of matching) {
    const dimensions = query.dimensions.map((dimension) => valueOf(event, dimension))
    const key = JSON.stringify(dimensions)
    const group = groups.get(key) ?? groups.set(key, { dimensions, events: [] }).get(key)!
    group.events.push(event)
  }
  // Without dimensions Plausible answers one row, zeros included.
  if (query.dimensions.length === 0 && groups.size === 0) groups.set('[]', { dimensions: [], events: [] })
  const metric = (name: Metric, group: RecordedEvent[]) =>
    name === 'visitors'
      ? new Set(group.map((event) => event.visitorId)).size
      : name === 'pageviews'
        ? group.filter((event) => event.name === 'pageview').length
        : group.length
  const results = [...groups.values()].map(({ dimensions, events: group }) => ({
    dimensions,
    metrics: query.metrics.map((name) => metric(name, group)),
  }))
  // Plausible's default order: the first metric, descending.
  return results.sort((a, b) => b.metrics[0] - a.metrics[0])
}

function readEvent(request: IncomingMessage, body: string): RecordedEvent {
  const payload = JSON.parse(body) as Record<string, unknown>
  const name = payload.name ?? payload.n
  const url = payload.url ?? payload.u
  const domain = payload.domain ?? payload.d
  if (typeof name !== 'string' || typeof url !== 'string' || typeof domain !== 'string')
    throw new Error('An event needs name, url and domain')
  const rawProps = payload.props ?? payload.p ?? {}
  const props = (typeof rawProps === 'string' ? JSON.parse(rawProps) : rawProps) as Record<string, unknown>
  const address =
    String(request.headers['x-forwarded-for'] ?? '')
      .split(',')[0]
      .trim() || request.socket.remoteAddress
  const domains = domain.split(',').map((site) => site.trim())
  return {
    name,
    domains,
    pathname: new URL(url).pathname,
    visitorId: createHash('sha256')
      .update(`${domains[0]}|${address}|${request.headers['user-agent'] ?? ''}`)
      .digest('hex'),
    props: Object.fromEntries(Object.entries(props).map(([key, value]) => [key, String(value)])),
    at: Date.now(),
  }
}

const json = (response: ServerResponse, status: number, body: unknown) =>
  response.writeHead(status, { ...cors, 'content-type': 'application/json' }).end(JSON.stringify(body))

/** Starts the stand-in on `port` (0: any free port); `statsKey` is the only Stats API key it accepts. */
export async function startPlausibleStandIn({ port = 0, statsKey }: { port?: number; statsKey: string }) {
  const events: RecordedEvent[] = []
  const server = standInServer((request, response) => {
    if (request.method === 'OPTIONS') {
      response.writeHead(204, cors).end()
      return
    }
    const chunks: Buffer[] = []
    request.on('data', (chunk: Buffer) => chunks.push(chunk))
    request.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8')
      if (request.method === 'POST' && request.url?.startsWith('/api/event')) {
        try {
          events.push(readEvent(request, body))
        } catch (error) {
          response.writeHead(400, { ...cors, 'content-type': 'text/plain' }).end((error as Error).message)
          return
        }
        response.writeHead(202, { ...cors, 'content-type': 'text/plain' }).end('ok')
        return
      }
      if (request.method === 'POST' && request.url === '/api/v2/query') {
        if (request.headers.authorization !== `Bearer ${statsKey}`)
          return json(response, 401, {
            error:
              "Invalid API key or site ID. Please make sure you're using a valid API key with access to the site you've requested.",
          })
        try {
          const query = readQuery(JSON.parse(body))
          return json(response, 200, { results: answerQuery(events, query), meta: {}, query: JSON.parse(body) })
        } catch (error) {
          if (error instanceof QueryError || error instanceof SyntaxError)
            return json(response, 400, { error: error.message })
          throw error
        }
      }
      // Playwright's readiness check and anything else.
      response.writeHead(200, { ...cors, 'content-type': 'text/plain' }).end('Plausible stand-in')
    })
  })
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve))
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  return {
    origin,
    eventEndpoint: `${origin}/api/event`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const [port, statsKey] = process.argv.slice(2)
  if (!port || !statsKey) throw new Error('Usage: node tests/stand-ins/plausible.ts <port> <statsKey>')
  const standIn = await startPlausibleStandIn({ port: Number(port), statsKey })
  console.log(`[plausible stand-in] listening on ${standIn.origin}`)
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => standIn.close().then(() => process.exit(0)))
}
