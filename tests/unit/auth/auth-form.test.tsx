// @vitest-environment jsdom
import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { AuthForm } from '@/components/auth/AuthForm'
import type { AuthFormContent } from '@/components/auth/authStep'
import type { AuthOutcome, ResendOutcome } from '@/lib/auth/client'
import { authPageQuery } from '@/lib/sanity/content/auth'
import { queryEmbedded } from '@/lib/sanity/embedded'
import type { AuthPageQueryResult } from '@/sanity/types'
import { deferred, standInAuthClient, type StandInAuthClient } from '../../stand-ins/authClient'
import { hostileRedirects, staysOn } from '../../support/hostileRedirects'
import { trackGoal } from '@/lib/analytics/tracker'

vi.mock('@/lib/analytics/tracker', () => ({ trackGoal: vi.fn() }))

/** The form with the site's real content, against a stand-in sign-in service. */
let content: AuthFormContent

beforeAll(async () => {
  const page = await queryEmbedded<AuthPageQueryResult>(authPageQuery)
  if (!page) throw new Error('authPage missing from the seed')
  const { seo: _seo, heading: _heading, ...form } = page
  content = form
})

afterEach(() => {
  cleanup()
  vi.mocked(trackGoal).mockClear()
})

function setup(client: StandInAuthClient = standInAuthClient(), redirectTo = '/pricing') {
  const navigate = vi.fn()
  const user = userEvent.setup()
  const view = render(<AuthForm client={client} content={content} redirectTo={redirectTo} navigate={navigate} />)
  const rerender = (next: StandInAuthClient) =>
    view.rerender(<AuthForm client={next} content={content} redirectTo={redirectTo} navigate={navigate} />)
  return { client, navigate, user, rerender }
}

const emailField = () => screen.getByLabelText('Email') as HTMLInputElement
const passwordField = () => screen.getByLabelText('Password') as HTMLInputElement
const submitButton = () =>
  screen.getByRole('button', { name: /^(Sign In|Sign Up|Loading\.\.\.|Verify Email)$/ }) as HTMLButtonElement
const alertLine = () => screen.getByRole('alert')

async function fillCredentials(
  user: ReturnType<typeof userEvent.setup>,
  email = 'ada@example.com',
  password = 'correct horse battery',
) {
  await user.type(emailField(), email)
  await user.type(passwordField(), password)
}

/** Unavailable while its action runs: announced so and a press ignored, yet focusable (components/ui/BusyButton.tsx). */
const unavailable = (button: HTMLButtonElement) => button.getAttribute('aria-disabled') === 'true'

