/**
 * The decision with this deployment's tables and settings, as instrumentation.ts installs it for the production
 * server's door (./serverDoor.ts).
 */
import { clerkConfig } from '@/lib/auth/config'
import { env } from '@/lib/env/server'
import { decide, type FrontAnswer, type FrontRequest } from './decide'
import { frontTables } from './tables'

export async function answerRequest(request: FrontRequest): Promise<FrontAnswer> {
  return decide(request, await frontTables(request.pathname), {
    origin: env.NEXT_PUBLIC_SITE_URL,
    clerk: clerkConfig().configured,
  })
}
