import { StatList } from '@/components/company/StatList'
import { IntroducedSection } from './SectionIntro'
import type { SectionProps } from './types'

export function StatisticsSection({ section, headingId }: SectionProps<'statisticsSection'>) {
  return (
    <IntroducedSection section={section} headingId={headingId} className="mx-auto max-w-5xl px-4 py-24 sm:px-6 lg:px-8">
      <div className="mt-12">
        <StatList stats={section.stats} />
      </div>
    </IntroducedSection>
  )
}