describe('the sign-in form', () => {
  it('starts in sign-in mode with labelled, required email and password fields', () => {
    setup()
    expect(emailField().type).toBe('email')
    expect(emailField().required).toBe(true)
    expect(emailField().placeholder).toBe('you@company.com')
    expect(passwordField().type).toBe('password')
    expect(passwordField().required).toBe(true)
    expect(passwordField().autocomplete).toBe('current-password')
    expect(submitButton().textContent).toBe('Sign In')
    expect(unavailable(submitButton())).toBe(false)
    expect(screen.getByText("Don't have an account?")).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Sign up' })).toBeTruthy()
    expect(alertLine().textContent).toBe('')
  })

  it('switches to sign-up and back with the toggle link', async () => {
    const { user, client } = setup()
    await user.click(screen.getByRole('button', { name: 'Sign up' }))
    expect(submitButton().textContent).toBe('Sign Up')
    expect(passwordField().autocomplete).toBe('new-password')
    expect(screen.getByText('Already have an account?')).toBeTruthy()
    await fillCredentials(user)
    await user.click(submitButton())
    expect(client.signUp).toHaveBeenCalledWith('ada@example.com', 'correct horse battery')
    expect(client.signIn).not.toHaveBeenCalled()
  })

  it('goes back to sign-in from sign-up', async () => {
    const { user, client } = setup()
    await user.click(screen.getByRole('button', { name: 'Sign up' }))
    await user.click(screen.getByRole('button', { name: 'Sign in' }))
    expect(submitButton().textContent).toBe('Sign In')
    await fillCredentials(user)
    await user.click(submitButton())
    expect(client.signIn).toHaveBeenCalledWith('ada@example.com', 'correct horse battery')
  })

  it('does not send an empty or malformed form', async () => {
    const { user, client } = setup()
    await user.click(submitButton())
    await user.type(emailField(), 'ada@example.com')
    await user.click(submitButton())
    await user.clear(emailField())
    await user.type(emailField(), 'not an email')
    await user.type(passwordField(), 'secret-password')
    await user.click(submitButton())
    expect(client.signIn).not.toHaveBeenCalled()
  })

  it('makes the button unavailable, keeping its focus, and shows the loading label while the request is pending', async () => {
    const client = standInAuthClient()
    const answer = deferred<AuthOutcome>()
    client.signIn.mockReturnValueOnce(answer.promise)
    const { user } = setup(client)
    await fillCredentials(user)
    await user.click(submitButton())
    expect(submitButton().textContent).toBe('Loading...')
    expect(unavailable(submitButton())).toBe(true)
    await user.click(submitButton())
    expect(document.activeElement).toBe(submitButton())
    // Enter in a field presses the submit button too: ignored as well.
    await user.type(passwordField(), '{Enter}')
    expect(client.signIn).toHaveBeenCalledTimes(1)
    await act(async () => answer.resolve({ status: 'error', message: 'Password is incorrect.' }))
    expect(submitButton().textContent).toBe('Sign In')
    expect(unavailable(submitButton())).toBe(false)
  })

  it("shows the provider's error as-is above the button, and clears it on the next submit", async () => {
    const client = standInAuthClient()
    const message = 'Password is incorrect. Try again, or use another method.'
    client.signIn.mockResolvedValueOnce({ status: 'error', message })
    const second = deferred<AuthOutcome>()
    client.signIn.mockReturnValueOnce(second.promise)
    const { user } = setup(client)
    await fillCredentials(user)
    await user.click(submitButton())
    expect(alertLine().textContent).toBe(message)
    expect(alertLine().className).toContain('text-red-400')
    // The error line sits right above the submit button.
    expect(alertLine().nextElementSibling).toBe(submitButton())
    await user.click(submitButton())
    expect(alertLine().textContent).toBe('')
    await act(async () => second.resolve({ status: 'complete' }))
    expect(alertLine().textContent).toBe('')
  })

  it('shows field errors such as a breached password in the same line', async () => {
    const client = standInAuthClient()
    const message =
      'Password has been found in an online data breach. For account safety, please use a different password.'
    client.signUp.mockResolvedValueOnce({ status: 'error', message })
    const { user } = setup(client)
    await user.click(screen.getByRole('button', { name: 'Sign up' }))
    await fillCredentials(user)
    await user.click(submitButton())
    expect(alertLine().textContent).toBe(message)
  })

  it('falls back to the content’s generic error when the service does not say why', async () => {
    const client = standInAuthClient()
    client.signIn.mockResolvedValueOnce({ status: 'error' })
    client.signIn.mockRejectedValueOnce(new Error('network down'))
    const { user } = setup(client)
    await fillCredentials(user)
    await user.click(submitButton())
    expect(alertLine().textContent).toBe(content.genericError)
    await user.click(submitButton())
    expect(alertLine().textContent).toBe(content.genericError)
    expect(unavailable(submitButton())).toBe(false)
  })

  it('sends a signed-in visitor to the redirect target', async () => {
    const { user, navigate } = setup(standInAuthClient(), '/pricing')
    await fillCredentials(user)
    await user.click(submitButton())
    expect(navigate).toHaveBeenCalledExactlyOnceWith('/pricing')
    expect(unavailable(submitButton())).toBe(true)
    expect(submitButton().textContent).toBe('Loading...')
  })

  it('follows the destination the provider decorated', async () => {
    const client = standInAuthClient()
    client.signIn.mockResolvedValueOnce({ status: 'complete', url: 'https://clerk.example.com/v1/redirect?to=%2F' })
    const { user, navigate } = setup(client, '/')
    await fillCredentials(user)
    await user.click(submitButton())
    expect(navigate).toHaveBeenCalledExactlyOnceWith('https://clerk.example.com/v1/redirect?to=%2F')
  })
})

