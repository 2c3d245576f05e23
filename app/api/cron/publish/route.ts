import { env } from '@/lib/env/server'
import { handleCronTick } from '@/lib/scheduling/cron'
import { siteScheduler } from '@/lib/scheduling/site'

/** One tick of scheduled publishing, for Vercel Cron (GET) or any cron (GET or POST): docs/deploying.md. */
export const GET = (request: Request) => handleCronTick(request, { secret: env.CRON_SECRET, scheduler: siteScheduler })
export const POST = GET
