'use client'

import { useEffect, useRef } from 'react'
import { CopyButton } from '@/components/content/CopyButton'
import { buttonStyles } from '@/components/ui/styles'
import type { TwoStepWords } from './words'

/**
 * The backup codes, shown once: to copy, to download as a text file, and to hide for good once saved. They take the
 * focus from the button that brought them (confirming the app's code, or asking for new codes), which may be gone.
 */
export function BackupCodes({ codes, words, onDone }: { codes: string[]; words: TwoStepWords; onDone: () => void }) {
  const heading = useRef<HTMLHeadingElement>(null)
  useEffect(() => heading.current?.focus(), [])
  const text = `${codes.join('\n')}\n`
  const download = () => {
    const link = document.createElement('a')
    link.href = URL.createObjectURL(new Blob([text], { type: 'text/plain' }))
    link.download = words.downloadFileName
    link.click()
    URL.revokeObjectURL(link.href)
  }
  return (
    <section aria-labelledby="backup-codes-heading" className="space-y-3 rounded-xl border border-white/15 p-4">
      <h3 id="backup-codes-heading" ref={heading} tabIndex={-1} className="font-semibold text-white focus:outline-none">
        {words.backupHeading}
      </h3>
      <p className="text-sm text-ink-300">{words.backupText}</p>
      <ol className="grid grid-cols-2 gap-2 font-mono text-ink-100" data-backup-codes>
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ol>
      <div className="flex flex-wrap items-center gap-3">
        <CopyButton text={text} copyLabel={words.copyLabel} copiedLabel={words.copiedLabel} />
        <button
          type="button"
          onClick={download}
          className="inline-flex items-center gap-1.5 rounded-md border border-white/15 px-2.5 py-1 text-xs font-medium text-ink-300 hover:border-white/40 hover:text-white"
        >
          {words.downloadLabel}
        </button>
      </div>
      <button type="button" onClick={onDone} className={buttonStyles.secondary}>
        {words.doneLabel}
      </button>
    </section>
  )
}