describe('the email verification step', () => {
  async function reachCodeStep(client = standInAuthClient()) {
    const context = setup(client)
    await context.user.click(screen.getByRole('button', { name: 'Sign up' }))
    await fillCredentials(context.user)
    await context.user.click(submitButton())
    return context
  }

  it('follows sign-up on the same page: heading, the address, a code field', async () => {
    await reachCodeStep()
    expect(screen.getByRole('heading', { level: 2, name: 'Check Your Email' })).toBeTruthy()
    const form = screen.getByRole('form', { name: 'Check Your Email' })
    expect(within(form).getByText('ada@example.com').tagName).toBe('STRONG')
    expect(form.textContent).toContain(
      'We sent a 6-digit verification code to ada@example.com. Enter it below to finish creating your account.',
    )
    const code = screen.getByLabelText('Verification code') as HTMLInputElement
    expect(code.required).toBe(true)
    expect(code.autocomplete).toBe('one-time-code')
    expect(document.activeElement).toBe(code)
    expect(screen.queryByLabelText('Password')).toBeNull()
  })

  it('verifies the code and then signs the new user in', async () => {
    const { user, client, navigate } = await reachCodeStep()
    await user.type(screen.getByLabelText('Verification code'), ' 424242 ')
    await user.click(screen.getByRole('button', { name: 'Verify Email' }))
    expect(client.verifyEmailCode).toHaveBeenCalledWith('424242')
    expect(navigate).toHaveBeenCalledExactlyOnceWith('/pricing')
    expect(trackGoal).toHaveBeenCalledExactlyOnceWith('Signup Completed')
  })

  it('shows a wrong code’s error and clears it on the next attempt', async () => {
    const client = standInAuthClient()
    client.verifyEmailCode.mockResolvedValueOnce({ status: 'error', message: 'Incorrect code' })
    const pending = deferred<AuthOutcome>()
    client.verifyEmailCode.mockReturnValueOnce(pending.promise)
    const { user } = await reachCodeStep(client)
    await user.type(screen.getByLabelText('Verification code'), '111111')
    await user.click(screen.getByRole('button', { name: 'Verify Email' }))
    expect(alertLine().textContent).toBe('Incorrect code')
    await user.click(screen.getByRole('button', { name: 'Verify Email' }))
    expect(alertLine().textContent).toBe('')
    expect(submitButton().textContent).toBe('Loading...')
    await act(async () => pending.resolve({ status: 'complete' }))
  })

  it('resends the code and says so', async () => {
    const client = standInAuthClient()
    const sent = deferred<ResendOutcome>()
    client.resendCode.mockReturnValueOnce(sent.promise)
    const { user } = await reachCodeStep(client)
    const resend = screen.getByRole('button', { name: 'Resend code' }) as HTMLButtonElement
    await user.click(resend)
    expect(unavailable(resend)).toBe(true)
    await act(async () => sent.resolve({ status: 'sent' }))
    expect(client.resendCode).toHaveBeenCalledTimes(1)
    expect(screen.getByRole('status').textContent).toBe(content.verification.resentMessage)
    expect(unavailable(resend)).toBe(false)
  })

  it('shows why a resend failed', async () => {
    const client = standInAuthClient()
    client.resendCode.mockResolvedValueOnce({
      status: 'error',
      message: 'Too many requests. Please try again in a bit.',
    })
    const { user } = await reachCodeStep(client)
    await user.click(screen.getByRole('button', { name: 'Resend code' }))
    expect(alertLine().textContent).toBe('Too many requests. Please try again in a bit.')
    expect(screen.getByRole('status').textContent).toBe('')
  })

  it('goes back to the form to use a different address', async () => {
    const { user, client } = await reachCodeStep()
    await user.click(screen.getByRole('button', { name: 'Use a different email' }))
    expect(client.startOver).toHaveBeenCalledTimes(1)
    expect(emailField().value).toBe('ada@example.com')
    expect(document.activeElement).toBe(emailField())
    expect(submitButton().textContent).toBe('Sign Up')
  })

  it('is also where a sign-in from a new browser enters its emailed code', async () => {
    const client = standInAuthClient()
    client.signIn.mockResolvedValueOnce({ status: 'needs_email_code' })
    const { user } = setup(client)
    await fillCredentials(user)
    await user.click(submitButton())
    const form = screen.getByRole('form', { name: 'Check Your Email' })
    expect(form.textContent).toContain('Enter it below to confirm it’s you and sign in.')
    expect(form.textContent).not.toContain('creating your account')
    await user.type(screen.getByLabelText('Verification code'), '424242')
    await user.click(screen.getByRole('button', { name: 'Verify Email' }))
    expect(client.verifyEmailCode).toHaveBeenCalledWith('424242')
    expect(trackGoal).not.toHaveBeenCalled()
  })
})

