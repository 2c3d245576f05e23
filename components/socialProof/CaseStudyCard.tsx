import Link from 'next/link'
import { ArrowRight } from '@/components/ui/icons'
import { SanityImage } from '@/components/ui/SanityImage'
import { documentPath } from '@/lib/site/routes'
import type { CaseStudiesPageQueryResult } from '@/sanity/types'
import { MetricList } from './MetricList'

type Page = NonNullable<CaseStudiesPageQueryResult>
type CaseStudy = Page['caseStudies'][number]

type Labels = Pick<Page['labels'], 'challengeHeading' | 'solutionHeading' | 'readMoreLabel'>

/**
 * A case study card (on /case-studies and in case-study sections): client, summary, three metrics, challenge,
 * solution and the link to its page. `idPrefix` keeps its heading id unique when a page shows the card twice.
 */
export function CaseStudyCard({
  caseStudy,
  labels,
  headingLevel: Heading = 'h2',
  idPrefix = 'case-study',
}: {
  caseStudy: CaseStudy
  labels: Labels
  /** h2 directly under the page title, h3 inside a section. */
  headingLevel?: 'h2' | 'h3'
  idPrefix?: string
}) {
  const headingId = `${idPrefix}-${caseStudy.slug}`
  const Subheading = Heading === 'h2' ? 'h3' : 'h4'
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
      <Heading id={headingId} className="mt-2 text-2xl font-semibold text-white">
        {caseStudy.title}
      </Heading>
      <p className="mt-3 text-ink-300">{caseStudy.summary}</p>
      <div className="mt-6">
        <MetricList metrics={caseStudy.metrics} />
      </div>
      <Subheading className="mt-6 text-sm font-semibold uppercase tracking-wide text-ink-100">
        {labels.challengeHeading}
      </Subheading>
      <p className="mt-2 text-sm text-ink-300">{caseStudy.challenge}</p>
      <Subheading className="mt-5 text-sm font-semibold uppercase tracking-wide text-ink-100">
        {labels.solutionHeading}
      </Subheading>
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
