import 'server-only'
import { auth } from '@clerk/nextjs/server'
import { readSignedInRequest } from '@/lib/auth/signedInRequest'
import { jsonError, jsonResponse } from '@/lib/http/json'
import { logValue } from '@/lib/log/requestValue'
import { rateLimiterFor } from '@/lib/security/limiters'
import { changePassword, PASSWORD_RATE_LIMIT, passwordChangeSchema } from './password'

/** Two passwords and a flag fit in far less. */
const MAX_BODY_BYTES = 2048

/** Per signed-in user: guessing the current password through this route is slow. */
const passwordLimiter = rateLimiterFor('account-password', PASSWORD_RATE_LIMIT, 'count-per-instance')

/**
 * POST /api/account/password: changes the signed-in user's password, { currentPassword, newPassword, signOutOthers? }
 * from /account. 200 { status: 'changed', signedOut }, or 422 { status: 'refused', field, reasons } with Clerk's own
 * reasons (a wrong current password, a new one too short or found in a breach).
 */
export async function answerPasswordRequest(request: Request): Promise<Response> {
  const read = await readSignedInRequest(request, {
    logName: '[account] password',
    body: {
      schema: passwordChangeSchema,
      maxBytes: MAX_BODY_BYTES,
      invalidText: 'Send {"currentPassword": "…", "newPassword": "…", "signOutOthers": true|false}.',
    },
    limit: { limiter: passwordLimiter, tooManyText: 'Too many attempts.' },
  })
  if (read.response) return read.response
  const { userId, data } = read
  const { sessionId } = await auth()
  try {
    const outcome = await changePassword(userId, sessionId, data)
    return jsonResponse(outcome.status === 'changed' ? 200 : 422, outcome)
  } catch (error) {
    console.error(`[account] password change for ${logValue(userId)} failed:`, (error as Error).message)
    return jsonError(502, 'The password could not be changed right now.')
  }
}
