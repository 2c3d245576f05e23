import { vi, type Mock } from 'vitest'
import type { AuthAvailability, AuthClient, AuthOutcome, ResendOutcome, SecondFactor } from '@/lib/auth/client'

/** A stand-in for the sign-in service behind the form: every method is a mock the test can steer. */
export type StandInAuthClient = AuthClient & {
  signIn: Mock<(email: string, password: string) => Promise<AuthOutcome>>
  signUp: Mock<(email: string, password: string) => Promise<AuthOutcome>>
  verifyEmailCode: Mock<(code: string) => Promise<AuthOutcome>>
  verifySecondFactor: Mock<(factor: SecondFactor, code: string) => Promise<AuthOutcome>>
  sendPasswordResetCode: Mock<(email: string) => Promise<AuthOutcome>>
  resetPassword: Mock<(code: string, password: string) => Promise<AuthOutcome>>
  resendCode: Mock<() => Promise<ResendOutcome>>
  startOver: Mock<() => void>
}

export function standInAuthClient(
  state: { availability?: AuthAvailability; isSignedIn?: boolean } = {},
): StandInAuthClient {
  return {
    availability: state.availability ?? 'ready',
    isSignedIn: state.isSignedIn ?? false,
    signIn: vi.fn(async () => ({ status: 'complete' }) as AuthOutcome),
    signUp: vi.fn(async () => ({ status: 'needs_email_code' }) as AuthOutcome),
    verifyEmailCode: vi.fn(async () => ({ status: 'complete' }) as AuthOutcome),
    verifySecondFactor: vi.fn(async () => ({ status: 'complete' }) as AuthOutcome),
    sendPasswordResetCode: vi.fn(async () => ({ status: 'needs_email_code' }) as AuthOutcome),
    resetPassword: vi.fn(async () => ({ status: 'complete' }) as AuthOutcome),
    resendCode: vi.fn(async () => ({ status: 'sent' }) as ResendOutcome),
    startOver: vi.fn(),
  }
}

/** A promise the test settles when it wants, to look at the form while a request is pending. */
export function deferred<T>() {
  let resolve!: (value: T) => void
  const promise = new Promise<T>((settle) => {
    resolve = settle
  })
  return { promise, resolve }
}
