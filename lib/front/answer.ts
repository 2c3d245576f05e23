/**
 * The decision with this deployment's tables and settings, as both doors ask it: proxy.ts, and the production
 * server's (./serverDoor.ts), for which instrumentation.ts installs it.
 */
import { clerkConfig } from '@/lib/auth/config'
import { env } from '@/lib/env/server'
import { decide, type FrontAnswer, type FrontRequest, type FrontSite } from './decide'
import { frontTables } from './tables'

/** Read once: the run-time environment does not change while the server runs. */
const site: FrontSite = { origin: env.NEXT_PUBLIC_SITE_URL, clerk: clerkConfig().configured }

export async function answerRequest(request: FrontRequest): Promise<FrontAnswer> {
  return decide(request, await frontTables(request.pathname), site)
}
