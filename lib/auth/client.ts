/**
 * The small interface the sign-in form is written against. One adapter implements it over Clerk's hooks
 * (components/auth/ClerkAuthForm.tsx); component tests use a stand-in. Nothing here knows about Clerk.
 */

/** A second factor the account set up itself: a code from an authenticator app, or one of its backup codes. */
export type SecondFactor = 'totp' | 'backup_code'

/**
 * What an attempt led to. `message` is the identity provider's own words, shown as-is. `needs_second_factor`: the
 * account has two-step verification on, and the password is not enough; `backupCode` says whether a backup code
 * is accepted instead of the app's code.
 */
export type AuthOutcome =
  | { status: 'complete'; url?: string }
  | { status: 'needs_email_code' }
  | { status: 'needs_second_factor'; backupCode: boolean }
  | { status: 'error'; message?: string }

export type ResendOutcome = { status: 'sent' } | { status: 'error'; message?: string }

/** 'loading' until the sign-in service is ready; 'unavailable' when it could not be reached. */
export type AuthAvailability = 'loading' | 'ready' | 'unavailable'

export interface AuthClient {
  readonly availability: AuthAvailability
  /** A session exists in this browser (including one started in another tab). */
  readonly isSignedIn: boolean
  /** Signs in; may ask for an emailed code when the browser is new to the account. */
  signIn(email: string, password: string): Promise<AuthOutcome>
  /** Creates the account; asks for the code emailed to the address before signing in. */
  signUp(email: string, password: string): Promise<AuthOutcome>
  /** Completes the pending sign-up (or sign-in) with the emailed code, then signs in. */
  verifyEmailCode(code: string): Promise<AuthOutcome>
  /** Completes a sign-in that asked for a second factor with the authenticator app's code or a backup code. */
  verifySecondFactor(factor: SecondFactor, code: string): Promise<AuthOutcome>
  /** Starts a password reset: emails the account's address a code for choosing a new password. */
  sendPasswordResetCode(email: string): Promise<AuthOutcome>
  /** Checks the reset code, sets the new password and signs in (which may ask for a sign-in code, like signIn). */
  resetPassword(code: string, password: string): Promise<AuthOutcome>
  /** Emails a new code for the pending attempt. */
  resendCode(): Promise<ResendOutcome>
  /** Abandons the pending attempt (back to the email and password form). */
  startOver(): void
}
