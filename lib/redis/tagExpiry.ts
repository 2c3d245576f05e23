/**
 * When each cache tag was last revalidated, shared by every instance: a hash in Redis from tag to a time in
 * milliseconds. A cached entry written before its tags' latest expiry is stale on every instance.
 * Times come from each instance's clock: instances must keep their clocks in sync (NTP), as any two
 * machines behind one load balancer do.
 */
import type { SharedRedis } from './connection.ts'

const TAG_EXPIRY_KEY = 'next-cache:tag-expiry'

export async function expireTags(redis: SharedRedis, tags: readonly string[], at = Date.now()): Promise<void> {
  if (tags.length === 0) return
  await redis.hSet(TAG_EXPIRY_KEY, Object.fromEntries(tags.map((tag) => [tag, String(at)])))
}

/** The latest expiry among `tags`, or 0 when none was ever revalidated. */
export async function latestTagExpiry(redis: SharedRedis, tags: readonly string[]): Promise<number> {
  if (tags.length === 0) return 0
  const times = await redis.hmGet(TAG_EXPIRY_KEY, [...tags])
  return Math.max(0, ...times.map((time) => Number(time ?? 0)))
}
