'use client'

import { useState, type ReactNode } from 'react'

/**
 * CopyButton's island: copies text to the clipboard and says so, visibly and to screen readers. The icons and the class
 * come from ./CopyButton.tsx, drawn on the server where the button is on a server component's page.
 */
export function CopyToClipboard({
  text,
  copyLabel,
  copiedLabel,
  icons,
  className,
}: {
  text: string
  copyLabel: string
  copiedLabel: string
  icons: { copy: ReactNode; copied: ReactNode }
  className: string
}) {
  const [copied, setCopied] = useState(false)
  return (
    <button
      type="button"
      onClick={async () => {
        await navigator.clipboard.writeText(text)
        setCopied(true)
        setTimeout(() => setCopied(false), 2000)
      }}
      className={className}
    >
      {copied ? icons.copied : icons.copy}
      <span aria-live="polite">{copied ? copiedLabel : copyLabel}</span>
    </button>
  )
}