const forgot = () => screen.getByRole('button', { name: 'Forgot password?' })

async function openReset(user: ReturnType<typeof userEvent.setup>) {
  await user.click(forgot())
  expect(screen.getByRole('heading', { level: 2, name: 'Reset Your Password' })).toBeTruthy()
  await waitFor(() => expect(document.activeElement).toBe(emailField()))
}

describe('a forgotten password', () => {
  it('is offered under the sign-in password only, and asks for the email, keeping what was typed', async () => {
    const { user } = setup()
    await user.type(emailField(), 'ada@example.com')
    await openReset(user)
    expect(screen.getByText(content.reset.text)).toBeTruthy()
    expect(emailField().value).toBe('ada@example.com')
    expect(screen.queryByLabelText('Password')).toBeNull()
    await user.click(screen.getByRole('button', { name: 'Back to sign in' }))
    expect(submitButton().textContent).toBe('Sign In')
    await user.click(screen.getByRole('button', { name: 'Sign up' }))
    expect(screen.queryByRole('button', { name: 'Forgot password?' })).toBeNull()
  })

  it('sends the code, then takes it with a new password and signs in', async () => {
    const { user, client, navigate } = setup()
    await openReset(user)
    await user.type(emailField(), 'ada@example.com')
    await user.click(screen.getByRole('button', { name: 'Send Code' }))
    expect(client.sendPasswordResetCode).toHaveBeenCalledWith('ada@example.com')
    expect(screen.getByText(/We sent a 6-digit code to/).textContent).toBe(
      'We sent a 6-digit code to ada@example.com. Enter it with your new password.',
    )
    const code = screen.getByLabelText('Verification code') as HTMLInputElement
    await waitFor(() => expect(document.activeElement).toBe(code))
    const newPassword = screen.getByLabelText('New password') as HTMLInputElement
    expect(newPassword.type).toBe('password')
    expect(newPassword.autocomplete).toBe('new-password')
    expect(newPassword.required).toBe(true)
    await user.type(code, ' 123456 ')
    await user.type(newPassword, 'a new long passphrase')
    await user.click(screen.getByRole('button', { name: 'Reset Password' }))
    expect(client.resetPassword).toHaveBeenCalledWith('123456', 'a new long passphrase')
    expect(navigate).toHaveBeenCalledWith('/pricing')
    expect(client.signIn).not.toHaveBeenCalled()
  })

  it('shows why an address or a new password was refused, in the provider’s words, and lets the visitor retry', async () => {
    const client = standInAuthClient()
    client.sendPasswordResetCode.mockResolvedValueOnce({ status: 'error', message: "Couldn't find your account." })
    client.resetPassword.mockResolvedValueOnce({ status: 'error', message: 'Password has been found in a breach.' })
    const { user, navigate } = setup(client)
    await openReset(user)
    await user.type(emailField(), 'ada@example.com')
    await user.click(screen.getByRole('button', { name: 'Send Code' }))
    expect(alertLine().textContent).toBe("Couldn't find your account.")
    await user.click(screen.getByRole('button', { name: 'Send Code' }))
    expect(alertLine().textContent).toBe('')
    await user.type(screen.getByLabelText('Verification code'), '123456')
    await user.type(screen.getByLabelText('New password'), 'password1')
    await user.click(screen.getByRole('button', { name: 'Reset Password' }))
    expect(alertLine().textContent).toBe('Password has been found in a breach.')
    expect(navigate).not.toHaveBeenCalled()
    await user.clear(screen.getByLabelText('New password'))
    await user.type(screen.getByLabelText('New password'), 'a new long passphrase')
    await user.click(screen.getByRole('button', { name: 'Reset Password' }))
    expect(navigate).toHaveBeenCalledWith('/pricing')
  })

  it('resends the reset code, and goes back to the email form', async () => {
    const { user, client } = setup()
    await openReset(user)
    await user.type(emailField(), 'ada@example.com')
    await user.click(screen.getByRole('button', { name: 'Send Code' }))
    await user.click(screen.getByRole('button', { name: content.verification.resendLabel }))
    expect(client.resendCode).toHaveBeenCalledTimes(1)
    expect(screen.getByRole('status').textContent).toBe(content.verification.resentMessage)
    await user.click(screen.getByRole('button', { name: content.verification.backLabel }))
    expect(client.startOver).toHaveBeenCalledTimes(1)
    expect(screen.getByRole('button', { name: 'Send Code' })).toBeTruthy()
  })

  it('after the reset, a browser new to the account enters its sign-in code', async () => {
    const client = standInAuthClient()
    client.resetPassword.mockResolvedValueOnce({ status: 'needs_email_code' })
    const { user, navigate } = setup(client)
    await openReset(user)
    await user.type(emailField(), 'ada@example.com')
    await user.click(screen.getByRole('button', { name: 'Send Code' }))
    await user.type(screen.getByLabelText('Verification code'), '123456')
    await user.type(screen.getByLabelText('New password'), 'a new long passphrase')
    await user.click(screen.getByRole('button', { name: 'Reset Password' }))
    expect(screen.getByRole('heading', { level: 2, name: content.verification.heading })).toBeTruthy()
    expect((screen.getByLabelText('Verification code') as HTMLInputElement).value).toBe('')
    expect(screen.queryByLabelText('New password')).toBeNull()
    await user.type(screen.getByLabelText('Verification code'), '654321')
    await user.click(screen.getByRole('button', { name: 'Verify Email' }))
    expect(client.verifyEmailCode).toHaveBeenCalledWith('654321')
    expect(navigate).toHaveBeenCalledWith('/pricing')
  })
})

