/**
 * The published redirects of this process, for the proxy: read from content on the first request, replaced when
 * the publish webhook reports a change to a redirect (app/api/revalidate), and, with several instances (REDIS_URL),
 * handed to every instance through Redis: the instance the webhook reaches stores the list and announces it on a
 * channel every instance listens to. A lookup is a map read; no request waits for Redis or the Content Lake after
 * the first.
 */
import { env } from '@/lib/env/server'
import { reachable, redisErrorMessage, sharedRedis, type SharedRedis } from '@/lib/redis/connection'
import { readPublishedRedirects } from '@/lib/sanity/content/redirects'
import { isRedirect, type Redirect } from './rules'
import { redirectTable, type RedirectTable } from './table'

/** The latest list a webhook read, for an instance that (re)connects after it was announced. */
const STORED_KEY = 'redirects:published'
const CHANNEL = 'redirects:changed'

/** After a failed first read, how long the site serves without redirects before reading again. */
const RETRY_AFTER_MS = 30_000

type Live = { table: RedirectTable | null; loading: Promise<RedirectTable> | null; listening: boolean }

/** On globalThis: the proxy and the route handlers are bundled apart, and must share one table per process. */
const live = ((globalThis as Record<symbol, unknown>)[Symbol.for('persistly.redirects')] ??= {
  table: null,
  loading: null,
  listening: false,
}) as Live

const serve = (redirects: readonly Redirect[]) => (live.table = redirectTable(redirects, env.NEXT_PUBLIC_SITE_URL))

/** The current table: at once once loaded, else after the first read of the published redirects. */
export function currentRedirects(): RedirectTable | Promise<RedirectTable> {
  return live.table ?? (live.loading ??= firstLoad())
}

async function firstLoad(): Promise<RedirectTable> {
  try {
    if (env.REDIS_URL) listenForChanges(env.REDIS_URL)
    return live.table ?? serve(await readPublishedRedirects())
  } catch (error) {
    console.error(
      `[redirects] Could not read the published redirects: ${error instanceof Error ? error.message : error}. Serving without them; reading again in ${RETRY_AFTER_MS / 1000} s.`,
    )
    setTimeout(() => (live.table = null), RETRY_AFTER_MS).unref()
    return (live.table = new Map())
  } finally {
    live.loading = null
  }
}

/**
 * The webhook's part: reads the published redirects and serves them at once, here and (REDIS_URL) on every
 * instance. Throws when they cannot be read or Redis cannot be told, so the webhook answers 503 and Sanity retries.
 */
export async function refreshRedirects(): Promise<number> {
  const redirects = await readPublishedRedirects()
  if (env.REDIS_URL) {
    const message = JSON.stringify(redirects)
    try {
      const redis = reachable(sharedRedis(env.REDIS_URL))
      await redis.set(STORED_KEY, message)
      await redis.publish(CHANNEL, message)
    } catch (error) {
      throw new Error(`Redis (REDIS_URL) is unreachable: ${redisErrorMessage(error)}`)
    }
  }
  return serve(redirects).size
}

/** Subscribes (once per process) to the announcements, and catches up on each (re)connection. */
function listenForChanges(url: string) {
  if (live.listening) return
  live.listening = true
  const shared = sharedRedis(url)
  // A subscribed connection can send nothing else: a second one. Outages are logged by the shared client.
  const subscriber: SharedRedis = shared.duplicate()
  subscriber.on('error', () => {})
  subscriber.on('ready', () => {
    shared
      .get(STORED_KEY)
      .then((stored) => stored && serveAnnounced(stored))
      .catch(() => {})
  })
  subscriber
    .connect()
    .then(() => subscriber.subscribe(CHANNEL, serveAnnounced))
    .catch(() => {})
}

/** A list another instance announced; anything that is not one is ignored. */
function serveAnnounced(message: string) {
  let value: unknown
  try {
    value = JSON.parse(message)
  } catch {
    return
  }
  if (Array.isArray(value)) serve(value.filter(isRedirect))
}
