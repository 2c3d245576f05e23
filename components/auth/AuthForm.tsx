'use client'

import { useEffect, useId, useRef } from 'react'
import type { AuthClient } from '@/lib/auth/client'
import type { Mode } from './authFormMachine'
import type { AuthFormContent } from './authStep'
import { AuthUnavailable, UNAVAILABLE_HEADING_ID } from './AuthUnavailable'
import { CodeStep } from './CodeStep'
import { CredentialsStep } from './CredentialsStep'
import { SecondFactorStep } from './SecondFactorStep'
import { useAuthForm } from './useAuthForm'

/**
 * Sign in or sign up with email and password, then (for a new account, or a new browser) the code sent
 * by email, or (for an account with two-step verification) the authenticator app's code or a backup code. Written against the small `AuthClient` interface; the page gives it the Clerk adapter.
 *
 * - Sign-in is the default (sign-up with `initialMode`); the link under the button switches modes. The forgotten-password link asks for
 *   the email, then the emailed code with a new password, and signs in.
 * - While a request is pending the button is disabled and reads the loading label.
 * - The provider's error message is shown as-is above the button and cleared on the next submit.
 * - A signed-in visitor is sent to `redirectTo` (or where the provider says), also when the session
 *   appears in another tab; if it ends before the page is left, the form is usable again.
 *
 * The steps are small components over one state machine (authFormMachine.ts, run by useAuthForm.ts).
 */
export function AuthForm({
  client,
  content,
  redirectTo,
  navigate,
  initialMode,
}: {
  client: AuthClient
  content: AuthFormContent
  /** Where to go once signed in: checked on the server, and again here (anything off-site goes home). */
  redirectTo: string
  navigate: (url: string) => void
  /** The form shown first (`/auth?mode=sign-up`: sign-up). */
  initialMode?: Mode
}) {
  const ids = useId()
  const form = useAuthForm({ client, redirectTo, navigate, genericError: content.genericError, initialMode })

  // The service stopped answering while the form was on screen: if the visitor was in it, their focus went with it,
  // so the message's heading takes it and is read out. (A page that opens unavailable moves no focus.)
  const formShown = useRef(false)
  const unavailable = client.availability === 'unavailable'
  useEffect(() => {
    if (!unavailable) formShown.current = true
    else if (formShown.current && document.activeElement === document.body)
      document.getElementById(UNAVAILABLE_HEADING_ID)?.focus()
  }, [unavailable])

  if (unavailable) return <AuthUnavailable content={content.unavailable} />
  const Step = { credentials: CredentialsStep, code: CodeStep, 'second-factor': SecondFactorStep }[form.state.step]
  return <Step form={form} content={content} ids={ids} />
}