describe('two-step verification at sign-in', () => {
  async function reachSecondFactor(backupCode = true, client = standInAuthClient()) {
    client.signIn.mockResolvedValueOnce({ status: 'needs_second_factor', backupCode })
    const context = setup(client)
    await fillCredentials(context.user)
    await context.user.click(submitButton())
    return context
  }
  const verify = () => screen.getByRole('button', { name: 'Verify' })

  it('asks for the code from the authenticator app, in the content’s words, with the field focused', async () => {
    await reachSecondFactor()
    const form = screen.getByRole('form', { name: 'Two-Step Verification' })
    expect(form.textContent).toContain('Enter the code from your authenticator app.')
    const code = screen.getByLabelText('Authentication code') as HTMLInputElement
    expect(code.required).toBe(true)
    expect(code.autocomplete).toBe('one-time-code')
    expect(code.inputMode).toBe('numeric')
    expect(document.activeElement).toBe(code)
    expect(screen.queryByLabelText('Password')).toBeNull()
    expect(screen.getByRole('button', { name: 'Use a backup code instead' })).toBeTruthy()
  })

  it('signs in with the app’s code', async () => {
    const { user, client, navigate } = await reachSecondFactor()
    await user.type(screen.getByLabelText('Authentication code'), ' 287082 ')
    await user.click(verify())
    expect(client.verifySecondFactor).toHaveBeenCalledExactlyOnceWith('totp', '287082')
    expect(client.verifyEmailCode).not.toHaveBeenCalled()
    expect(navigate).toHaveBeenCalledExactlyOnceWith('/pricing')
    expect(trackGoal).not.toHaveBeenCalled()
  })

  it('answers a wrong code with the provider’s message and keeps the step', async () => {
    const client = standInAuthClient()
    client.verifySecondFactor.mockResolvedValueOnce({ status: 'error', message: 'Incorrect code' })
    const { user, navigate } = await reachSecondFactor(true, client)
    await user.type(screen.getByLabelText('Authentication code'), '000000')
    await user.click(verify())
    expect(alertLine().textContent).toBe('Incorrect code')
    expect(screen.getByLabelText('Authentication code')).toBeTruthy()
    expect(navigate).not.toHaveBeenCalled()
  })

  it('switches to a backup code and back, clearing what was typed', async () => {
    const { user, client } = await reachSecondFactor()
    await user.type(screen.getByLabelText('Authentication code'), '12')
    await user.click(screen.getByRole('button', { name: 'Use a backup code instead' }))
    const backup = screen.getByLabelText('Backup code') as HTMLInputElement
    expect(backup.value).toBe('')
    expect(backup.inputMode).toBe('')
    expect(document.activeElement).toBe(backup)
    expect(screen.getByRole('form', { name: 'Two-Step Verification' }).textContent).toContain(
      content.secondFactor.backupText,
    )
    await user.type(backup, 'k3m9')
    await user.click(screen.getByRole('button', { name: 'Use your authenticator app instead' }))
    expect((screen.getByLabelText('Authentication code') as HTMLInputElement).value).toBe('')
    await user.click(screen.getByRole('button', { name: 'Use a backup code instead' }))
    await user.type(screen.getByLabelText('Backup code'), 'k3m9p2x7')
    await user.click(verify())
    expect(client.verifySecondFactor).toHaveBeenCalledExactlyOnceWith('backup_code', 'k3m9p2x7')
  })

  it('offers no backup code when the account has none, and goes back to the form', async () => {
    const { user, client } = await reachSecondFactor(false)
    expect(screen.queryByRole('button', { name: 'Use a backup code instead' })).toBeNull()
    await user.click(screen.getByRole('button', { name: 'Back to sign in' }))
    expect(client.startOver).toHaveBeenCalledTimes(1)
    expect(emailField().value).toBe('ada@example.com')
    expect(screen.queryByLabelText('Authentication code')).toBeNull()
  })

  it('is where a password reset ends for an account with two-step verification', async () => {
    const client = standInAuthClient()
    client.resetPassword.mockResolvedValueOnce({ status: 'needs_second_factor', backupCode: true })
    const { user } = setup(client)
    await openReset(user)
    await user.type(emailField(), 'ada@example.com')
    await user.click(screen.getByRole('button', { name: 'Send Code' }))
    await user.type(screen.getByLabelText('Verification code'), '123456')
    await user.type(screen.getByLabelText('New password'), 'a new long passphrase')
    await user.click(screen.getByRole('button', { name: 'Reset Password' }))
    await user.type(screen.getByLabelText('Authentication code'), '287082')
    await user.click(verify())
    expect(client.verifySecondFactor).toHaveBeenCalledWith('totp', '287082')
  })
})

