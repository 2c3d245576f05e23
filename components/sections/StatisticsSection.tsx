import { StatList } from '@/components/company/StatList'
import { SectionIntro } from './SectionIntro'
import { anchorId, type SectionProps } from './types'

export function StatisticsSection({ section, headingId }: SectionProps<'statisticsSection'>) {
  return (
    <section
      id={anchorId(section)}
      aria-labelledby={headingId}
      className="mx-auto max-w-5xl px-4 py-24 sm:px-6 lg:px-8"
    >
      <SectionIntro id={headingId} heading={section.heading} intro={section.intro} />
      <div className="mt-12">
        <StatList stats={section.stats} />
      </div>
    </section>
  )
}
