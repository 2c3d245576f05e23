import 'server-only'
import { auth, reverificationErrorResponse } from '@clerk/nextjs/server'
import { clerkBackend, type ClerkBackend } from '@/lib/auth/backend'
import { jsonError } from '@/lib/http/json'
import { logValue } from '@/lib/log/requestValue'

/**
 * How recent a verification the account's sensitive actions need (deleting the account, changing the password,
 * exporting the data, signing out other sessions): Clerk's `strict_mfa`, written out. Within the last 10 minutes the
 * person must have given their first factor (the password) and, when the account has a second one (the authenticator
 * app, or a backup code), that too: the strongest factor they have, never the password alone once two-step
 * verification is on. Signing in counts: for 10 minutes after it nothing more is asked.
 */
export const SENSITIVE_ACTION_REVERIFICATION = { level: 'multi_factor', afterMinutes: 10 } as const

/** What a signed-in request's auth carries for this check (Clerk's `auth()`; tests build it from a real token). */
export type ReverificationAuth = {
  userId: string | null
  /** Clerk's `has`, over the session token's `fva` claim (minutes since the first and second factor, -1: never). */
  has: (params: { reverification: typeof SENSITIVE_ACTION_REVERIFICATION }) => boolean
  factorVerificationAge: [number, number] | null
}

/**
 * Null when the session has verified recently enough for a sensitive action; otherwise the response to give:
 * Clerk's own reverification answer (403 `{ clerk_error: { type: 'forbidden', reason: 'reverification-error',
 * metadata: { reverification } } }`), which Clerk's `useReverification` in the browser recognises and answers with
 * the site's "Confirm it's you" form before sending the request again.
 *
 * Clerk's `has` lets the first factor alone through when the token says no second factor was ever verified in the
 * session (`fva[1] === -1`): right for a person without two-step verification, wrong for one who turned it on in this
 * session. So then the account is read, and an authenticator app or backup codes there mean the code is asked too.
 * When Clerk cannot say, nothing goes ahead (502).
 */
export async function refuseWithoutRecentVerification(
  logName: string,
  {
    session = auth as unknown as () => Promise<ReverificationAuth>,
    clerk = clerkBackend(),
  }: { session?: () => Promise<ReverificationAuth>; clerk?: ClerkBackend | null } = {},
): Promise<Response | null> {
  const current = await session()
  if (!current.userId || !current.has({ reverification: SENSITIVE_ACTION_REVERIFICATION })) {
    return reverificationErrorResponse(SENSITIVE_ACTION_REVERIFICATION)
  }
  if (current.factorVerificationAge?.[1] !== -1) return null
  try {
    if (!clerk) throw new Error('Clerk is not configured.')
    const user = await clerk.users.getUser(current.userId)
    if (!user.totpEnabled && !user.backupCodeEnabled && !user.twoFactorEnabled) return null
  } catch (error) {
    console.error(
      `${logName}: Clerk could not say whether ${logValue(current.userId)} has two-step verification:`,
      (error as Error).message,
    )
    return jsonError(502, 'Your sign-in could not be checked right now. Please try again.')
  }
  return reverificationErrorResponse(SENSITIVE_ACTION_REVERIFICATION)
}
