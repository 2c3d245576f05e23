import type { AuthAvailability } from '@/lib/auth/client'

/**
 * The small interface /account's two-step verification section is written against. One adapter implements it over
 * Clerk's hooks (components/account/twoStep/ClerkTwoStep.tsx); component tests use a stand-in. Nothing here knows
 * about Clerk.
 */

/** What the account has turned on. */
export type TwoStepStatus = { authenticator: boolean; backupCodes: boolean }

/**
 * An answer: the value, or the identity provider's own words (none: the section's generic error), or `cancelled`
 * when the person gave up re-verifying (nothing to say then).
 */
export type TwoStepResult<T> = { ok: true; value: T } | { ok: false; message?: string; cancelled?: boolean }

/** A new authenticator secret: the `otpauth://` URI the QR code shows, and the secret to type in by hand. */
export type AuthenticatorSetup = { uri: string; secret: string }

/**
 * The service asks the person to prove it is them before a sensitive change (Clerk's re-verification): the
 * password, then, when the account has two-step verification and the service asks for it, the app's code.
 */
export type Reverification = {
  step: 'password' | 'code'
  /** Answers the current step; the pending change goes ahead once the service is satisfied. */
  submit(value: string): Promise<TwoStepResult<void>>
  /** Gives up: the pending change is not made. */
  cancel(): void
}

export interface TwoStepClient {
  readonly availability: AuthAvailability
  /** Null until the account has been read. */
  readonly status: TwoStepStatus | null
  /** Set while the service waits for the person to re-verify. */
  readonly reverification: Reverification | null
  /** Creates a new secret (replacing one not yet confirmed). */
  startAuthenticator(): Promise<TwoStepResult<AuthenticatorSetup>>
  /** Confirms the app with a code it shows, which turns two-step verification on; gives the first backup codes. */
  confirmAuthenticator(code: string): Promise<TwoStepResult<{ backupCodes: string[] }>>
  /** Replaces every backup code with a new set. */
  newBackupCodes(): Promise<TwoStepResult<string[]>>
  /** Removes the authenticator app (and with it the need for a second step). */
  turnOff(): Promise<TwoStepResult<void>>
}
