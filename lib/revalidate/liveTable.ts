/**
 * A table the proxy answers from, made of published content (the redirects, the published addresses): read from
 * content on the first request, replaced when the publish webhook reports a change to what it is made of
 * (app/api/revalidate), and, with several instances (REDIS_URL), handed to every instance through Redis: the
 * instance the webhook reaches stores the list and announces it on a channel every instance listens to. A lookup
 * is a map read; no request waits for Redis or the Content Lake after the first.
 */
import { env } from '@/lib/env/server'
import { reachable, redisErrorMessage, sharedRedis, type SharedRedis } from '@/lib/redis/connection'
import { siteContentNamespace } from '@/lib/redis/namespace'

/** After a failed first read, how long the site serves with `unreadable` before reading again. */
const RETRY_AFTER_MS = 30_000

/** Where table `name` of the content `namespace` (lib/redis/namespace.ts) is stored in Redis, and the channel its changes are announced on. */
export const liveTableKeys = (namespace: string, name: string) => ({
  stored: `live-table:${namespace}:${name}:published`,
  channel: `live-table:${namespace}:${name}:changed`,
})

export type LiveTableOptions<Item, Table> = {
  /** Names the Redis key and channel (within the content's namespace), the process's shared state and the log lines. */
  name: string
  /** The published list, read afresh (never from Next's data cache, which the webhook's own refresh would race). */
  read: () => Promise<Item[]>
  /** The document types whose publishing can change the list: the webhook reads it again after a change to one. */
  madeOf: ReadonlySet<string>
  /** The list as the proxy looks things up in it. */
  build: (items: readonly Item[]) => Table
  /** Keeps what another instance announced only when it is an item. */
  isItem: (value: unknown) => value is Item
  /** What the site serves with while the list cannot be read, and what that means for visitors. */
  unreadable: { table: Table; meaning: string }
}

export type LiveTable<Table> = {
  /** The current table: at once once loaded, else after the first read. */
  current(): Table | Promise<Table>
  /**
   * The webhook's part after a change to a document of `type`: when the list is made of that type, reads it and serves
   * it at once, here and (REDIS_URL) on every instance. Throws when it cannot be read or Redis cannot be told, so the
   * webhook answers 503 and Sanity retries.
   */
  refreshAfter(type: string): Promise<void>
}

type State<Table> = { table: Table | null; loading: Promise<Table> | null; listening: boolean }

export function liveTable<Item, Table>({
  name,
  read,
  madeOf,
  build,
  isItem,
  unreadable,
}: LiveTableOptions<Item, Table>): LiveTable<Table> {
  const { stored: storedKey, channel } = liveTableKeys(siteContentNamespace, name)
  // On globalThis: the proxy and the route handlers are bundled apart, and must share one table per process.
  const live = ((globalThis as Record<symbol, unknown>)[Symbol.for(`persistly.${name}`)] ??= {
    table: null,
    loading: null,
    listening: false,
  }) as State<Table>

  const serve = (items: readonly Item[]) => (live.table = build(items))

  async function firstLoad(): Promise<Table> {
    try {
      if (env.REDIS_URL) listenForChanges(env.REDIS_URL)
      return live.table ?? serve(await read())
    } catch (error) {
      console.error(
        `[${name}] Could not read the published ${name}: ${error instanceof Error ? error.message : error}. ${unreadable.meaning}; reading again in ${RETRY_AFTER_MS / 1000} s.`,
      )
      setTimeout(() => (live.table = null), RETRY_AFTER_MS).unref()
      return (live.table = unreadable.table)
    } finally {
      live.loading = null
    }
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
        .get(storedKey)
        .then((stored) => stored && serveAnnounced(stored))
        .catch(() => {})
    })
    subscriber
      .connect()
      .then(() => subscriber.subscribe(channel, serveAnnounced))
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
    if (Array.isArray(value)) serve(value.filter(isItem))
  }

  return {
    current: () => live.table ?? (live.loading ??= firstLoad()),
    async refreshAfter(type) {
      if (!madeOf.has(type)) return
      const items = await read()
      if (env.REDIS_URL) {
        const message = JSON.stringify(items)
        try {
          const redis = reachable(sharedRedis(env.REDIS_URL))
          await redis.set(storedKey, message)
          await redis.publish(channel, message)
        } catch (error) {
          throw new Error(`Redis (REDIS_URL) is unreachable: ${redisErrorMessage(error)}`)
        }
      }
      serve(items)
    },
  }
}
