import Link from 'next/link'
import { ArrowRight } from '@/components/ui/icons'
import { SanityImage } from '@/components/ui/SanityImage'
import { documentPath } from '@/lib/site/routes'
import type { CaseStudiesPageQueryResult } from '@/sanity/types'
import { MetricList } from './MetricList'

type Page = NonNullable<CaseStudiesPageQueryResult>
type CaseStudy = Page['caseStudies'][number]

/** A case study on /case-studies: client, summary, three metrics, challenge, solution and the link to its page. */
export function CaseStudyCard({ caseStudy, labels }: { caseStudy: CaseStudy; labels: Page['labels'] }) {
  const headingId = `case-study-${caseStudy.slug}`
  return (
    <article
      aria-labelledby={headingId}
      className="flex h-full flex-col rounded-2xl border border-white/10 bg-space-900/80 p-6 transition-colors hover:border-brand-400/40"
    >
      <SanityImage
        image={caseStudy.logo}
        owner={caseStudy._id}
        width={144}
        sizes="144px"
        className="mb-5 h-auto w-36"
      />
      {caseStudy.industry ? (
        <p className="text-xs font-semibold uppercase tracking-wide text-violet-400">{caseStudy.industry}</p>
      ) : null}
      <h2 id={headingId} className="mt-2 text-2xl font-semibold text-white">
        {caseStudy.title}
      </h2>
      <p className="mt-3 text-ink-300">{caseStudy.summary}</p>
      <div className="mt-6">
        <MetricList metrics={caseStudy.metrics} />
      </div>
      <h3 className="mt-6 text-sm font-semibold uppercase tracking-wide text-ink-100">{labels.challengeHeading}</h3>
      <p className="mt-2 text-sm text-ink-300">{caseStudy.challenge}</p>
      <h3 className="mt-5 text-sm font-semibold uppercase tracking-wide text-ink-100">{labels.solutionHeading}</h3>
      <p className="mt-2 flex-1 text-sm text-ink-300">{caseStudy.solution}</p>
      <Link
        href={documentPath('caseStudy', caseStudy.slug)}
        aria-describedby={headingId}
        className="mt-6 inline-flex items-center gap-2 self-start font-medium text-brand-400 hover:text-white"
      >
        {labels.readMoreLabel}
        <ArrowRight aria-hidden="true" className="size-4" />
      </Link>
    </article>
  )
}
