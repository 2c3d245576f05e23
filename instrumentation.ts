import type { Instrumentation } from 'next'
import { PHASE_PRODUCTION_BUILD } from 'next/constants'

/**
 * When Next starts: the production server (server.ts) asks the site's decision for each request itself from now on
 * (lib/front/serverDoor.ts), so the proxy need not run for every page. And scheduled publishing starts ticking
 * (docs/deploying.md#scheduled-publishing).
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return
  const [{ installAnswer }, { answerRequest }] = await Promise.all([
    import('@/lib/front/serverDoor'),
    import('@/lib/front/answer'),
  ])
  installAnswer(answerRequest)
  // Scheduled publishing: due schedules are run every few seconds (lib/scheduling/site.ts), never while building.
  if (process.env.NEXT_PHASE === PHASE_PRODUCTION_BUILD) return
  const { startScheduleTicks } = await import('@/lib/scheduling/site')
  startScheduleTicks()
}

/**
 * A request that failed on the server (a page's render, a route handler, a server action, the proxy): one log entry
 * with its digest, the reference the visitor's error page shows (lib/log/requestError.ts). The production server
 * silences Next's own entries for these (server.ts), which come twice for a page rendered anew and omit the address.
 */
export const onRequestError: Instrumentation.onRequestError = async (error, request, context) => {
  const { logRequestError } = await import('@/lib/log/requestError')
  logRequestError(error, request, context)
}
