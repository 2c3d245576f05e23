/**
 * Clerk's Frontend API host, encoded in the publishable key: `pk_test_`/`pk_live_` + base64 (or base64url) of
 * `host$`. Null when the value is not such a key. The environment's rules and the sign-in page's
 * Content-Security-Policy both read keys through this one decoder.
 */
export function clerkFrontendApiHost(publishableKey: string | undefined): string | null {
  const match = /^pk_(test|live)_([A-Za-z0-9+/=_-]+)$/.exec(publishableKey ?? '')
  if (!match) return null
  try {
    const decoded = atob(match[2].replace(/-/g, '+').replace(/_/g, '/'))
    return /^[a-z0-9-]+(\.[a-z0-9-]+)+\$$/i.test(decoded) ? decoded.slice(0, -1) : null
  } catch {
    return null
  }
}
