import 'server-only'
import { env } from '@/lib/env/server'
import { sharedRedis } from '@/lib/redis/connection'
import { sanityWriteClient } from '@/lib/sanity/writeClient'
import { redisScheduleLock } from './redisLock'
import { sanityScheduleStore } from './sanityStore'
import { createScheduler, type Scheduler, type TickReport } from './scheduler'

/** How often the production server checks for due schedules unless SCHEDULE_TICK_SECONDS says otherwise. */
export const DEFAULT_TICK_SECONDS = 15

/**
 * The site's scheduler: the Content Lake through the write token, the lock in the Redis the instances share
 * (REDIS_URL; without it the claim alone keeps each schedule to once). Null when the site cannot publish.
 */
export const siteScheduler: Scheduler | null =
  env.SANITY_API_WRITE_TOKEN && env.NEXT_PUBLIC_SANITY_PROJECT_ID
    ? createScheduler({
        store: sanityScheduleStore(
          sanityWriteClient({
            projectId: env.NEXT_PUBLIC_SANITY_PROJECT_ID,
            dataset: env.NEXT_PUBLIC_SANITY_DATASET,
            token: env.SANITY_API_WRITE_TOKEN,
            apiHost: env.SANITY_API_HOST,
          }),
          { siteOrigin: env.NEXT_PUBLIC_SITE_URL },
        ),
        lock: env.REDIS_URL ? redisScheduleLock(() => sharedRedis(env.REDIS_URL!)) : null,
        now: () => new Date(),
      })
    : null

const ranSomething = (report: TickReport) => report.done.length + report.refused.length + report.failed.length > 0

/**
 * The long-running server's ticks (instrumentation.ts): one at once (times missed while no server ran), then every
 * SCHEDULE_TICK_SECONDS. Not on Vercel, whose functions do not keep running: its Cron calls /api/cron/publish.
 */
export function startScheduleTicks(log: Pick<Console, 'info' | 'error'> = console) {
  if (!siteScheduler || process.env.VERCEL) return
  const scheduler = siteScheduler
  const seconds = env.SCHEDULE_TICK_SECONDS ?? DEFAULT_TICK_SECONDS
  const tick = () =>
    scheduler.tick().then(
      (report) => ranSomething(report) && log.info(`[schedule] tick: ${JSON.stringify(report)}`),
      (error: unknown) =>
        log.error('[schedule] the scheduled publishing tick failed; trying again at the next:', error),
    )
  void tick()
  // Unref'd: the interval never keeps a stopping server alive.
  setInterval(tick, seconds * 1000).unref()
  log.info(`[schedule] scheduled publishing: checking every ${seconds} s.`)
}
