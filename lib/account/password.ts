import 'server-only'
import { z } from 'zod'
import { clerkBackend, type ClerkBackend } from '@/lib/auth/backend'
import { logValue } from '@/lib/log/requestValue'
import { clerkReasons, clerkRefused } from './clerkErrors'
import { signOutSessions } from './sessions'

/** What the password form sends: both passwords as typed (Clerk decides what is strong enough). */
export const passwordChangeSchema = z.object({
  currentPassword: z.string().min(1).max(256),
  newPassword: z.string().min(1).max(256),
  signOutOthers: z.boolean().default(false),
})
export type PasswordChangeRequest = z.infer<typeof passwordChangeSchema>

export type PasswordChangeOutcome =
  /** `signOutFailed`: the password changed, but the other devices could not be signed out (Clerk failed then). */
  | { status: 'changed'; signedOut: number; signOutFailed?: true }
  /** Clerk refused: the current password is wrong, or the new one is weak; its reasons as it gave them. */
  | { status: 'refused'; field: 'currentPassword' | 'newPassword'; reasons: string[] }

/**
 * Changes the password through Clerk's Backend API: the current password is checked first (it is the
 * re-verification for this change), then the new one is set, which Clerk refuses with its reasons when it is weak.
 * With `signOutOthers`, every other session ends afterwards (not this one). Throws when Clerk cannot be reached
 * before the password changed; once it has, the answer is that it changed, and whether the other devices are signed
 * out (the person must not be told it failed and try again with the old password).
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
  if (!request.signOutOthers) return { status: 'changed', signedOut: 0 }
  try {
    return { status: 'changed', signedOut: await signOutSessions(userId, currentSessionId, 'all-others', clerk) }
  } catch (error) {
    console.error(`[account] ${logValue(userId)}'s password changed; signing out the other devices failed:`, error)
    return { status: 'changed', signedOut: 0, signOutFailed: true }
  }
}
