import 'server-only'
import { auth } from '@clerk/nextjs/server'
import { readSignedInRequest } from '@/lib/auth/signedInRequest'
import { jsonError, jsonResponse } from '@/lib/http/json'
import { logValue } from '@/lib/log/requestValue'
import { changePassword, passwordChangeSchema } from './password'
import { passwordGuessLimiter } from './passwordGuesses'

/** Two passwords and a flag fit in far less. */
const MAX_BODY_BYTES = 2048

/**
 * POST /api/account/password: changes the signed-in user's password, { currentPassword, newPassword, signOutOthers? }
 * from /account. 200 { status: 'changed', signedOut }, or 422 { status: 'refused', field, reasons } with Clerk's own
 * reasons (a wrong current password, a new one too short or found in a breach). Only after a recent verification
 * (Clerk's 403 reverification answer otherwise), and within the person's password guesses (429; 503 when they cannot
 * be counted).
 */
export async function answerPasswordRequest(request: Request): Promise<Response> {
  const read = await readSignedInRequest(request, {
    logName: '[account] password',
    body: {
      schema: passwordChangeSchema,
      maxBytes: MAX_BODY_BYTES,
      invalidText: 'Send {"currentPassword": "…", "newPassword": "…", "signOutOthers": true|false}.',
    },
    reverify: true,
    // Shared with the deletion route and every instance; 503 while it cannot be read (./passwordGuesses.ts).
    limit: { limiter: passwordGuessLimiter, tooManyText: 'Too many attempts.' },
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
