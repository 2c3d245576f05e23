import { clearedSessionCookies, sessionToEnd } from '@/lib/auth/signOut'
import { clerkBackend } from '@/lib/auth/backend'
import { env } from '@/lib/env/server'
import { logValue } from '@/lib/log/requestValue'
import { refuseCrossOrigin } from '@/lib/security/sameOrigin'
import { SINGLETON_PATHS } from '@/lib/site/routes'

export const dynamic = 'force-dynamic'

/**
 * Signing out, as a same-origin form POST (the account page has no Clerk browser code, which never loads
 * offline and is kept off the site's pages): the session is revoked with Clerk's Backend API, so it ends
 * everywhere it is used, then Clerk's session cookies are removed and the browser goes home. Signed out already,
 * the cookies are removed all the same. If Clerk cannot be reached the cookies still go, and the log says so.
 */
export async function POST(request: Request) {
  const crossOrigin = refuseCrossOrigin(request, '[auth] sign-out')
  if (crossOrigin) return crossOrigin
  const sessionId = await sessionToEnd(request).catch(() => null)
  if (sessionId) {
    try {
      await clerkBackend()?.sessions.revokeSession(sessionId)
    } catch (error) {
      console.error(`[auth] revoking session ${logValue(sessionId)} failed:`, (error as Error).message)
    }
  }
  // 303: the browser follows with a GET; home on the configured origin, never the Host header's.
  const headers = new Headers({
    Location: new URL(SINGLETON_PATHS.homePage, env.NEXT_PUBLIC_SITE_URL).toString(),
    'Cache-Control': 'no-store',
  })
  for (const cookie of clearedSessionCookies(request)) headers.append('Set-Cookie', cookie)
  return new Response(null, { status: 303, headers })
}
