import 'server-only'
import { z } from 'zod'
import { clerkBackend, type ClerkBackend } from '@/lib/auth/backend'
import { clerkReasons, clerkRefused } from './clerkErrors'
import { signOutSessions } from './sessions'

/** Password changes per user: enough for typos and weak tries, too few to guess the current password with. */
export const PASSWORD_RATE_LIMIT = { limit: 10, windowMs: 15 * 60_000 }

/** What the password form sends: both passwords as typed (Clerk decides what is strong enough). */
export const passwordChangeSchema = z.object({
  currentPassword: z.string().min(1).max(256),
  newPassword: z.string().min(1).max(256),
  signOutOthers: z.boolean().default(false),
})
export type PasswordChangeRequest = z.infer<typeof passwordChangeSchema>

export type PasswordChangeOutcome =
  | { status: 'changed'; signedOut: number }
  /** Clerk refused: the current password is wrong, or the new one is weak; its reasons as it gave them. */
  | { status: 'refused'; field: 'currentPassword' | 'newPassword'; reasons: string[] }

/**
 * Changes the password through Clerk's Backend API: the current password is checked first (it is the
 * re-verification for this change), then the new one is set, which Clerk refuses with its reasons when it is weak.
 * With `signOutOthers`, every other session ends afterwards (not this one). Throws when Clerk cannot be reached.
 */
export async function changePassword(
  userId: string,
  currentSessionId: string | null,
  request: PasswordChangeRequest,
  clerk: ClerkBackend | null = clerkBackend(),
): Promise<PasswordChangeOutcome> {
  if (!clerk) throw new Error('Clerk is not configured.')
  try {
    await clerk.users.verifyPassword({ userId, password: request.currentPassword })
  } catch (error) {
    if (!clerkRefused(error)) throw error
    return { status: 'refused', field: 'currentPassword', reasons: clerkReasons(error) }
  }
  try {
    await clerk.users.updateUser(userId, { password: request.newPassword })
  } catch (error) {
    if (!clerkRefused(error)) throw error
    return { status: 'refused', field: 'newPassword', reasons: clerkReasons(error) }
  }
  const signedOut = request.signOutOthers ? await signOutSessions(userId, currentSessionId, 'all-others', clerk) : 0
  return { status: 'changed', signedOut }
}
