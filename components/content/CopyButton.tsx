'use client'

import { Check as check, Copy as copy } from 'lucide'
import { useState } from 'react'
import { lucideIcon } from '@/components/ui/lucideIcon'

const Check = lucideIcon(check)
const Copy = lucideIcon(copy)

/** Copies text to the clipboard and says so, visibly and to screen readers. */
export function CopyButton({ text, copyLabel, copiedLabel }: { text: string; copyLabel: string; copiedLabel: string }) {
  const [copied, setCopied] = useState(false)
  return (
    <button
      type="button"
      onClick={async () => {
        await navigator.clipboard.writeText(text)
        setCopied(true)
        setTimeout(() => setCopied(false), 2000)
      }}
      className="inline-flex items-center gap-1.5 rounded-md border border-white/15 px-2.5 py-1 text-xs font-medium text-ink-300 hover:border-white/40 hover:text-white"
    >
      {copied ? <Check aria-hidden="true" className="size-3.5" /> : <Copy aria-hidden="true" className="size-3.5" />}
      <span aria-live="polite">{copied ? copiedLabel : copyLabel}</span>
    </button>
  )
}
