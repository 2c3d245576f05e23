'use client'

import { useEffect, useReducer, useRef } from 'react'
import { GOALS } from '@/lib/analytics/goals'
import { trackGoal } from '@/lib/analytics/tracker'
import type { AuthClient, AuthOutcome, ResendOutcome, SecondFactor } from '@/lib/auth/client'
import { safeRedirectPath } from '@/lib/auth/redirect'
import { authFormReducer, initialAuthFormState, type Field, type Mode } from './authFormMachine'

const startingIn = (mode: Mode) => ({ ...initialAuthFormState, mode })

/**
 * Runs the sign-in form's state machine against an `AuthClient`: sends the requests, navigates once signed
 * in (also when the session appears in another tab), and hands the form its state, the fields' refs and the
 * actions its buttons call.
 */
export function useAuthForm({
  client,
  redirectTo,
  navigate,
  genericError,
  initialMode = 'sign-in',
}: {
  client: AuthClient
  redirectTo: string
  navigate: (url: string) => void
  genericError: string
  /** The form shown first: sign-in, or sign-up for a visitor who came to create an account (the trial's links). */
  initialMode?: Mode
}) {
  const [state, dispatch] = useReducer(authFormReducer, initialMode, startingIn)
  // A second submit in the same tick, before the re-render disables the button, must not send twice.
  const submitting = useRef(false)
  const navigatedTo = useRef<string | null>(null)
  const wasSignedIn = useRef(client.isSignedIn)
  const codeInput = useRef<HTMLInputElement>(null)
  const emailInput = useRef<HTMLInputElement>(null)

  const destination = safeRedirectPath(redirectTo)

  const go = (url: string) => {
    dispatch({ type: 'left' })
    if (navigatedTo.current === url) return
    navigatedTo.current = url
    navigate(url)
  }

  // The session is watched: one that appears (here or in another tab) leads away; one that ends before
  // the page is left makes the form usable again.
  useEffect(() => {
    if (client.isSignedIn && !state.submitting && navigatedTo.current === null) go(destination)
    if (!client.isSignedIn && wasSignedIn.current) {
      navigatedTo.current = null
      dispatch({ type: 'sessionEnded' })
    }
    wasSignedIn.current = client.isSignedIn
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `go` only reads refs and stable props
  }, [client.isSignedIn, state.submitting, destination])

  useEffect(() => {
    if (state.focus?.field === 'code') codeInput.current?.focus()
    if (state.focus?.field === 'email') emailInput.current?.focus()
  }, [state.focus])

  const busy = state.submitting || state.leaving || client.isSignedIn || client.availability === 'loading'

  async function attempt(run: () => Promise<AuthOutcome>) {
    if (submitting.current) return
    submitting.current = true
    const signingUp = state.mode === 'sign-up'
    dispatch({ type: 'submitted' })
    const outcome = await settle<AuthOutcome>(run, { status: 'error' })
    if (outcome.status === 'complete') {
      if (signingUp) trackGoal(GOALS.signupCompleted)
      go(outcome.url ?? destination)
    }
    dispatch({ type: 'answered', outcome, genericError })
    submitting.current = false
  }

  const { email, password, newPassword, code } = state.values
  return {
    state,
    busy,
    codeInput,
    emailInput,
    edit: (field: Field, value: string) => dispatch({ type: 'edited', field, value }),
    switchMode: (mode: Mode) => dispatch({ type: 'modeSwitched', mode }),
    submitCredentials() {
      if (busy) return
      void attempt(() =>
        state.mode === 'reset'
          ? client.sendPasswordResetCode(email)
          : state.mode === 'sign-in'
            ? client.signIn(email, password)
            : client.signUp(email, password),
      )
    },
    submitCode() {
      if (busy) return
      void attempt(() =>
        state.mode === 'reset' ? client.resetPassword(code.trim(), newPassword) : client.verifyEmailCode(code.trim()),
      )
    },
    submitSecondFactor() {
      if (busy) return
      void attempt(() => client.verifySecondFactor(state.secondFactor.factor, code.trim()))
    },
    switchSecondFactor: (factor: SecondFactor) => dispatch({ type: 'secondFactorSwitched', factor }),
    async resend() {
      dispatch({ type: 'resendStarted' })
      const outcome = await settle<ResendOutcome>(() => client.resendCode(), { status: 'error' })
      dispatch({ type: 'resendAnswered', outcome, genericError })
    },
    startOver() {
      client.startOver()
      dispatch({ type: 'startedOver' })
    },
  }
}

export type AuthFormControls = ReturnType<typeof useAuthForm>

/** The request's answer, or `failed` when it throws (synchronously or not): the form then shows its generic error. */
async function settle<T>(request: () => Promise<T>, failed: T): Promise<T> {
  try {
    return await request()
  } catch {
    return failed
  }
}
