import 'server-only'
import { env } from '@/lib/env/server'
import { jsonError } from '@/lib/http/json'
import { logValue } from '@/lib/log/requestValue'
import { logThrottled } from '@/lib/log/throttled'

/** An origin as `new URL` writes it (lowercase scheme and host, default port dropped), or null for anything else. */
function normalisedOrigin(value: string | null): string | null {
  if (!value || !URL.canParse(value)) return null
  const { origin } = new URL(value)
  return origin === 'null' ? null : origin
}

/**
 * The 403 for a state-changing request that did not come from the site's own pages (browsers send Origin with
 * every POST, forms included), or null for one that did. `what` names it in the log, e.g. "[payments] checkout".
 * Both sides are compared as origins, so `NEXT_PUBLIC_SITE_URL=https://Example.com/` still matches what browsers send.
 */
export function refuseCrossOrigin(request: Request, what: string): Response | null {
  const origin = request.headers.get('origin')
  if (normalisedOrigin(origin) === normalisedOrigin(env.NEXT_PUBLIC_SITE_URL)) return null
  logThrottled(
    console,
    'warn',
    `cross-origin ${what}`,
    `${what} refused for origin ${logValue(origin)}: only ${env.NEXT_PUBLIC_SITE_URL} (NEXT_PUBLIC_SITE_URL) may start one.`,
  )
  return jsonError(403, 'Cross-origin requests are not allowed.')
}
