import type { EmailTemplateQueryResult } from '@/sanity/types'
import { EmailPreview, type EmailPreviewLabels } from './EmailPreview'

type Step = NonNullable<NonNullable<EmailTemplateQueryResult>['followUps']>[number]

/** The follow-up emails of a template, in day order, each with its own subject, text and copy button. */
export function FollowUpSteps({
  steps,
  dayLabel,
  labels,
}: {
  steps: Step[]
  dayLabel: string
  labels: EmailPreviewLabels
}) {
  return (
    <ol className="mt-6 space-y-10 border-l border-violet-400/30 pl-6">
      {steps.map((step) => (
        <li key={step._key} className="relative">
          <span
            aria-hidden="true"
            className="absolute -left-[1.9rem] top-1.5 size-3 rounded-full bg-violet-400 ring-4 ring-space-950"
          />
          <h3 className="text-lg font-semibold text-white">
            {dayLabel} {step.day}
          </h3>
          <div className="mt-3">
            <EmailPreview subject={step.subject} body={step.body} labels={labels} />
          </div>
        </li>
      ))}
    </ol>
  )
}
