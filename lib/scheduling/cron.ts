import { createHash, timingSafeEqual } from 'node:crypto'
import { jsonError, jsonResponse } from '@/lib/http/json'
import { logThrottled } from '@/lib/log/throttled'
import type { Scheduler } from './scheduler'

/**
 * `GET`/`POST /api/cron/publish` (docs/deploying.md#scheduled-publishing): one tick of the scheduler, for hosts
 * without a long-running process. Vercel Cron calls it with GET and `Authorization: Bearer <CRON_SECRET>`; any
 * other cron, with either method and the same header. Calling it twice publishes nothing twice: each schedule is
 * claimed once (scheduler.ts).
 */
export type CronOptions = {
  /** CRON_SECRET; without it every call is refused. */
  secret: string | undefined
  /** Null when the site cannot publish (no write token or no project). */
  scheduler: Scheduler | null
  log?: Pick<Console, 'warn' | 'error'>
}

/** Compared as digests in constant time: how many leading characters were right must not show in the timing. */
function isAuthorized(header: string | null, secret: string): boolean {
  const digest = (value: string) => createHash('sha256').update(value).digest()
  return timingSafeEqual(digest(header ?? ''), digest(`Bearer ${secret}`))
}

export async function handleCronTick(request: Request, { secret, scheduler, log = console }: CronOptions) {
  if (!secret) {
    logThrottled(log, 'error', 'cron-secret', '[schedule] /api/cron/publish was called, but CRON_SECRET is not set.')
    return jsonError(503, 'Scheduled publishing is not configured on this server.')
  }
  if (!isAuthorized(request.headers.get('authorization'), secret))
    return jsonError(401, 'Unauthorized.', { 'WWW-Authenticate': 'Bearer' })
  if (!scheduler) {
    logThrottled(
      log,
      'error',
      'cron-scheduler',
      '[schedule] /api/cron/publish cannot publish: set SANITY_API_WRITE_TOKEN and NEXT_PUBLIC_SANITY_PROJECT_ID.',
    )
    return jsonError(503, 'Scheduled publishing is not configured on this server.')
  }
  try {
    return jsonResponse(200, await scheduler.tick())
  } catch (error) {
    log.error('[schedule] the scheduled publishing tick failed:', error)
    return jsonError(503, 'The schedules could not be read; the next call tries again.')
  }
}
