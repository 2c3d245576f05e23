import { auth } from '@clerk/nextjs/server'
import { changePassword, PASSWORD_RATE_LIMIT, passwordChangeSchema } from '@/lib/account/password'
import { requireUser } from '@/lib/auth/requireUser'
import { jsonError, jsonResponse } from '@/lib/http/json'
import { readJson } from '@/lib/http/readJson'
import { logValue } from '@/lib/log/requestValue'
import { rateLimiterFor } from '@/lib/security/limiters'
import { refuseCrossOrigin } from '@/lib/security/sameOrigin'

export const dynamic = 'force-dynamic'

/** Two passwords and a flag fit in far less. */
const MAX_BODY_BYTES = 2048

/** Per signed-in user: guessing the current password through this route is slow. */
const passwordLimiter = rateLimiterFor('account-password', PASSWORD_RATE_LIMIT, 'count-per-instance')

/**
 * Changes the signed-in user's password: POST { currentPassword, newPassword, signOutOthers? } from /account.
 * 200 { status: 'changed', signedOut }, or 422 { status: 'refused', field, reasons } with Clerk's own reasons (a
 * wrong current password, a new one too short or found in a breach).
 */
export async function POST(request: Request) {
  const user = await requireUser()
  if (user.response) return user.response
  const crossOrigin = refuseCrossOrigin(request, '[account] password')
  if (crossOrigin) return crossOrigin
  const read = await readJson(request, MAX_BODY_BYTES)
  if (read.response) return read.response
  const parsed = passwordChangeSchema.safeParse(read.body)
  if (!parsed.success)
    return jsonError(400, 'Send {"currentPassword": "…", "newPassword": "…", "signOutOthers": true|false}.')
  if (!(await passwordLimiter.take(user.userId))) {
    const retryAfterSeconds = Math.ceil((await passwordLimiter.retryAfterMs(user.userId)) / 1000)
    return jsonError(429, 'Too many attempts.', { 'Retry-After': String(retryAfterSeconds) })
  }
  const { sessionId } = await auth()
  try {
    const outcome = await changePassword(user.userId, sessionId, parsed.data)
    return jsonResponse(outcome.status === 'changed' ? 200 : 422, outcome)
  } catch (error) {
    console.error(`[account] password change for ${logValue(user.userId)} failed:`, (error as Error).message)
    return jsonError(502, 'The password could not be changed right now.')
  }
}
