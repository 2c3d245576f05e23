import { FeatureGrid } from './FeatureGrid'
import { IntroducedSection } from './SectionIntro'
import type { SectionProps } from './types'

export function FeatureGridSection({ section, headingId }: SectionProps<'featureGridSection'>) {
  return (
    <IntroducedSection section={section} headingId={headingId}>
      <div className="mt-14">
        <FeatureGrid features={section.features} />
      </div>
    </IntroducedSection>
  )
}
