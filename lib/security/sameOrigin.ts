import 'server-only'
import { env } from '@/lib/env/server'
import { jsonError } from '@/lib/http/json'

/**
 * The 403 for a state-changing request that did not come from the site's own pages (browsers send Origin with
 * every POST, forms included), or null for one that did. `what` names it in the log, e.g. "[payments] checkout".
 */
export function refuseCrossOrigin(request: Request, what: string): Response | null {
  const origin = request.headers.get('origin')
  if (origin === env.NEXT_PUBLIC_SITE_URL) return null
  console.warn(
    `${what} refused for origin ${JSON.stringify(origin)}: only ${env.NEXT_PUBLIC_SITE_URL} (NEXT_PUBLIC_SITE_URL) may start one.`,
  )
  return jsonError(403, 'Cross-origin requests are not allowed.')
}
