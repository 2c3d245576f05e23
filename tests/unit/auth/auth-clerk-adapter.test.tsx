// @vitest-environment jsdom
import { act, cleanup, render, renderHook, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { ClerkAPIResponseError } from '@clerk/nextjs/errors'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { newTotpSecret, totpCode, totpMatches } from '../../stand-ins/totp'

/**
 * The adapter from Clerk's hooks (signals API) to the form's AuthClient. Clerk's hooks are replaced by
 * stand-ins shaped like Clerk 7's SignInFuture / SignUpFuture resources, so these tests check which Clerk
 * calls the adapter makes and how it reads their answers — without clerk-js, which loads from Clerk's servers.
 */

type Result = Promise<{ error: unknown }>
const ok = async () => ({ error: null })

function apiError(code: string, message: string, longMessage?: string) {
  return new ClerkAPIResponseError(message, {
    data: [{ code, message, long_message: longMessage }],
    status: 422,
  })
}

/**
 * Ada's account as Clerk keeps it: with two-step verification on, a password sign-in needs the authenticator app's
 * current code (checked with the real TOTP algorithm against her secret) or one of her backup codes (each once).
 */
function twoStepAccount() {
  return { totpSecret: newTotpSecret(), backupCodes: new Set(['k3m9p2x7', 'q8w4e6r1']) }
}
const incorrectCode = () => ({ error: apiError('form_code_incorrect', 'Incorrect code', 'Incorrect code') })

function standInClerk() {
  let account: ReturnType<typeof twoStepAccount> | null = null
  const signIn = {
    status: 'needs_identifier' as string,
    supportedSecondFactors: [] as { strategy: string }[],
    password: vi.fn<(params: { emailAddress: string; password: string }) => Result>(async () => {
      signIn.status = 'complete'
      return { error: null }
    }),
    mfa: {
      verifyTOTP: vi.fn<(params: { code: string }) => Result>(async ({ code }) => {
        if (signIn.status !== 'needs_second_factor' || !account || !totpMatches(account.totpSecret, code))
          return incorrectCode()
        signIn.status = 'complete'
        return { error: null }
      }),
      verifyBackupCode: vi.fn<(params: { code: string }) => Result>(async ({ code }) => {
        if (signIn.status !== 'needs_second_factor' || !account?.backupCodes.delete(code.trim())) return incorrectCode()
        signIn.status = 'complete'
        return { error: null }
      }),
      sendEmailCode: vi.fn<() => Result>(ok),
      verifyEmailCode: vi.fn<(params: { code: string }) => Result>(async () => {
        signIn.status = 'complete'
        return { error: null }
      }),
    },
    finalize: vi.fn<(params?: { navigate?: (p: { decorateUrl: (url: string) => string }) => void }) => Result>(
      async (params) => {
        params?.navigate?.({ decorateUrl: (url) => url })
        return { error: null }
      },
    ),
    create: vi.fn<(params: { identifier: string }) => Result>(async () => {
      signIn.status = 'needs_first_factor'
      return { error: null }
    }),
    resetPasswordEmailCode: {
      sendCode: vi.fn<() => Result>(ok),
      verifyCode: vi.fn<(params: { code: string }) => Result>(async () => {
        signIn.status = 'needs_new_password'
        return { error: null }
      }),
      submitPassword: vi.fn<(params: { password: string }) => Result>(async () => {
        signIn.status = 'complete'
        return { error: null }
      }),
    },
    reset: vi.fn<() => Result>(ok),
  }
  const signUp = {
    status: null as string | null,
    unverifiedFields: [] as string[],
    password: vi.fn<(params: { emailAddress: string; password: string }) => Result>(async () => {
      signUp.status = 'missing_requirements'
      signUp.unverifiedFields = ['email_address']
      return { error: null }
    }),
    verifications: {
      sendEmailCode: vi.fn<() => Result>(ok),
      verifyEmailCode: vi.fn<(params: { code: string }) => Result>(async () => {
        signUp.status = 'complete'
        signUp.unverifiedFields = []
        return { error: null }
      }),
    },
    finalize: vi.fn<(params?: { navigate?: (p: { decorateUrl: (url: string) => string }) => void }) => Result>(
      async (params) => {
        params?.navigate?.({ decorateUrl: (url) => url })
        return { error: null }
      },
    ),
    reset: vi.fn<() => Result>(ok),
  }
  /** Turns two-step verification on for the account that signs in; its password then asks for a second factor. */
  function turnOnTwoStep(withBackupCodes = true) {
    account = twoStepAccount()
    if (!withBackupCodes) account.backupCodes.clear()
    signIn.password.mockImplementation(async () => {
      signIn.status = 'needs_second_factor'
      signIn.supportedSecondFactors = [{ strategy: 'totp' }, ...(withBackupCodes ? [{ strategy: 'backup_code' }] : [])]
      return { error: null }
    })
    return account
  }
  return { status: 'ready' as string, isSignedIn: false as boolean | undefined, signIn, signUp, turnOnTwoStep }
}

let clerk = standInClerk()
const router = { replace: vi.fn(), push: vi.fn(), refresh: vi.fn() }

vi.mock('@clerk/nextjs', () => ({
  useClerk: () => ({ status: clerk.status }),
  useAuth: () => ({ isSignedIn: clerk.isSignedIn }),
  useSignIn: () => ({ signIn: clerk.signIn, errors: {}, fetchStatus: 'idle' }),
  useSignUp: () => ({ signUp: clerk.signUp, errors: {}, fetchStatus: 'idle' }),
}))
vi.mock('next/navigation', () => ({ useRouter: () => router }))

const { useClerkAuthClient, clerkErrorMessage, ClerkAuthForm } = await import('@/components/auth/ClerkAuthForm')

beforeEach(() => {
  clerk = standInClerk()
  vi.clearAllMocks()
})
afterEach(() => {
  cleanup()
  vi.useRealTimers()
})

const hook = (redirectTo = '/pricing') => renderHook(() => useClerkAuthClient(redirectTo)).result

describe('Clerk adapter: signing in', () => {
  it('signs in with email and password, then makes the session active', async () => {
    const client = hook().current
    await expect(client.signIn('ada@example.com', 'hunter22!')).resolves.toEqual({ status: 'complete' })
    expect(clerk.signIn.password).toHaveBeenCalledWith({ emailAddress: 'ada@example.com', password: 'hunter22!' })
    expect(clerk.signIn.finalize).toHaveBeenCalledTimes(1)
  })

  it('passes on a destination Clerk decorated (Safari ITP cookie refresh)', async () => {
    clerk.signIn.finalize.mockImplementationOnce(async (params) => {
      params?.navigate?.({
        decorateUrl: (url) => `https://clerk.persistly.test/v1/client/touch?redirect_url=${encodeURIComponent(url)}`,
      })
      return { error: null }
    })
    await expect(hook('/pricing').current.signIn('ada@example.com', 'hunter22!')).resolves.toEqual({
      status: 'complete',
      url: 'https://clerk.persistly.test/v1/client/touch?redirect_url=%2Fpricing',
    })
  })

  it("returns Clerk's own words for a failed attempt", async () => {
    clerk.signIn.password.mockResolvedValueOnce({
      error: apiError(
        'form_password_incorrect',
        'Password is incorrect',
        'Password is incorrect. Try again, or use another method.',
      ),
    })
    await expect(hook().current.signIn('ada@example.com', 'wrong')).resolves.toEqual({
      status: 'error',
      message: 'Password is incorrect. Try again, or use another method.',
    })
    expect(clerk.signIn.finalize).not.toHaveBeenCalled()
  })

  it('asks for the emailed code when Clerk does not trust the browser yet, then completes with it', async () => {
    clerk.signIn.password.mockImplementationOnce(async () => {
      clerk.signIn.status = 'needs_client_trust'
      clerk.signIn.supportedSecondFactors = [{ strategy: 'email_code' }]
      return { error: null }
    })
    const client = hook().current
    await expect(client.signIn('ada@example.com', 'hunter22!')).resolves.toEqual({ status: 'needs_email_code' })
    expect(clerk.signIn.mfa.sendEmailCode).toHaveBeenCalledTimes(1)
    await expect(client.resendCode()).resolves.toEqual({ status: 'sent' })
    expect(clerk.signIn.mfa.sendEmailCode).toHaveBeenCalledTimes(2)
    await expect(client.verifyEmailCode('424242')).resolves.toEqual({ status: 'complete' })
    expect(clerk.signIn.mfa.verifyEmailCode).toHaveBeenCalledWith({ code: '424242' })
    expect(clerk.signUp.verifications.verifyEmailCode).not.toHaveBeenCalled()
    expect(clerk.signIn.finalize).toHaveBeenCalledTimes(1)
  })

  it('reports a second factor this site does not offer (a text message) as a generic failure', async () => {
    clerk.signIn.password.mockImplementationOnce(async () => {
      clerk.signIn.status = 'needs_second_factor'
      clerk.signIn.supportedSecondFactors = [{ strategy: 'phone_code' }]
      return { error: null }
    })
    await expect(hook().current.signIn('ada@example.com', 'hunter22!')).resolves.toEqual({
      status: 'error',
      message: undefined,
    })
    expect(clerk.signIn.finalize).not.toHaveBeenCalled()
  })
})

describe('Clerk adapter: two-step verification', () => {
  it('asks for the authenticator app’s code after the password, and signs in with the code the app shows', async () => {
    const account = clerk.turnOnTwoStep()
    const client = hook().current
    await expect(client.signIn('ada@example.com', 'hunter22!')).resolves.toEqual({
      status: 'needs_second_factor',
      backupCode: true,
    })
    expect(clerk.signIn.mfa.sendEmailCode).not.toHaveBeenCalled()
    expect(clerk.signIn.finalize).not.toHaveBeenCalled()
    const code = totpCode(account.totpSecret)
    await expect(client.verifySecondFactor('totp', code)).resolves.toEqual({ status: 'complete' })
    expect(clerk.signIn.mfa.verifyTOTP).toHaveBeenCalledWith({ code })
    expect(clerk.signIn.finalize).toHaveBeenCalledTimes(1)
  })

  it('answers a wrong app code with Clerk’s words, and accepts the right one after it', async () => {
    const account = clerk.turnOnTwoStep()
    const client = hook().current
    await client.signIn('ada@example.com', 'hunter22!')
    // The code of two minutes ago: outside the drift any authenticator check allows.
    const stale = totpCode(account.totpSecret, Date.now() - 120_000)
    const wrong = stale === totpCode(account.totpSecret) ? '000000' : stale
    await expect(client.verifySecondFactor('totp', wrong)).resolves.toEqual({
      status: 'error',
      message: 'Incorrect code',
    })
    expect(clerk.signIn.finalize).not.toHaveBeenCalled()
    await expect(client.verifySecondFactor('totp', totpCode(account.totpSecret))).resolves.toEqual({
      status: 'complete',
    })
  })

  it('signs in with a backup code, which then works no more', async () => {
    clerk.turnOnTwoStep()
    const client = hook().current
    await client.signIn('ada@example.com', 'hunter22!')
    await expect(client.verifySecondFactor('backup_code', 'k3m9p2x7')).resolves.toEqual({ status: 'complete' })
    expect(clerk.signIn.mfa.verifyBackupCode).toHaveBeenCalledWith({ code: 'k3m9p2x7' })
    expect(clerk.signIn.mfa.verifyTOTP).not.toHaveBeenCalled()
    clerk.signIn.status = 'needs_identifier'
    await client.signIn('ada@example.com', 'hunter22!')
    await expect(client.verifySecondFactor('backup_code', 'k3m9p2x7')).resolves.toEqual({
      status: 'error',
      message: 'Incorrect code',
    })
  })

  it('offers no backup code when the account has none', async () => {
    clerk.turnOnTwoStep(false)
    await expect(hook().current.signIn('ada@example.com', 'hunter22!')).resolves.toEqual({
      status: 'needs_second_factor',
      backupCode: false,
    })
  })

  it('with Client Trust’s status too, the authenticator app wins over the emailed code', async () => {
    clerk.signIn.password.mockImplementationOnce(async () => {
      clerk.signIn.status = 'needs_client_trust'
      clerk.signIn.supportedSecondFactors = [{ strategy: 'email_code' }, { strategy: 'totp' }]
      return { error: null }
    })
    await expect(hook().current.signIn('ada@example.com', 'hunter22!')).resolves.toEqual({
      status: 'needs_second_factor',
      backupCode: false,
    })
    expect(clerk.signIn.mfa.sendEmailCode).not.toHaveBeenCalled()
  })

  it('after a password reset, an account with two-step verification still asks for the app’s code', async () => {
    const account = clerk.turnOnTwoStep()
    clerk.signIn.resetPasswordEmailCode.submitPassword.mockImplementationOnce(async () => {
      clerk.signIn.status = 'needs_second_factor'
      clerk.signIn.supportedSecondFactors = [{ strategy: 'totp' }]
      return { error: null }
    })
    const client = hook().current
    await client.sendPasswordResetCode('ada@example.com')
    await expect(client.resetPassword('123456', 'a new long passphrase')).resolves.toEqual({
      status: 'needs_second_factor',
      backupCode: false,
    })
    await expect(client.verifySecondFactor('totp', totpCode(account.totpSecret))).resolves.toEqual({
      status: 'complete',
    })
  })

  it('reports a failed finalize', async () => {
    clerk.signIn.finalize.mockResolvedValueOnce({ error: apiError('session_exists', 'You are already signed in.') })
    await expect(hook().current.signIn('ada@example.com', 'hunter22!')).resolves.toEqual({
      status: 'error',
      message: 'You are already signed in.',
    })
  })
})

describe('Clerk adapter: signing up', () => {
  it('creates the account, emails a code, verifies it and signs the new user in', async () => {
    const client = hook().current
    await expect(client.signUp('new@example.com', 'a long unusual passphrase')).resolves.toEqual({
      status: 'needs_email_code',
    })
    expect(clerk.signUp.password).toHaveBeenCalledWith({
      emailAddress: 'new@example.com',
      password: 'a long unusual passphrase',
    })
    expect(clerk.signUp.verifications.sendEmailCode).toHaveBeenCalledTimes(1)
    await expect(client.verifyEmailCode('424242')).resolves.toEqual({ status: 'complete' })
    expect(clerk.signUp.verifications.verifyEmailCode).toHaveBeenCalledWith({ code: '424242' })
    expect(clerk.signUp.finalize).toHaveBeenCalledTimes(1)
    expect(clerk.signIn.mfa.verifyEmailCode).not.toHaveBeenCalled()
  })

  it('shows why a password was refused (breached, too weak)', async () => {
    const breached =
      'Password has been found in an online data breach. For account safety, please use a different password.'
    clerk.signUp.password.mockResolvedValueOnce({
      error: apiError('form_password_pwned', 'Password has been found in an online data breach.', breached),
    })
    await expect(hook().current.signUp('new@example.com', 'password1')).resolves.toEqual({
      status: 'error',
      message: breached,
    })
    expect(clerk.signUp.verifications.sendEmailCode).not.toHaveBeenCalled()
  })

  it('shows a wrong code, and resends a code for the sign-up', async () => {
    const client = hook().current
    await client.signUp('new@example.com', 'a long unusual passphrase')
    clerk.signUp.verifications.verifyEmailCode.mockResolvedValueOnce({
      error: apiError('form_code_incorrect', 'Incorrect code'),
    })
    await expect(client.verifyEmailCode('000000')).resolves.toEqual({ status: 'error', message: 'Incorrect code' })
    await expect(client.resendCode()).resolves.toEqual({ status: 'sent' })
    expect(clerk.signUp.verifications.sendEmailCode).toHaveBeenCalledTimes(2)
    clerk.signUp.verifications.sendEmailCode.mockResolvedValueOnce({
      error: apiError('too_many_requests', 'Too many requests.', 'Too many requests. Please try again in a bit.'),
    })
    await expect(client.resendCode()).resolves.toEqual({
      status: 'error',
      message: 'Too many requests. Please try again in a bit.',
    })
  })

  it('completes at once when the instance does not verify email addresses', async () => {
    clerk.signUp.password.mockImplementationOnce(async () => {
      clerk.signUp.status = 'complete'
      return { error: null }
    })
    await expect(hook().current.signUp('new@example.com', 'a long unusual passphrase')).resolves.toEqual({
      status: 'complete',
    })
    expect(clerk.signUp.verifications.sendEmailCode).not.toHaveBeenCalled()
    expect(clerk.signUp.finalize).toHaveBeenCalledTimes(1)
  })

  it('starting over abandons the pending attempt', async () => {
    const client = hook().current
    await client.signUp('new@example.com', 'a long unusual passphrase')
    client.startOver()
    expect(clerk.signUp.reset).toHaveBeenCalledTimes(1)
  })
})

describe('Clerk adapter: session and availability', () => {
  it('reports the session from useAuth', () => {
    clerk.isSignedIn = true
    expect(hook().current.isSignedIn).toBe(true)
    clerk.isSignedIn = undefined
    expect(hook().current.isSignedIn).toBe(false)
  })

  it('is ready once clerk-js has loaded (degraded still works) and unavailable when loading failed', () => {
    clerk.status = 'degraded'
    expect(hook().current.availability).toBe('ready')
    clerk.status = 'error'
    expect(hook().current.availability).toBe('unavailable')
  })

  it('gives up waiting for clerk-js after 8 seconds, and recovers if it loads later', () => {
    vi.useFakeTimers()
    clerk.status = 'loading'
    const { result, rerender } = renderHook(() => useClerkAuthClient('/'))
    expect(result.current.availability).toBe('loading')
    act(() => vi.advanceTimersByTime(7_900))
    expect(result.current.availability).toBe('loading')
    act(() => vi.advanceTimersByTime(200))
    expect(result.current.availability).toBe('unavailable')
    clerk.status = 'ready'
    rerender()
    expect(result.current.availability).toBe('ready')
  })
})

describe('Clerk adapter: a forgotten password', () => {
  it('starts a sign-in for the email and sends the reset code', async () => {
    const client = hook().current
    await expect(client.sendPasswordResetCode('ada@example.com')).resolves.toEqual({ status: 'needs_email_code' })
    expect(clerk.signIn.create).toHaveBeenCalledWith({ identifier: 'ada@example.com' })
    expect(clerk.signIn.resetPasswordEmailCode.sendCode).toHaveBeenCalledTimes(1)
  })

  it("returns Clerk's words when the address has no account, and sends nothing", async () => {
    clerk.signIn.create.mockResolvedValueOnce({
      error: apiError('form_identifier_not_found', 'Not found', "Couldn't find your account."),
    })
    await expect(hook().current.sendPasswordResetCode('nobody@example.com')).resolves.toEqual({
      status: 'error',
      message: "Couldn't find your account.",
    })
    expect(clerk.signIn.resetPasswordEmailCode.sendCode).not.toHaveBeenCalled()
  })

  it('checks the code, sets the new password and makes the session active', async () => {
    const client = hook().current
    await client.sendPasswordResetCode('ada@example.com')
    await expect(client.resetPassword('123456', 'a new long passphrase')).resolves.toEqual({ status: 'complete' })
    expect(clerk.signIn.resetPasswordEmailCode.verifyCode).toHaveBeenCalledWith({ code: '123456' })
    expect(clerk.signIn.resetPasswordEmailCode.submitPassword).toHaveBeenCalledWith({
      password: 'a new long passphrase',
    })
    expect(clerk.signIn.finalize).toHaveBeenCalledTimes(1)
  })

  it('a refused new password can be replaced without checking the code again', async () => {
    const client = hook().current
    await client.sendPasswordResetCode('ada@example.com')
    clerk.signIn.resetPasswordEmailCode.submitPassword.mockResolvedValueOnce({
      error: apiError('form_password_pwned', 'Pwned', 'This password has been found in a data breach.'),
    })
    await expect(client.resetPassword('123456', 'password1')).resolves.toEqual({
      status: 'error',
      message: 'This password has been found in a data breach.',
    })
    await expect(client.resetPassword('123456', 'a new long passphrase')).resolves.toEqual({ status: 'complete' })
    expect(clerk.signIn.resetPasswordEmailCode.verifyCode).toHaveBeenCalledTimes(1)
  })

  it('a wrong code is refused with Clerk’s words and no password is sent', async () => {
    const client = hook().current
    await client.sendPasswordResetCode('ada@example.com')
    clerk.signIn.resetPasswordEmailCode.verifyCode.mockResolvedValueOnce({
      error: apiError('form_code_incorrect', 'Incorrect code', 'Incorrect code'),
    })
    await expect(client.resetPassword('000000', 'a new long passphrase')).resolves.toEqual({
      status: 'error',
      message: 'Incorrect code',
    })
    expect(clerk.signIn.resetPasswordEmailCode.submitPassword).not.toHaveBeenCalled()
  })

  it('resends the reset code, and starting over resets the sign-in', async () => {
    const client = hook().current
    await client.sendPasswordResetCode('ada@example.com')
    await expect(client.resendCode()).resolves.toEqual({ status: 'sent' })
    expect(clerk.signIn.resetPasswordEmailCode.sendCode).toHaveBeenCalledTimes(2)
    client.startOver()
    expect(clerk.signIn.reset).toHaveBeenCalledTimes(1)
    expect(clerk.signUp.reset).not.toHaveBeenCalled()
  })
})

describe('ClerkAuthForm', () => {
  const content = {
    emailLabel: 'Email',
    emailPlaceholder: null,
    passwordLabel: 'Password',
    passwordPlaceholder: null,
    signInLabel: 'Sign In',
    signUpLabel: 'Sign Up',
    loadingLabel: 'Loading...',
    toSignUp: { prompt: 'No account?', action: 'Sign up' },
    toSignIn: { prompt: 'Have one?', action: 'Sign in' },
    genericError: 'Something went wrong.',
    forgotPasswordLabel: 'Forgot?',
    reset: {
      heading: 'Reset',
      text: 'Enter your email.',
      sendLabel: 'Send',
      codeText: 'Code sent to {email} for a new password.',
      newPasswordLabel: 'New password',
      submitLabel: 'Reset password',
      backLabel: 'Back to sign in',
    },
    verification: {
      heading: 'Check',
      text: 'Code sent to {email}.',
      signInText: 'Code sent to {email} to sign in.',
      codeLabel: 'Code',
      codePlaceholder: null,
      verifyLabel: 'Verify',
      resendLabel: 'Resend',
      resentMessage: 'Sent.',
      backLabel: 'Back',
    },
    secondFactor: {
      heading: 'Two-step',
      text: 'App code.',
      codeLabel: 'App code',
      useBackupCodeLabel: 'Backup instead',
      backupText: 'Backup code.',
      backupCodeLabel: 'Backup code',
      useAppLabel: 'App instead',
      verifyLabel: 'Check',
      backLabel: 'Back',
    },
    unavailable: { heading: 'Unavailable', text: 'Try later.' },
  }

  it('renders the element Clerk’s bot protection needs, and navigates with the router', async () => {
    render(<ClerkAuthForm content={content} redirectTo="/pricing" />)
    expect(document.getElementById('clerk-captcha')).not.toBeNull()
    const user = userEvent.setup()
    await user.type(screen.getByLabelText('Email'), 'ada@example.com')
    await user.type(screen.getByLabelText('Password'), 'hunter22!')
    await user.click(screen.getByRole('button', { name: 'Sign In' }))
    expect(router.replace).toHaveBeenCalledWith('/pricing')
  })

  it('shows the unavailable message (and no captcha) when clerk-js failed to load', () => {
    clerk.status = 'error'
    render(<ClerkAuthForm content={content} redirectTo="/" />)
    expect(screen.getByRole('heading', { name: 'Unavailable' })).toBeTruthy()
    expect(document.getElementById('clerk-captcha')).toBeNull()
  })
})

describe('clerkErrorMessage', () => {
  it('prefers the long message, falls back to the short one, and says nothing for other errors', () => {
    expect(clerkErrorMessage(apiError('x', 'Short', 'Long and friendly.'))).toBe('Long and friendly.')
    expect(clerkErrorMessage(apiError('x', 'Short'))).toBe('Short')
    expect(clerkErrorMessage(new Error('fetch failed'))).toBeUndefined()
    expect(clerkErrorMessage(null)).toBeUndefined()
  })
})
