import { BusyButton } from '@/components/ui/BusyButton'
import { buttonStyles } from '@/components/ui/styles'
import { AuthInput, ErrorLine, textButton } from './AuthFields'
import type { AuthStepProps } from './authStep'

/**
 * After the password, for an account with two-step verification on: the code from the authenticator app, or,
 * when the account has them, one of its backup codes instead.
 */
export function SecondFactorStep({ form, content, ids }: AuthStepProps) {
  const { state, busy } = form
  const words = content.secondFactor
  const { factor, backupCode } = state.secondFactor
  const usingApp = factor === 'totp'
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault()
        if (event.currentTarget.checkValidity()) form.submitSecondFactor()
      }}
      aria-labelledby={`${ids}-second-factor`}
      className="space-y-5"
      data-auth-step="second-factor"
      data-second-factor={factor}
    >
      <div>
        <h2 id={`${ids}-second-factor`} className="text-xl font-semibold text-white">
          {words.heading}
        </h2>
        <p className="mt-2 text-ink-300">{usingApp ? words.text : words.backupText}</p>
      </div>
      <AuthInput
        inputRef={form.codeInput}
        id={`${ids}-second-factor-code`}
        label={usingApp ? words.codeLabel : words.backupCodeLabel}
        name="code"
        type="text"
        autoComplete="one-time-code"
        {...(usingApp ? { inputMode: 'numeric' as const } : {})}
        value={state.values.code}
        onChange={(value) => form.edit('code', value)}
        className="tracking-[0.2em]"
      />
      <ErrorLine error={state.error} />
      <BusyButton type="submit" busy={busy} className={`${buttonStyles.primary} w-full`}>
        {busy ? content.loadingLabel : words.verifyLabel}
      </BusyButton>
      <div className="flex flex-wrap items-center justify-between gap-3 text-sm">
        {backupCode ? (
          <button
            type="button"
            onClick={() => form.switchSecondFactor(usingApp ? 'backup_code' : 'totp')}
            disabled={busy}
            className={textButton}
          >
            {usingApp ? words.useBackupCodeLabel : words.useAppLabel}
          </button>
        ) : null}
        <button type="button" onClick={form.startOver} disabled={busy} className={textButton}>
          {words.backLabel}
        </button>
      </div>
    </form>
  )
}
