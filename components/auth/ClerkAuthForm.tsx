'use client'

import { useAuth, useClerk, useSignIn, useSignUp } from '@clerk/nextjs'
import { isClerkAPIResponseError } from '@clerk/nextjs/errors'
import { useRouter } from 'next/navigation'
import { useCallback, useLayoutEffect, useMemo, useRef } from 'react'
import type { AuthClient, AuthOutcome } from '@/lib/auth/client'
import { AuthForm } from './AuthForm'
import type { AuthFormContent } from './authStep'
import type { Mode } from './authFormMachine'
import { useServiceAvailability } from './useServiceAvailability'

type Finalizable = {
  finalize: (params?: {
    navigate?: (params: { decorateUrl: (url: string) => string }) => void
  }) => Promise<{ error: unknown }>
}

/**
 * The words Clerk gives for a failed request, as-is: the first API error's long message (e.g. that the password is
 * incorrect and what to do next, or why a password is too weak or was found in a breach).
 * Nothing when Clerk did not say why; the form then shows the content's generic error.
 */
export function clerkErrorMessage(error: unknown): string | undefined {
  if (!error || typeof error !== 'object') return undefined
  if (isClerkAPIResponseError(error)) {
    const first = error.errors[0]
    return first?.longMessage || first?.message || undefined
  }
  if ('clerkError' in error && 'longMessage' in error) {
    return typeof error.longMessage === 'string' && error.longMessage ? error.longMessage : undefined
  }
  return undefined
}

const failure = (error?: unknown): AuthOutcome => ({ status: 'error', message: clerkErrorMessage(error) })

/**
 * `AuthClient` over Clerk's hooks (the signals API of @clerk/nextjs 7): email + password sign-in and sign-up,
 * the email code that verifies a new account (or, with Clerk's Client Trust, a sign-in from a new browser), the
 * authenticator app's code or a backup code for an account with two-step verification,
 * the password reset by emailed code, and `finalize()` to make the new session active.
 */