describe('the session and the service', () => {
  it('leaves when a session appears (e.g. signed in in another tab) and is usable again when it ends', () => {
    const { rerender, navigate } = setup(standInAuthClient(), '/pricing')
    rerender(standInAuthClient({ isSignedIn: true }))
    expect(navigate).toHaveBeenCalledExactlyOnceWith('/pricing')
    expect(unavailable(submitButton())).toBe(true)
    rerender(standInAuthClient({ isSignedIn: true }))
    expect(navigate).toHaveBeenCalledTimes(1)
    rerender(standInAuthClient({ isSignedIn: false }))
    expect(unavailable(submitButton())).toBe(false)
    expect(submitButton().textContent).toBe('Sign In')
    rerender(standInAuthClient({ isSignedIn: true }))
    expect(navigate).toHaveBeenCalledTimes(2)
  })

  it('never navigates off the site once signed in, whatever redirect it is given (1,000 generated hostile values)', () => {
    const origin = 'https://persistly.ai'
    const destinations = hostileRedirects(1000).map((value) => {
      const { rerender, navigate } = setup(standInAuthClient(), value)
      rerender(standInAuthClient({ isSignedIn: true }))
      cleanup()
      return String(navigate.mock.calls[0]?.[0])
    })
    expect(destinations.filter((url) => !url.startsWith('/') || !staysOn(origin, url))).toEqual([])
  })

  it('waits for the service: fields usable, the button reads the loading label', async () => {
    const client = standInAuthClient({ availability: 'loading' })
    const { user } = setup(client)
    await fillCredentials(user)
    expect(emailField().value).toBe('ada@example.com')
    expect(unavailable(submitButton())).toBe(true)
    expect(submitButton().textContent).toBe('Loading...')
    expect(client.signIn).not.toHaveBeenCalled()
  })

  it('says plainly that sign-in is unavailable when the service cannot be reached', () => {
    setup(standInAuthClient({ availability: 'unavailable' }))
    expect(screen.getByRole('heading', { level: 2, name: content.unavailable.heading })).toBeTruthy()
    expect(screen.getByText(content.unavailable.text)).toBeTruthy()
    expect(screen.queryByLabelText('Email')).toBeNull()
    expect(screen.queryByRole('button')).toBeNull()
  })
})

