import type { PublicEnv } from '@/lib/env/public'

/** What the browser-side tracker needs; serialisable, so a server layout can hand it to the client island. */
export type AnalyticsConfig = {
  /** The site's domain as registered in Plausible. */
  domain: string
  /** Where events are posted; Plausible's own endpoint unless self-hosted or proxied. */
  endpoint?: string
  /** Also count visits on localhost: only when the endpoint itself is local (a local Plausible, a test stand-in). */
  captureOnLocalhost: boolean
}

const LOOPBACK_HOST = /^(localhost|127(\.\d{1,3}){3}|\[::1\])$/

/**
 * Analytics configuration from the validated environment, or `null` (analytics off, nothing is loaded and
 * no request is made) when no Plausible domain is configured.
 *
 * Plausible ignores visits on localhost so developers do not count themselves. When the endpoint is on the
 * loopback too, events cannot leave the machine anyway: that is a local Plausible or the browser tests' standIn,
 * and there counting localhost visits is the point.
 */
export function analyticsConfig(
  env: Pick<PublicEnv, 'NEXT_PUBLIC_PLAUSIBLE_DOMAIN' | 'NEXT_PUBLIC_PLAUSIBLE_ENDPOINT'>,
): AnalyticsConfig | null {
  const domain = env.NEXT_PUBLIC_PLAUSIBLE_DOMAIN
  if (!domain) return null
  const endpoint = env.NEXT_PUBLIC_PLAUSIBLE_ENDPOINT
  return {
    domain,
    ...(endpoint ? { endpoint } : {}),
    captureOnLocalhost: endpoint ? LOOPBACK_HOST.test(new URL(endpoint).hostname) : false,
  }
}
