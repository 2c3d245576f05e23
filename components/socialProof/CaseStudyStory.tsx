import { CircleCheck } from '@/components/ui/icons'
import type { CaseStudyQueryResult } from '@/sanity/types'

type CaseStudy = NonNullable<CaseStudyQueryResult>
type Labels = NonNullable<CaseStudy['index']>['labels']

/** The body of a case study page: Challenge, Solution and the Results bullets. */
export function CaseStudyStory({ caseStudy, labels }: { caseStudy: CaseStudy; labels: Labels }) {
  return (
    <div className="space-y-6">
      <div className="grid gap-6 md:grid-cols-2">
        <section aria-labelledby="challenge" className="rounded-2xl border border-white/10 bg-space-900/80 p-6">
          <h2 id="challenge" className="text-xl font-semibold text-white">
            {labels.challengeHeading}
          </h2>
          <p className="mt-3 leading-relaxed text-ink-300">{caseStudy.challenge}</p>
        </section>
        <section aria-labelledby="solution" className="rounded-2xl border border-white/10 bg-space-900/80 p-6">
          <h2 id="solution" className="text-xl font-semibold text-white">
            {labels.solutionHeading}
          </h2>
          <p className="mt-3 leading-relaxed text-ink-300">{caseStudy.solution}</p>
        </section>
      </div>
      <section aria-labelledby="results" className="rounded-2xl border border-emerald-400/30 bg-space-900/80 p-6">
        <h2 id="results" className="text-xl font-semibold text-white">
          {labels.resultsHeading}
        </h2>
        <ul className="mt-4 space-y-3">
          {caseStudy.results.map((result, index) => (
            <li key={index} className="flex gap-3 text-ink-100">
              <CircleCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-emerald-400" />
              {result}
            </li>
          ))}
        </ul>
      </section>
    </div>
  )
}
