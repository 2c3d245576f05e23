import 'server-only'
import { clerkBackend } from '@/lib/auth/backend'
import { seeOther } from '@/lib/http/seeOther'
import { logValue } from '@/lib/log/requestValue'
import { refuseCrossOrigin } from '@/lib/security/sameOrigin'
import { SIGN_OUT_FAILED_PATH, SINGLETON_PATHS } from '@/lib/site/routes'
import { clearedSessionCookies, sessionToEnd } from './signOut'

/**
 * POST /api/sign-out: signing out, as a same-origin form POST (the account page has no Clerk browser code, which
 * never loads offline and is kept off the site's pages): the session is revoked with Clerk's Backend API, so it ends
 * everywhere it is used, then Clerk's session cookies are removed and the browser goes home. Signed out already,
 * the cookies are removed all the same. If Clerk cannot end the session (unreachable, or failing), nothing is
 * pretended: removing this site's cookies would leave the session alive in Clerk's own cookie on its Frontend API,
 * which signs the next person at this browser back in on /auth. The visitor is sent back to /account, which says so
 * and offers the button again; the log says why.
 */
export async function answerSignOutRequest(request: Request): Promise<Response> {
  const crossOrigin = refuseCrossOrigin(request, '[auth] sign-out')
  if (crossOrigin) return crossOrigin
  const sessionId = await sessionToEnd(request).catch((error: Error) => {
    // A token that is not a genuine one of this site's names no session to end.
    console.warn('[auth] sign-out found no session to end in the token:', error.message)
    return null
  })
  if (sessionId === 'stale') {
    // Genuine but too old to end a session with (./signOut.ts): /account refreshes it for the next press.
    console.warn('[auth] sign-out refused a session token expired for longer than the grace period')
    return seeOther(SIGN_OUT_FAILED_PATH)
  }
  if (sessionId) {
    try {
      await clerkBackend()?.sessions.revokeSession(sessionId)
    } catch (error) {
      if (clerkFailed(error)) {
        console.error(`[auth] revoking session ${logValue(sessionId)} failed:`, (error as Error).message)
        return seeOther(SIGN_OUT_FAILED_PATH)
      }
      // Clerk answered about the session itself (gone, already ended): there is nothing left to end.
    }
  }
  const response = seeOther(SINGLETON_PATHS.homePage)
  for (const cookie of clearedSessionCookies(request)) response.headers.append('Set-Cookie', cookie)
  return response
}

/** Clerk did not answer, or answered that it failed (5xx, too many requests), rather than about the session. */
function clerkFailed(error: unknown): boolean {
  const status = (error as { status?: unknown }).status
  return typeof status !== 'number' || status >= 500 || status === 429
}
