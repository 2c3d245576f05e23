import { randomUUID } from 'node:crypto'
import { reachable, type SharedRedis } from '../redis/connection'
import type { ScheduleLock } from './scheduler'

/** Deletes the key only if it still holds this holder's token: a lock that expired and was taken is not freed. */
const RELEASE = `if redis.call('GET', KEYS[1]) == ARGV[1] then return redis.call('DEL', KEYS[1]) end return 0`

/** One lock per schedule in the Redis the instances share (REDIS_URL): `SET key token NX PX ms`. */
export function redisScheduleLock(redis: () => SharedRedis): ScheduleLock {
  return {
    async acquire(key, ms) {
      const token = randomUUID()
      const answer = await reachable(redis()).set(key, token, {
        condition: 'NX',
        expiration: { type: 'PX', value: ms },
      })
      return answer === 'OK' ? token : null
    },
    async release(key, token) {
      await reachable(redis()).eval(RELEASE, { keys: [key], arguments: [token] })
    },
  }
}