export function useClerkAuthClient(redirectTo: string, timeoutMs?: number): AuthClient {
  const clerk = useClerk()
  const { isSignedIn } = useAuth()
  const { signIn } = useSignIn()
  const { signUp } = useSignUp()
  const availability = useServiceAvailability(clerk.status, timeoutMs)
  // The latest resources for the callbacks below, which outlive the render that created them.
  const resources = useRef({ signIn, signUp })
  useLayoutEffect(() => {
    resources.current = { signIn, signUp }
  })
  const flow = useRef<'sign-in' | 'sign-up' | 'reset' | null>(null)

  return useMemo<AuthClient>(() => {
    async function finish(resource: Finalizable): Promise<AuthOutcome> {
      let url: string | undefined
      const { error } = await resource.finalize({
        // Clerk may decorate the destination (Safari ITP cookie refresh); the form does the navigating.
        navigate: ({ decorateUrl }) => {
          url = decorateUrl(redirectTo)
        },
      })
      if (error) return failure(error)
      return url && url !== redirectTo ? { status: 'complete', url } : { status: 'complete' }
    }

    async function afterSignIn(): Promise<AuthOutcome> {
      const { signIn } = resources.current
      if (signIn.status === 'complete') return finish(signIn)
      if (signIn.status !== 'needs_client_trust' && signIn.status !== 'needs_second_factor') return failure()
      // Clerk names the status both ways when Client Trust and two-step verification are both on; the factors
      // offered tell them apart. An authenticator app the account set up wins over the emailed code.
      const offered = new Set(signIn.supportedSecondFactors.map((factor) => factor.strategy))
      if (offered.has('totp')) return { status: 'needs_second_factor', backupCode: offered.has('backup_code') }
      // A password sign-in from a browser Clerk does not know yet (Client Trust) asks for an emailed code.
      if (offered.has('email_code')) {
        const { error } = await signIn.mfa.sendEmailCode()
        return error ? failure(error) : { status: 'needs_email_code' }
      }
      return failure()
    }

    async function afterSignUp({ sendCode }: { sendCode: boolean }): Promise<AuthOutcome> {
      const { signUp } = resources.current
      if (signUp.status === 'complete') return finish(signUp)
      if (signUp.status === 'missing_requirements' && signUp.unverifiedFields.includes('email_address')) {
        if (sendCode) {
          const { error } = await signUp.verifications.sendEmailCode()
          if (error) return failure(error)
        }
        return { status: 'needs_email_code' }
      }
      return failure()
    }

    return {
      availability,
      isSignedIn: isSignedIn === true,
      async signIn(email, password) {
        flow.current = 'sign-in'
        const { error } = await resources.current.signIn.password({ emailAddress: email, password })
        return error ? failure(error) : afterSignIn()
      },
      async signUp(email, password) {
        flow.current = 'sign-up'
        const { error } = await resources.current.signUp.password({ emailAddress: email, password })
        return error ? failure(error) : afterSignUp({ sendCode: true })
      },
      async verifyEmailCode(code) {
        if (flow.current === 'sign-in') {
          const { error } = await resources.current.signIn.mfa.verifyEmailCode({ code })
          return error ? failure(error) : afterSignIn()
        }
        const { error } = await resources.current.signUp.verifications.verifyEmailCode({ code })
        return error ? failure(error) : afterSignUp({ sendCode: false })
      },
      async verifySecondFactor(factor, code) {
        const { mfa } = resources.current.signIn
        const { error } = factor === 'totp' ? await mfa.verifyTOTP({ code }) : await mfa.verifyBackupCode({ code })
        return error ? failure(error) : afterSignIn()
      },
      async sendPasswordResetCode(email) {
        flow.current = 'reset'
        const { signIn } = resources.current
        const created = await signIn.create({ identifier: email })
        if (created.error) return failure(created.error)
        const { error } = await signIn.resetPasswordEmailCode.sendCode()
        return error ? failure(error) : { status: 'needs_email_code' }
      },
      async resetPassword(code, password) {
        const { signIn } = resources.current
        // A code already accepted (the new password was refused, say) is not checked twice.
        if (signIn.status !== 'needs_new_password') {
          const { error } = await signIn.resetPasswordEmailCode.verifyCode({ code })
          if (error) return failure(error)
        }
        const { error } = await signIn.resetPasswordEmailCode.submitPassword({ password })
        if (error) return failure(error)
        // From here on it is a sign-in like any other: a new browser may still be asked for a sign-in code.
        flow.current = 'sign-in'
        return afterSignIn()
      },
      async resendCode() {
        const { error } =
          flow.current === 'reset'
            ? await resources.current.signIn.resetPasswordEmailCode.sendCode()
            : flow.current === 'sign-in'
              ? await resources.current.signIn.mfa.sendEmailCode()
              : await resources.current.signUp.verifications.sendEmailCode()
        return error ? { status: 'error', message: clerkErrorMessage(error) } : { status: 'sent' }
      },
      startOver() {
        void (flow.current === 'sign-in' || flow.current === 'reset'
          ? resources.current.signIn.reset()
          : resources.current.signUp.reset())
        flow.current = null
      },
    }
  }, [availability, isSignedIn, redirectTo])
}

/** The sign-in form on Clerk, with the element Clerk's bot protection renders its challenge into. */
export function ClerkAuthForm({
  content,
  redirectTo,
  initialMode,
}: {
  content: AuthFormContent
  redirectTo: string
  initialMode?: Mode
}) {
  const client = useClerkAuthClient(redirectTo)
  const router = useRouter()
  const navigate = useCallback(
    (url: string) => (/^https?:\/\//.test(url) ? window.location.assign(url) : router.replace(url)),
    [router],
  )
  return (
    <>
      <AuthForm
        client={client}
        content={content}
        redirectTo={redirectTo}
        navigate={navigate}
        initialMode={initialMode}
      />
      {client.availability === 'unavailable' ? null : <div id="clerk-captcha" className="mt-5 empty:hidden" />}
    </>
  )
}
