'use client'

import { useEffect, useId, useRef, useState } from 'react'
import { buttonStyles } from '@/components/ui/styles'
import type { AuthClient, AuthOutcome } from '@/lib/auth/client'
import { safeRedirectPath } from '@/lib/auth/redirect'
import type { AuthPageQueryResult } from '@/sanity/types'
import { AuthUnavailable } from './AuthUnavailable'
import { GOALS } from '@/lib/analytics/goals'
import { trackGoal } from '@/lib/analytics/tracker'

export type AuthFormContent = Omit<NonNullable<AuthPageQueryResult>, 'seo' | 'heading'>

type Mode = 'sign-in' | 'sign-up' | 'reset'

const field =
  'mt-2 block w-full rounded-xl border border-white/15 bg-space-950 px-4 py-3 text-ink-100 placeholder:text-ink-400 focus:border-brand-400 focus:outline-none focus:ring-2 focus:ring-brand-400/40'
const label = 'block text-sm font-medium text-ink-100'
const textButton =
  'font-semibold text-brand-400 underline-offset-4 hover:underline disabled:cursor-not-allowed disabled:opacity-60'

/**
 * Sign in or sign up with email and password, then (for a new account, or a new browser) the code sent
 * by email. Written against the small `AuthClient` interface; the page gives it the Clerk adapter.
 *
 * - Sign-in is the default; the link under the button switches modes. The forgotten-password link asks for
 *   the email, then the emailed code with a new password, and signs in.
 * - While a request is pending the button is disabled and reads the loading label.
 * - The provider's error message is shown as-is above the button and cleared on the next submit.
 * - A signed-in visitor is sent to `redirectTo` (or where the provider says), also when the session
 *   appears in another tab; if it ends before the page is left, the form is usable again.
 */
