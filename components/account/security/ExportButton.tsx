'use client'

import { useState } from 'react'
import { BusyButton } from '@/components/ui/BusyButton'
import { buttonStyles } from '@/components/ui/styles'
import { ReverifyPrompt, type ReverifyWords } from '../twoStep/ReverifyForm'
import { useSensitiveFetch } from './useSensitiveFetch'

/**
 * "Export my data": one click downloads the JSON file the site's route makes (its name comes from the route), after
 * "Confirm it's you" when the server asks for a recent verification. What went wrong, from the content: too many
 * exports, or the file could not be made.
 */
export function ExportButton({
  label,
  loadingLabel,
  tooManyText,
  failedText,
  reverifyWords,
  genericError,
}: {
  reverifyWords: ReverifyWords
  genericError: string
  label: string
  loadingLabel: string
  tooManyText: string
  failedText: string
}) {
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState('')
  const { send, reverification } = useSensitiveFetch()

  async function download() {
    if (busy) return
    setBusy(true)
    setError('')
    try {
      const sent = await send('/api/account/export', { method: 'POST' })
      if (!sent) setError(failedText)
      else if (!('response' in sent)) {
        // "Confirm it's you" dropped: nothing to say.
      } else if (!sent.response.ok) setError(sent.response.status === 429 ? tooManyText : failedText)
      else {
        const { response } = sent
        const name = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1]
        const link = document.createElement('a')
        link.href = URL.createObjectURL(await response.blob())
        link.download = name ?? 'account-data.json'
        link.click()
        URL.revokeObjectURL(link.href)
      }
    } catch {
      setError(failedText)
    }
    setBusy(false)
  }

  return (
    <>
      <BusyButton type="button" onClick={download} busy={busy} className={buttonStyles.secondary}>
        {busy ? loadingLabel : label}
      </BusyButton>
      <ReverifyPrompt
        reverification={reverification}
        words={reverifyWords}
        loadingLabel={loadingLabel}
        genericError={genericError}
      />
      <p role="alert" className="text-sm font-medium text-red-400 empty:hidden">
        {error}
      </p>
    </>
  )
}
