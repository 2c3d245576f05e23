import { BusyButton } from '@/components/ui/BusyButton'
import { buttonStyles } from '@/components/ui/styles'
import { AuthInput, ErrorLine, textButton } from './AuthFields'
import type { AuthStepProps } from './authStep'

/**
 * The first step: email and password to sign in or up (the link under the button switches), or, in the reset
 * mode, the email to send a reset code to.
 */
export function CredentialsStep({ form, content, ids }: AuthStepProps) {
  const { state, busy } = form
  const { mode } = state
  // Switching forms is refused only while a request is in flight or the page is being left.
  const switchDisabled = state.submitting || state.leaving
  const emailField = (
    <AuthInput
      inputRef={form.emailInput}
      id={`${ids}-email`}
      label={content.emailLabel}
      name="email"
      type="email"
      autoComplete="email"
      value={state.values.email}
      onChange={(value) => form.edit('email', value)}
      placeholder={content.emailPlaceholder}
    />
  )
  const submit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (event.currentTarget.checkValidity()) form.submitCredentials()
  }

  if (mode === 'reset') {
    const { reset } = content
    return (
      <form
        onSubmit={submit}
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
        <ErrorLine error={state.error} />
        <BusyButton type="submit" busy={busy} className={`${buttonStyles.primary} w-full`}>
          {busy ? content.loadingLabel : reset.sendLabel}
        </BusyButton>
        <p className="text-center text-sm">
          <button
            type="button"
            onClick={() => form.switchMode('sign-in')}
            disabled={switchDisabled}
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
    <form onSubmit={submit} className="space-y-5" data-auth-step="credentials" data-auth-mode={mode}>
      {emailField}
      <div>
        <AuthInput
          id={`${ids}-password`}
          label={content.passwordLabel}
          name="password"
          type="password"
          autoComplete={mode === 'sign-in' ? 'current-password' : 'new-password'}
          value={state.values.password}
          onChange={(value) => form.edit('password', value)}
          placeholder={content.passwordPlaceholder}
        />
        {mode === 'sign-in' ? (
          <p className="mt-2 text-right text-sm">
            <button
              type="button"
              onClick={() => form.switchMode('reset')}
              disabled={switchDisabled}
              className={textButton}
            >
              {content.forgotPasswordLabel}
            </button>
          </p>
        ) : null}
      </div>
      <ErrorLine error={state.error} />
      <BusyButton type="submit" busy={busy} className={`${buttonStyles.primary} w-full`}>
        {busy ? content.loadingLabel : mode === 'sign-in' ? content.signInLabel : content.signUpLabel}
      </BusyButton>
      <p className="text-center text-sm text-ink-300">
        {toggle.prompt}{' '}
        <button
          type="button"
          onClick={() => form.switchMode(mode === 'sign-in' ? 'sign-up' : 'sign-in')}
          disabled={switchDisabled}
          className={textButton}
        >
          {toggle.action}
        </button>
      </p>
    </form>
  )
}
