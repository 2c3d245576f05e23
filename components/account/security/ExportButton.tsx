'use client'

import { useState } from 'react'
import { BusyButton } from '@/components/ui/BusyButton'
import { buttonStyles } from '@/components/ui/styles'

/**
 * "Export my data": one click downloads the JSON file the site's route makes (its name comes from the route). What
 * went wrong, from the content: too many exports, or the file could not be made.
 */
export function ExportButton({
  label,
  loadingLabel,
  tooManyText,
  failedText,
}: {
  label: string
  loadingLabel: string
  tooManyText: string
  failedText: string
}) {
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState('')

  async function download() {
    setBusy(true)
    setError('')
    try {
      const response = await fetch('/api/account/export', { method: 'POST' })
      if (!response.ok) {
        setError(response.status === 429 ? tooManyText : failedText)
      } else {
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
      <p role="alert" className="text-sm font-medium text-red-400 empty:hidden">
        {error}
      </p>
    </>
  )
}
