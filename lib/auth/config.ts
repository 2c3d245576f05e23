import 'server-only'
import { env as processEnv, type Env } from '@/lib/env/server'
import { warnOnce } from '@/lib/log/warnOnce'

/** The variables without which nobody can sign in: the browser needs the first, the server the second. */
const REQUIRED_CLERK_VARIABLES = ['NEXT_PUBLIC_CLERK_PUBLISHABLE_KEY', 'CLERK_SECRET_KEY'] as const

export type ClerkConfig =
  | {
      configured: true
      publishableKey: string
      secretKey: string
      /** Verifies session tokens locally; without it Clerk fetches its signing keys over the network. */
      jwtKey?: string
      /** Clerk's Backend API (tests point it at a loopback stand-in). */
      apiUrl?: string
    }
  | { configured: false; missing: string[] }

/**
 * Clerk's settings, read from the validated environment at run time (never inlined at build time), so one
 * production build serves both a deployment with keys and one without.
 */
export function clerkConfig(source: Env = processEnv): ClerkConfig {
  const missing = REQUIRED_CLERK_VARIABLES.filter((name) => !source[name])
  if (missing.length > 0 || !source.NEXT_PUBLIC_CLERK_PUBLISHABLE_KEY || !source.CLERK_SECRET_KEY) {
    return { configured: false, missing }
  }
  return {
    configured: true,
    publishableKey: source.NEXT_PUBLIC_CLERK_PUBLISHABLE_KEY,
    secretKey: source.CLERK_SECRET_KEY,
    ...(source.CLERK_JWT_KEY ? { jwtKey: source.CLERK_JWT_KEY } : {}),
    ...(source.CLERK_API_URL ? { apiUrl: source.CLERK_API_URL } : {}),
  }
}

/**
 * Tells the operator, once per server process, what sign-in is missing. Visitors only see the plain
 * "unavailable" message from the content; the variable names belong in the server log.
 */
export function warnAboutClerkConfig(config: ClerkConfig = clerkConfig()): void {
  const message = !config.configured
    ? `Sign-in is unavailable: set ${config.missing.join(' and ')} (Clerk Dashboard → API keys; see docs/sign-in.md). /auth shows visitors the "unavailable" message until then.`
    : !config.jwtKey
      ? 'CLERK_JWT_KEY is not set: session tokens are verified with keys fetched from Clerk over the network. Set it (Clerk Dashboard → API keys → JWT public key) to verify them locally.'
      : null
  if (message) warnOnce(`[auth] ${message}`)
}
