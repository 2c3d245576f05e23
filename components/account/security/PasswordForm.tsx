'use client'

import { useId, useState } from 'react'
import { AuthInput } from '@/components/auth/AuthFields'
import { BusyButton } from '@/components/ui/BusyButton'
import { ReverifyPrompt, type ReverifyWords } from '../twoStep/ReverifyForm'
import { buttonStyles } from '@/components/ui/styles'
import { useJsonPost } from './useJsonPost'
import type { AccountSecurityQueryResult } from '@/sanity/types'

type Words = NonNullable<AccountSecurityQueryResult>['password']
type Answer = { status: 'changed'; signOutFailed?: true } | { status: 'refused'; field: string; reasons: string[] }

const EMPTY = { currentPassword: '', newPassword: '' }

/**
 * Changing the password: the current one and a new one, and whether to sign out every other device. What the
 * sign-in service says against the new password (too short, found in a data breach…) is listed as it comes.
 */
export function PasswordForm({
  words,
  reverifyWords,
  genericError,
  loadingLabel,
}: {
  words: Words
  /** "Confirm it's you", shown when the server asks for a recent verification first. */
  reverifyWords: ReverifyWords
  genericError: string
  loadingLabel: string
}) {
  const ids = useId()
  const [values, setValues] = useState(EMPTY)
  const [signOutOthers, setSignOutOthers] = useState(false)
  const [reasons, setReasons] = useState<string[]>([])
  const [changed, setChanged] = useState(false)
  const { busy, send, settle, reverification } = useJsonPost<Answer>('/api/account/password')

  async function submit(event: React.FormEvent<HTMLFormElement>) {
    // Emptied first, so that the same refusal twice is announced twice.
    if (!busy) {
      setReasons([])
      setChanged(false)
    }
    const outcome = await send(event, { ...values, signOutOthers })
    if (outcome === undefined) return
    if (outcome && 'cancelled' in outcome) return settle()
    const answer = outcome?.answer
    if (outcome?.response.ok && answer?.status === 'changed') {
      setValues(EMPTY)
      setChanged(true)
      if (answer.signOutFailed) setReasons([words.signOutFailedText])
    } else if (outcome?.response.status === 429) setReasons([words.tooManyAttempts])
    else if (answer?.status === 'refused' && answer.reasons.length > 0) setReasons(answer.reasons)
    else setReasons([genericError])
    settle()
  }

  return (
    <section aria-labelledby={`${ids}-heading`} className="space-y-4">
      <h2 id={`${ids}-heading`} className="text-lg font-semibold text-white">
        {words.heading}
      </h2>
      <form onSubmit={submit} className="space-y-4" aria-labelledby={`${ids}-heading`}>
        <AuthInput
          id={`${ids}-current`}
          label={words.currentLabel}
          name="current-password"
          type="password"
          autoComplete="current-password"
          value={values.currentPassword}
          onChange={(currentPassword) => setValues((now) => ({ ...now, currentPassword }))}
        />
        <AuthInput
          id={`${ids}-new`}
          label={words.newLabel}
          name="new-password"
          type="password"
          autoComplete="new-password"
          value={values.newPassword}
          onChange={(newPassword) => setValues((now) => ({ ...now, newPassword }))}
        />
        <label className="flex items-center gap-3 text-sm text-ink-100">
          <input
            type="checkbox"
            checked={signOutOthers}
            onChange={(event) => setSignOutOthers(event.target.checked)}
            className="size-4 accent-brand-400"
          />
          {words.signOutOthersLabel}
        </label>
        <div role="alert" className="text-sm font-medium text-red-400 empty:hidden">
          {reasons.length === 1 ? <p>{reasons[0]}</p> : null}
          {reasons.length > 1 ? (
            <ul className="list-disc space-y-1 pl-5">
              {reasons.map((reason) => (
                <li key={reason}>{reason}</li>
              ))}
            </ul>
          ) : null}
        </div>
        <BusyButton type="submit" busy={busy} className={buttonStyles.small}>
          {busy ? loadingLabel : words.submitLabel}
        </BusyButton>
        <p role="status" className="text-sm text-emerald-400 empty:hidden">
          {changed ? words.changedMessage : ''}
        </p>
      </form>
      <ReverifyPrompt
        reverification={reverification}
        words={reverifyWords}
        loadingLabel={loadingLabel}
        genericError={genericError}
      />
    </section>
  )
}