describe('when the service stops answering while the form is in use', () => {
  it('hands the focus the form held to the unavailable message’s heading, which is read out', async () => {
    const { user, rerender } = setup(standInAuthClient({ availability: 'loading' }))
    await user.click(emailField())
    rerender(standInAuthClient({ availability: 'unavailable' }))
    expect(document.activeElement).toBe(screen.getByRole('heading', { level: 2, name: content.unavailable.heading }))
  })

  it('leaves the focus where it is when the visitor was elsewhere, and takes none on a page that opens unavailable', async () => {
    const elsewhere = document.body.appendChild(document.createElement('button'))
    const { rerender } = setup(standInAuthClient({ availability: 'loading' }))
    elsewhere.focus()
    rerender(standInAuthClient({ availability: 'unavailable' }))
    expect(document.activeElement).toBe(elsewhere)
    elsewhere.remove()
    cleanup()
    setup(standInAuthClient({ availability: 'unavailable' }))
    expect(document.activeElement).toBe(document.body)
  })
})

describe('arriving from a free-trial link (/auth?mode=sign-up&redirect_url=/trial)', () => {
  it('opens on the sign-up form and, once the email code is verified, goes straight on to the trial', async () => {
    const client = standInAuthClient()
    const navigate = vi.fn()
    const user = userEvent.setup()
    render(<AuthForm client={client} content={content} redirectTo="/trial" navigate={navigate} initialMode="sign-up" />)
    expect(submitButton().textContent).toBe('Sign Up')
    expect(screen.getByText('Already have an account?')).toBeTruthy()
    await fillCredentials(user)
    await user.click(submitButton())
    expect(client.signUp).toHaveBeenCalledWith('ada@example.com', 'correct horse battery')
    await user.type(screen.getByLabelText('Verification code'), '424242')
    await user.click(screen.getByRole('button', { name: 'Verify Email' }))
    expect(navigate).toHaveBeenCalledExactlyOnceWith('/trial')
  })
})
