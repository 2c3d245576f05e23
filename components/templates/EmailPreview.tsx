import { CopyButton } from '@/components/content/CopyButton'
import { MergeText } from './MergeText'

export type EmailPreviewLabels = { subjectLabel: string; copyLabel: string; copiedLabel: string }

/** One email of a template as it will be sent: subject line, text with merge tags visible, and a copy button. */
export function EmailPreview({ subject, body, labels }: { subject: string; body: string; labels: EmailPreviewLabels }) {
  return (
    <div className="overflow-hidden rounded-2xl border border-white/10 bg-space-900/80">
      <div className="flex flex-wrap items-center justify-between gap-3 border-b border-white/10 px-5 py-3">
        <p className="text-sm text-ink-100">
          <span className="font-semibold text-ink-400">{labels.subjectLabel}:</span> <MergeText text={subject} />
        </p>
        <CopyButton
          text={`${labels.subjectLabel}: ${subject}\n\n${body}`}
          copyLabel={labels.copyLabel}
          copiedLabel={labels.copiedLabel}
        />
      </div>
      <div className="whitespace-pre-wrap px-5 py-5 leading-relaxed text-ink-300">
        <MergeText text={body} />
      </div>
    </div>
  )
}
