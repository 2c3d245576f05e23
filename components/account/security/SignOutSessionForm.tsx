'use client'

import { useState } from 'react'
import { ACCOUNT_PATH } from '@/lib/site/routes'
import { ReverifyPrompt, type ReverifyWords } from '../twoStep/ReverifyForm'
import { useSensitiveFetch } from './useSensitiveFetch'

const SESSIONS_ROUTE = '/api/account/sessions'

/**
 * A plain form posting to the sessions route (`session=<id>` or `others=all`), which works without JavaScript while
 * the session has verified recently (signing in counts for 10 minutes). With JavaScript it is sent from here instead,
 * so that the "Confirm it's you" form can answer the server's request for a recent verification; once done, /account
 * is loaded again to show what is left.
 */
export function SignOutSessionForm({
  field,
  children,
  reverifyWords,
  loadingLabel,
  genericError,
}: {
  field: { name: 'session' | 'others'; value: string }
  children: React.ReactNode
  reverifyWords: ReverifyWords
  loadingLabel: string
  genericError: string
}) {
  const { send, reverification } = useSensitiveFetch()
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState('')

  async function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (busy) return
    setBusy(true)
    setError('')
    const sent = await send(SESSIONS_ROUTE, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
      body: new URLSearchParams({ [field.name]: field.value }).toString(),
    })
    if (sent && 'response' in sent && sent.response.ok) return window.location.assign(ACCOUNT_PATH)
    setBusy(false)
    if (!sent || 'response' in sent) setError(genericError)
  }

  return (
    <div className="space-y-3">
      <form method="post" action={SESSIONS_ROUTE} onSubmit={submit} aria-busy={busy || undefined}>
        <input type="hidden" name={field.name} value={field.value} />
        {children}
      </form>
      <ReverifyPrompt
        reverification={reverification}
        words={reverifyWords}
        loadingLabel={loadingLabel}
        genericError={genericError}
      />
      <p role="alert" className="text-sm font-medium text-red-400 empty:hidden">
        {error}
      </p>
    </div>
  )
}
