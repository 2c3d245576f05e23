import 'server-only'
import { auth } from '@clerk/nextjs/server'
import { jsonError } from '@/lib/http/json'
import { clerkConfig } from './config'

export type RequireUserResult = { userId: string; response?: never } | { userId?: never; response: Response }

/** The JSON answer for a request without a signed-in user. */
function unauthorized(): Response {
  return jsonError(401, 'Sign in required.')
}

/**
 * The signed-in user for a route handler, or the 401 JSON response to return:
 *
 *   const user = await requireUser()
 *   if (user.response) return user.response
 *   // user.userId is Clerk's user id
 *
 * The route must be covered by the matcher in proxy.ts (every /api route is), which verifies the session.
 * Without Clerk keys nobody can be signed in, so every request gets the 401 (the browser then sends the
 * visitor to /auth, which explains that sign-in is unavailable).
 */
export async function requireUser(): Promise<RequireUserResult> {
  if (!clerkConfig().configured) return { response: unauthorized() }
  const { userId } = await auth()
  return userId ? { userId } : { response: unauthorized() }
}
