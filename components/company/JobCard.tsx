import { Briefcase, Clock, MapPin } from '@/components/ui/icons'
import { buttonStyles } from '@/components/ui/styles'
import type { CareersPageQueryResult } from '@/sanity/types'
import { fillIn } from '@/lib/text/fillIn'

type Page = NonNullable<CareersPageQueryResult>
type Job = NonNullable<Page['positions']['jobs']>[number]

/** An open position: title, team, location, employment type, summary, requirements and the apply link. */
export function JobCard({ job, labels }: { job: Job; labels: Page['labels'] }) {
  const headingId = `position-${job._id.replace(/[^A-Za-z0-9_-]/g, '-')}`
  const details = [
    { key: 'department', icon: Briefcase, text: job.department },
    { key: 'location', icon: MapPin, text: job.location },
    { key: 'type', icon: Clock, text: job.employmentType },
  ].filter((detail) => detail.text)
  return (
    <article
      aria-labelledby={headingId}
      className="rounded-2xl border border-white/10 bg-space-900/80 p-6 transition-colors hover:border-brand-400/40 sm:p-8"
    >
      <div className="flex flex-col gap-6 md:flex-row md:items-start md:justify-between">
        <div>
          <h3 id={headingId} className="text-2xl font-semibold text-white">
            {job.title}
          </h3>
          <ul className="mt-3 flex flex-wrap gap-x-5 gap-y-2 text-sm text-ink-300">
            {details.map(({ key, icon: DetailIcon, text }) => (
              <li key={key} className="inline-flex items-center gap-1.5">
                <DetailIcon aria-hidden="true" className="size-4 text-violet-400" />
                {text}
              </li>
            ))}
          </ul>
        </div>
        <a
          href={job.applyHref}
          aria-label={fillIn(labels.applyAriaLabel, { job: job.title })}
          className={`${buttonStyles.small} shrink-0 self-start`}
        >
          {labels.applyLabel}
        </a>
      </div>
      <p className="mt-5 text-ink-300">{job.summary}</p>
      <h4 className="mt-6 text-sm font-semibold uppercase tracking-wide text-ink-100">{labels.requirementsHeading}</h4>
      <ul className="mt-3 list-disc space-y-2 pl-5 text-ink-300 marker:text-brand-400">
        {job.requirements.map((requirement) => (
          <li key={requirement}>{requirement}</li>
        ))}
      </ul>
    </article>
  )
}