export function AuthForm({
  client,
  content,
  redirectTo,
  navigate,
}: {
  client: AuthClient
  content: AuthFormContent
  /** Where to go once signed in: checked on the server, and again here (anything off-site goes home). */
  redirectTo: string
  navigate: (url: string) => void
}) {
  const ids = useId()
  const [mode, setMode] = useState<Mode>('sign-in')
  const [step, setStep] = useState<'credentials' | 'code'>('credentials')
  const [email, setEmail] = useState('')
  const [password, setPassword] = useState('')
  const [newPassword, setNewPassword] = useState('')
  const [code, setCode] = useState('')
  const [error, setError] = useState('')
  const [resent, setResent] = useState(false)
  const [pending, setPending] = useState(false)
  const [resending, setResending] = useState(false)
  const [leaving, setLeaving] = useState(false)
  const pendingRef = useRef(false)
  const navigatedTo = useRef<string | null>(null)
  const wasSignedIn = useRef(client.isSignedIn)
  const codeInput = useRef<HTMLInputElement>(null)
  const emailInput = useRef<HTMLInputElement>(null)
  const moveFocus = useRef<'code' | 'email' | null>(null)

  const destination = safeRedirectPath(redirectTo)

  const go = (url: string) => {
    setLeaving(true)
    if (navigatedTo.current === url) return
    navigatedTo.current = url
    navigate(url)
  }

  // The session is watched: one that appears (here or in another tab) leads away; one that ends before
  // the page is left makes the form usable again.
  useEffect(() => {
    if (client.isSignedIn && !pending && navigatedTo.current === null) go(destination)
    if (!client.isSignedIn && wasSignedIn.current) {
      navigatedTo.current = null
      setLeaving(false)
    }
    wasSignedIn.current = client.isSignedIn
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `go` only reads refs and stable props
  }, [client.isSignedIn, pending, destination])

  useEffect(() => {
    if (moveFocus.current === 'code') codeInput.current?.focus()
    if (moveFocus.current === 'email') emailInput.current?.focus()
    moveFocus.current = null
  }, [step, mode])

  if (client.availability === 'unavailable') return <AuthUnavailable content={content.unavailable} />

  const busy = pending || leaving || client.isSignedIn || client.availability === 'loading'

  async function attempt(run: () => Promise<AuthOutcome>) {
    if (pendingRef.current) return
    pendingRef.current = true
    setPending(true)
    setError('')
    setResent(false)
    let outcome: AuthOutcome
    try {
      outcome = await run()
    } catch {
      outcome = { status: 'error' }
    }
    if (outcome.status === 'complete') {
      if (mode === 'sign-up') trackGoal(GOALS.signupCompleted)
      go(outcome.url ?? destination)
    } else if (outcome.status === 'needs_email_code') {
      // After a reset, a browser the service does not know may still need a sign-in code: a sign-in from here on.
      if (mode === 'reset' && step === 'code') {
        setMode('sign-in')
        setCode('')
      }
      moveFocus.current = 'code'
      setStep('code')
    } else setError(outcome.message || content.genericError)
    pendingRef.current = false
    setPending(false)
  }

  function submitCredentials(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (busy || !event.currentTarget.checkValidity()) return
    void attempt(() =>
      mode === 'reset'
        ? client.sendPasswordResetCode(email)
        : mode === 'sign-in'
          ? client.signIn(email, password)
          : client.signUp(email, password),
    )
  }

  function submitCode(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (busy || !event.currentTarget.checkValidity()) return
    void attempt(() =>
      mode === 'reset' ? client.resetPassword(code.trim(), newPassword) : client.verifyEmailCode(code.trim()),
    )
  }

  async function resend() {
    setResending(true)
    setError('')
    setResent(false)
    let outcome: Awaited<ReturnType<AuthClient['resendCode']>>
    try {
      outcome = await client.resendCode()
    } catch {
      outcome = { status: 'error' }
    }
    if (outcome.status === 'sent') setResent(true)
    else setError(outcome.message || content.genericError)
    setResending(false)
  }

  function startOver() {
    client.startOver()
    setCode('')
    setNewPassword('')
    setError('')
    setResent(false)
    moveFocus.current = 'email'
    setStep('credentials')
  }

  function switchMode(next: Mode) {
    // Into or out of the reset form, the pressed button leaves the page: focus goes to the email field.
    if (next === 'reset' || mode === 'reset') moveFocus.current = 'email'
    setMode(next)
    setError('')
  }

  const errorLine = (
    <p role="alert" className="min-h-5 text-sm font-medium text-red-400 empty:min-h-0">
      {error}
    </p>
  )

  if (step === 'code') {
    const { verification, reset } = content
    // The code step follows a sign-up, a sign-in from a browser the service does not recognise yet, or a reset.
    const text = mode === 'reset' ? reset.codeText : mode === 'sign-up' ? verification.text : verification.signInText
    const [before, after] = splitOnce(text, '{email}')
    return (
      <form onSubmit={submitCode} aria-labelledby={`${ids}-verify`} className="space-y-5" data-auth-step="code">
        <div>
          <h2 id={`${ids}-verify`} className="text-xl font-semibold text-white">
            {mode === 'reset' ? reset.heading : verification.heading}
          </h2>
          <p className="mt-2 text-ink-300">
            {before}
            {after === null ? null : (
              <>
                <strong className="font-semibold text-ink-100">{email}</strong>
                {after}
              </>
            )}
          </p>
        </div>
        <div>
          <label htmlFor={`${ids}-code`} className={label}>
            {verification.codeLabel}
          </label>
          <input
            ref={codeInput}
            id={`${ids}-code`}
            name="code"
            type="text"
            inputMode="numeric"
            autoComplete="one-time-code"
            required
            value={code}
            onChange={(event) => setCode(event.target.value)}
            placeholder={verification.codePlaceholder ?? undefined}
            className={`${field} tracking-[0.3em]`}
          />
        </div>
        {mode === 'reset' ? (
          <div>
            <label htmlFor={`${ids}-new-password`} className={label}>
              {reset.newPasswordLabel}
            </label>
            <input
              id={`${ids}-new-password`}
              name="new-password"
              type="password"
              autoComplete="new-password"
              required
              value={newPassword}
              onChange={(event) => setNewPassword(event.target.value)}
              className={field}
            />
          </div>
        ) : null}
        {errorLine}
        <button type="submit" disabled={busy} className={`${buttonStyles.primary} w-full`}>
          {busy ? content.loadingLabel : mode === 'reset' ? reset.submitLabel : verification.verifyLabel}
        </button>
        <div className="flex flex-wrap items-center justify-between gap-3 text-sm">
          <button type="button" onClick={resend} disabled={busy || resending} className={textButton}>
            {verification.resendLabel}
          </button>
          <button type="button" onClick={startOver} disabled={busy} className={textButton}>
            {verification.backLabel}
          </button>
        </div>
        <p role="status" className="text-sm text-emerald-400 empty:hidden">
          {resent ? verification.resentMessage : ''}
        </p>
      </form>
    )
  }

  const emailField = (
    <div>
      <label htmlFor={`${ids}-email`} className={label}>
        {content.emailLabel}
      </label>
      <input
        ref={emailInput}
        id={`${ids}-email`}
        name="email"
        type="email"
        autoComplete="email"
        required
        value={email}
        onChange={(event) => setEmail(event.target.value)}
        placeholder={content.emailPlaceholder ?? undefined}
        className={field}
      />
    </div>
  )

  if (mode === 'reset') {
    const { reset } = content
    return (
      <form
        onSubmit={submitCredentials}
        aria-labelledby={`${ids}-reset`}
        className="space-y-5"
        data-auth-step="credentials"
        data-auth-mode={mode}
      >
        <div>
          <h2 id={`${ids}-reset`} className="text-xl font-semibold text-white">
            {reset.heading}
          </h2>
          <p className="mt-2 text-ink-300">{reset.text}</p>
        </div>
        {emailField}
        {errorLine}
        <button type="submit" disabled={busy} className={`${buttonStyles.primary} w-full`}>
          {busy ? content.loadingLabel : reset.sendLabel}
        </button>
        <p className="text-center text-sm">
          <button
            type="button"
            onClick={() => switchMode('sign-in')}
            disabled={pending || leaving}
            className={textButton}
          >
            {reset.backLabel}
          </button>
        </p>
      </form>
    )
  }

  const toggle = mode === 'sign-in' ? content.toSignUp : content.toSignIn
  return (
    <form onSubmit={submitCredentials} className="space-y-5" data-auth-step="credentials" data-auth-mode={mode}>
      {emailField}
      <div>
        <label htmlFor={`${ids}-password`} className={label}>
          {content.passwordLabel}
        </label>
        <input
          id={`${ids}-password`}
          name="password"
          type="password"
          autoComplete={mode === 'sign-in' ? 'current-password' : 'new-password'}
          required
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          placeholder={content.passwordPlaceholder ?? undefined}
          className={field}
        />
        {mode === 'sign-in' ? (
          <p className="mt-2 text-right text-sm">
            <button
              type="button"
              onClick={() => switchMode('reset')}
              disabled={pending || leaving}
              className={textButton}
            >
              {content.forgotPasswordLabel}
            </button>
          </p>
        ) : null}
      </div>
      {errorLine}
      <button type="submit" disabled={busy} className={`${buttonStyles.primary} w-full`}>
        {busy ? content.loadingLabel : mode === 'sign-in' ? content.signInLabel : content.signUpLabel}
      </button>
      <p className="text-center text-sm text-ink-300">
        {toggle.prompt}{' '}
        <button
          type="button"
          onClick={() => switchMode(mode === 'sign-in' ? 'sign-up' : 'sign-in')}
          disabled={pending || leaving}
          className={textButton}
        >
          {toggle.action}
        </button>
      </p>
    </form>
  )
}

/** "a {email} b" → ["a ", " b"]; text without the placeholder → [text, null]. */
function splitOnce(text: string, placeholder: string): [string, string | null] {
  const index = text.indexOf(placeholder)
  return index === -1 ? [text, null] : [text.slice(0, index), text.slice(index + placeholder.length)]
}
