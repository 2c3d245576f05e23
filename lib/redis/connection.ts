/**
 * The connection to the Redis that several instances share (REDIS_URL): Next's cache (lib/redis/cacheHandler.ts)
 * and the rate limits (lib/security/redisRateLimit.ts). No `server-only` and relative imports only: Next loads
 * the cache handler with Node's own `import`, outside the app's bundle.
 */
import { createClient } from 'redis'

export type SharedRedis = ReturnType<typeof createClient>

/**
 * How long a command may wait for Redis. Past it the caller treats Redis as unreachable (a cache miss, a
 * refused message, a per-instance checkout limit) instead of holding the visitor's request.
 */
const REDIS_TIMEOUT_MS = 1_000

/** Once a minute at most: a Redis that stays down would otherwise write a line per reconnection attempt. */
const ERROR_LOG_INTERVAL_MS = 60_000

/**
 * One client per process and URL, and which of them are down. Kept on globalThis because the app's bundle and
 * the cache handler each load this module: both then share one connection and one view of it.
 */
const { clients, down } = ((globalThis as Record<symbol, unknown>)[Symbol.for('persistly.redis')] ??= {
  clients: new Map<string, SharedRedis>(),
  down: new WeakSet<SharedRedis>(),
}) as { clients: Map<string, SharedRedis>; down: WeakSet<SharedRedis> }

/** The shared client for `url`, connecting (and reconnecting, with backoff) in the background. */
export function sharedRedis(url: string, log: Pick<Console, 'error' | 'info'> = console): SharedRedis {
  const existing = clients.get(url)
  if (existing) return existing
  const client: SharedRedis = createClient({
    url,
    // Also bounds commands queued while (re)connecting, so the first requests after a start wait for the connection.
    commandOptions: { timeout: REDIS_TIMEOUT_MS },
    socket: {
      // Longer than a command's wait: a busy machine can take more than a second to accept, which is no outage.
      connectTimeout: 5 * REDIS_TIMEOUT_MS,
      reconnectStrategy: (retries) => Math.min(100 * 2 ** retries, 5_000),
    },
  })
  let loggedAt = -Infinity
  client.on('error', (error: Error) => {
    down.add(client)
    if (Date.now() - loggedAt < ERROR_LOG_INTERVAL_MS) return
    loggedAt = Date.now()
    log.error(
      `[redis] ${redactedUrl(url)} (REDIS_URL) is unreachable: ${error.message || error.name}. Pages are served uncached, the contact form refuses messages and checkout counts per instance until it is back.`,
    )
  })
  client.on('ready', () => {
    if (down.delete(client)) log.info(`[redis] ${redactedUrl(url)} is reachable again.`)
  })
  // Failures reach the 'error' listener above; the client keeps reconnecting on its own.
  client.connect().catch(() => {})
  clients.set(url, client)
  return client
}

/**
 * The client, or an error at once while its connection is known to be down: each command would otherwise wait
 * REDIS_TIMEOUT_MS, and a page makes several. (Before the first connection, commands wait for it.)
 */
export function reachable(client: SharedRedis): SharedRedis {
  if (down.has(client)) throw new Error('not connected (reconnecting in the background)')
  return client
}

/** What went wrong, for log lines: a command's timeout carries no message of its own. */
export function redisErrorMessage(error: unknown): string {
  if (!(error instanceof Error)) return String(error)
  return error.message || `no answer within ${REDIS_TIMEOUT_MS} ms`
}

/** The URL without its password, for log lines. */
function redactedUrl(url: string): string {
  try {
    const parsed = new URL(url)
    if (parsed.password) parsed.password = '***'
    return parsed.toString()
  } catch {
    return 'REDIS_URL'
  }
}
