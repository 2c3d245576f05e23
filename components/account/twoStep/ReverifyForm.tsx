'use client'

import { useEffect, useId, useRef, useState } from 'react'
import { AuthInput, ErrorLine, textButton } from '@/components/auth/AuthFields'
import { BusyButton } from '@/components/ui/BusyButton'
import { buttonStyles } from '@/components/ui/styles'
import type { Reverification } from '@/lib/account/twoStep'
import type { AccountSecurityQueryResult } from '@/sanity/types'

export type ReverifyWords = NonNullable<AccountSecurityQueryResult>['reverify']

type ReverifyFormProps = {
  reverification: Reverification
  words: ReverifyWords
  loadingLabel: string
  genericError: string
}

/** The "confirm it's you" form while the sign-in service asks for one (a new form for each step), else nothing. */
export function ReverifyPrompt({
  reverification,
  ...props
}: Omit<ReverifyFormProps, 'reverification'> & { reverification: Reverification | null }) {
  return reverification ? <ReverifyForm key={reverification.step} reverification={reverification} {...props} /> : null
}

/**
 * The site's own "confirm it's you" form, shown where the sign-in service asks for re-verification before a
 * sensitive change: the password, then (when asked) the authenticator app's code or a backup code. The change goes
 * ahead by itself once the service is satisfied; cancelling drops it.
 */
export function ReverifyForm({ reverification, words, loadingLabel, genericError }: ReverifyFormProps) {
  const ids = useId()
  const [value, setValue] = useState('')
  const [error, setError] = useState('')
  const [busy, setBusy] = useState(false)
  const input = useRef<HTMLInputElement>(null)
  const asksPassword = reverification.step === 'password'

  // Each step is a new form (keyed by step where it is rendered): empty, and focused.
  useEffect(() => input.current?.focus(), [])

  return (
    <form
      aria-labelledby={`${ids}-heading`}
      className="space-y-4 rounded-xl border border-brand-400/40 p-4"
      data-reverify={reverification.step}
      onSubmit={async (event) => {
        event.preventDefault()
        if (busy || !event.currentTarget.checkValidity()) return
        setBusy(true)
        setError('')
        const answer = await reverification.submit(asksPassword ? value : value.trim())
        setBusy(false)
        if (!answer.ok) setError(answer.message || genericError)
      }}
    >
      <h3 id={`${ids}-heading`} className="font-semibold text-white">
        {words.heading}
      </h3>
      <p className="text-sm text-ink-300">{asksPassword ? words.passwordText : words.codeText}</p>
      <AuthInput
        inputRef={input}
        id={`${ids}-value`}
        label={asksPassword ? words.passwordLabel : words.codeLabel}
        name={asksPassword ? 'password' : 'code'}
        type={asksPassword ? 'password' : 'text'}
        autoComplete={asksPassword ? 'current-password' : 'one-time-code'}
        value={value}
        onChange={setValue}
      />
      <ErrorLine error={error} />
      <div className="flex flex-wrap items-center gap-4">
        <BusyButton type="submit" busy={busy} className={buttonStyles.small}>
          {busy ? loadingLabel : words.submitLabel}
        </BusyButton>
        <button type="button" onClick={reverification.cancel} disabled={busy} className={textButton}>
          {words.cancelLabel}
        </button>
      </div>
    </form>
  )
}
