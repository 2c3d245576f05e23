'use client'

import { useId, useState } from 'react'
import { AuthInput } from '@/components/auth/AuthFields'
import { BusyButton } from '@/components/ui/BusyButton'
import { ReverifyPrompt, type ReverifyWords } from '../twoStep/ReverifyForm'
import { useJsonPost } from './useJsonPost'
import type { AccountSecurityQueryResult } from '@/sanity/types'

type Words = NonNullable<AccountSecurityQueryResult>['deletion']
type Answer = { status: 'deleted'; farewell: string } | { status: 'refused'; reasons: string[] } | { status: 'failed' }

/**
 * "Delete my account": the password (re-verification) and the confirmation word typed out; then the site's route
 * ends any subscription, anonymises the contact messages and deletes the user, and the browser goes to the
 * farewell page, signed out. If a service fails, it says so (nothing is lost by trying again).
 */
export function DeleteAccount({
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
  const [password, setPassword] = useState('')
  const [confirmation, setConfirmation] = useState('')
  const [error, setError] = useState('')
  const { busy, send, settle, reverification } = useJsonPost<Answer>('/api/account/delete')

  async function submit(event: React.FormEvent<HTMLFormElement>) {
    // Emptied first, so that the same refusal twice is announced twice.
    if (!busy) setError('')
    const outcome = await send(event, { password, confirmation })
    if (outcome === undefined) return
    if (outcome && 'cancelled' in outcome) return settle()
    const answer = outcome?.answer
    if (outcome?.response.ok && answer?.status === 'deleted') {
      window.location.assign(answer.farewell)
      return
    }
    setError(
      answer?.status === 'refused' && answer.reasons[0]
        ? answer.reasons[0]
        : !outcome || answer?.status === 'failed'
          ? words.failedText
          : outcome.response.status === 429
            ? words.tooManyAttempts
            : genericError,
    )
    settle()
  }

  return (
    <section aria-labelledby={`${ids}-heading`} className="space-y-4">
      <h2 id={`${ids}-heading`} className="text-lg font-semibold text-white">
        {words.heading}
      </h2>
      <p className="text-ink-300">{words.text}</p>
      <form onSubmit={submit} aria-labelledby={`${ids}-heading`} className="space-y-4">
        <AuthInput
          id={`${ids}-password`}
          label={words.passwordLabel}
          name="password"
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={setPassword}
        />
        <div>
          <label htmlFor={`${ids}-confirm`} className="block text-sm font-medium text-ink-100">
            {words.confirmLabel.replace('{word}', words.confirmWord)}
          </label>
          <input
            id={`${ids}-confirm`}
            name="confirmation"
            required
            autoComplete="off"
            pattern={words.confirmWord.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}
            value={confirmation}
            onChange={(event) => setConfirmation(event.target.value)}
            className="mt-2 block w-full rounded-xl border border-white/15 bg-space-950 px-4 py-3 text-ink-100 focus:border-brand-400 focus:outline-none focus:ring-2 focus:ring-brand-400/40"
          />
        </div>
        <p role="alert" className="text-sm font-medium text-red-400 empty:hidden">
          {error}
        </p>
        <BusyButton
          type="submit"
          busy={busy}
          disabled={confirmation.trim() !== words.confirmWord}
          className="inline-flex items-center justify-center gap-2 rounded-full bg-red-600 px-4 py-2 text-sm font-semibold text-white transition-colors hover:bg-red-700 disabled:cursor-not-allowed disabled:opacity-60"
        >
          {busy ? loadingLabel : words.submitLabel}
        </BusyButton>
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
