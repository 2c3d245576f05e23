import type { ReactNode } from 'react'

export type CodeSample = { code: string; language?: string | null; filename?: string | null }

/**
 * A code sample with its language or caption; scrolls sideways (and by keyboard) when wide. `action` goes in
 * the caption bar (a copy button: `CopyableCodeBlock`).
 */
export function CodeBlock({ code, language, filename, action }: CodeSample & { action?: ReactNode }) {
  const caption = filename || language
  return (
    <figure className="my-6 overflow-hidden rounded-xl border border-white/10 bg-space-900">
      <figcaption className="flex items-center justify-between gap-4 border-b border-white/10 px-4 py-2 font-mono text-xs text-ink-300">
        <span>{caption}</span>
        {action}
      </figcaption>
      {/* Focusable so that a keyboard can scroll it, so named: a region, as a <pre> may not carry a name. */}
      <div role="region" aria-label={caption ?? undefined} tabIndex={0} className="overflow-x-auto">
        <pre className="p-4 text-sm leading-relaxed text-ink-100">
          <code>{code}</code>
        </pre>
      </div>
    </figure>
  )
}
