import type { AuthOutcome, ResendOutcome, SecondFactor } from '@/lib/auth/client'

/**
 * The sign-in form's state machine: which form is shown (mode and step), what has been typed, and what is in
 * flight. Pure: the hook in useAuthForm.ts performs the requests and the navigation, and dispatches here.
 *
 *   credentials(sign-in ⇄ sign-up, sign-in ⇄ reset) ──needs_email_code──▶ code ──start over──▶ credentials
 *   a reset's code step that still needs a sign-in code continues as a sign-in's code step.
 *   credentials(sign-in) or a reset ──needs_second_factor──▶ second factor (app code ⇄ backup code) ──start over──▶ credentials
 */
export type Mode = 'sign-in' | 'sign-up' | 'reset'
export type Step = 'credentials' | 'code' | 'second-factor'
export type Field = 'email' | 'password' | 'newPassword' | 'code'

export type AuthFormState = {
  mode: Mode
  step: Step
  values: Record<Field, string>
  /** The provider's message, or the generic one, until the next request. */
  error: string
  /** The code was sent again. */
  resent: boolean
  /** A sign-in, sign-up, code or reset request is in flight. */
  submitting: boolean
  /** A request for a new code is in flight. */
  resending: boolean
  /** Signed in: the page is being left, and nothing may be submitted. */
  leaving: boolean
  /** At the second-factor step: which code is asked for, and whether a backup code may be used instead. */
  secondFactor: { factor: SecondFactor; backupCode: boolean }
  /** The field to focus after this transition (a new object each time, so the same field can be asked twice). */
  focus: { field: 'email' | 'code' } | null
}

export type AuthFormEvent =
  | { type: 'edited'; field: Field; value: string }
  | { type: 'modeSwitched'; mode: Mode }
  | { type: 'submitted' }
  | { type: 'answered'; outcome: AuthOutcome; genericError: string }
  | { type: 'resendStarted' }
  | { type: 'resendAnswered'; outcome: ResendOutcome; genericError: string }
  | { type: 'secondFactorSwitched'; factor: SecondFactor }
  | { type: 'startedOver' }
  | { type: 'left' }
  | { type: 'sessionEnded' }

export const initialAuthFormState: AuthFormState = {
  mode: 'sign-in',
  step: 'credentials',
  values: { email: '', password: '', newPassword: '', code: '' },
  error: '',
  resent: false,
  submitting: false,
  resending: false,
  leaving: false,
  secondFactor: { factor: 'totp', backupCode: false },
  focus: null,
}

export function authFormReducer(state: AuthFormState, event: AuthFormEvent): AuthFormState {
  switch (event.type) {
    case 'edited':
      return { ...state, values: { ...state.values, [event.field]: event.value } }
    case 'modeSwitched':
      // Into or out of the reset form, the pressed button leaves the page: focus goes to the email field.
      return {
        ...state,
        mode: event.mode,
        error: '',
        focus: event.mode === 'reset' || state.mode === 'reset' ? { field: 'email' } : null,
      }
    case 'submitted':
      return { ...state, submitting: true, error: '', resent: false }
    case 'answered': {
      const { outcome } = event
      if (outcome.status === 'complete') return { ...state, submitting: false }
      if (outcome.status === 'needs_email_code') {
        // After a reset, a browser the service does not know may still need a sign-in code: a sign-in from here on.
        const resetNeedsSignInCode = state.mode === 'reset' && state.step === 'code'
        return {
          ...state,
          submitting: false,
          step: 'code',
          mode: resetNeedsSignInCode ? 'sign-in' : state.mode,
          values: resetNeedsSignInCode ? { ...state.values, code: '' } : state.values,
          focus: { field: 'code' },
        }
      }
      if (outcome.status === 'needs_second_factor') {
        // A password reset ends in a sign-in too: from here on the form is signing in.
        return {
          ...state,
          submitting: false,
          step: 'second-factor',
          mode: 'sign-in',
          values: { ...state.values, code: '' },
          secondFactor: { factor: 'totp', backupCode: outcome.backupCode },
          focus: { field: 'code' },
        }
      }
      return { ...state, submitting: false, error: outcome.message || event.genericError }
    }
    case 'secondFactorSwitched':
      return {
        ...state,
        values: { ...state.values, code: '' },
        error: '',
        secondFactor: { ...state.secondFactor, factor: event.factor },
        focus: { field: 'code' },
      }
    case 'resendStarted':
      return { ...state, resending: true, error: '', resent: false }
    case 'resendAnswered':
      return event.outcome.status === 'sent'
        ? { ...state, resending: false, resent: true }
        : { ...state, resending: false, error: event.outcome.message || event.genericError }
    case 'startedOver':
      return {
        ...state,
        step: 'credentials',
        values: { ...state.values, code: '', newPassword: '' },
        error: '',
        resent: false,
        focus: { field: 'email' },
      }
    case 'left':
      return { ...state, leaving: true }
    case 'sessionEnded':
      return { ...state, leaving: false }
  }
}
