import { BusyButton } from '@/components/ui/BusyButton'
import { buttonStyles } from '@/components/ui/styles'
import { AuthInput, ErrorLine, textButton } from './AuthFields'
import type { AuthStepProps } from './authStep'

/** The emailed code: after a sign-up, a sign-in from a browser the service does not know yet, or a reset (with the new password). */
export function CodeStep({ form, content, ids }: AuthStepProps) {
  const { state, busy } = form
  const { verification, reset } = content
  const resetting = state.mode === 'reset'
  const text = resetting ? reset.codeText : state.mode === 'sign-up' ? verification.text : verification.signInText
  const [before, after] = splitOnce(text, '{email}')
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault()
        if (event.currentTarget.checkValidity()) form.submitCode()
      }}
      aria-labelledby={`${ids}-verify`}
      className="space-y-5"
      data-auth-step="code"
    >
      <div>
        <h2 id={`${ids}-verify`} className="text-xl font-semibold text-white">
          {resetting ? reset.heading : verification.heading}
        </h2>
        <p className="mt-2 text-ink-300">
          {before}
          {after === null ? null : (
            <>
              <strong className="font-semibold text-ink-100">{state.values.email}</strong>
              {after}
            </>
          )}
        </p>
      </div>
      <AuthInput
        inputRef={form.codeInput}
        id={`${ids}-code`}
        label={verification.codeLabel}
        name="code"
        type="text"
        inputMode="numeric"
        autoComplete="one-time-code"
        value={state.values.code}
        onChange={(value) => form.edit('code', value)}
        placeholder={verification.codePlaceholder}
        className="tracking-[0.3em]"
      />
      {resetting ? (
        <AuthInput
          id={`${ids}-new-password`}
          label={reset.newPasswordLabel}
          name="new-password"
          type="password"
          autoComplete="new-password"
          value={state.values.newPassword}
          onChange={(value) => form.edit('newPassword', value)}
        />
      ) : null}
      <ErrorLine error={state.error} />
      <BusyButton type="submit" busy={busy} className={`${buttonStyles.primary} w-full`}>
        {busy ? content.loadingLabel : resetting ? reset.submitLabel : verification.verifyLabel}
      </BusyButton>
      <div className="flex flex-wrap items-center justify-between gap-3 text-sm">
        <BusyButton type="button" onClick={form.resend} busy={busy || state.resending} className={textButton}>
          {verification.resendLabel}
        </BusyButton>
        <button type="button" onClick={form.startOver} disabled={busy} className={textButton}>
          {verification.backLabel}
        </button>
      </div>
      <p role="status" className="text-sm text-emerald-400 empty:hidden">
        {state.resent ? verification.resentMessage : ''}
      </p>
    </form>
  )
}

/** "a {email} b" → ["a ", " b"]; text without the placeholder → [text, null]. */
function splitOnce(text: string, placeholder: string): [string, string | null] {
  const index = text.indexOf(placeholder)
  return index === -1 ? [text, null] : [text.slice(0, index), text.slice(index + placeholder.length)]
}
