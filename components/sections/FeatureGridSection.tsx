import { FeatureGrid } from './FeatureGrid'
import { SectionIntro } from './SectionIntro'
import { anchorId, type SectionProps } from './types'

export function FeatureGridSection({ section, headingId }: SectionProps<'featureGridSection'>) {
  return (
    <section
      id={anchorId(section)}
      aria-labelledby={headingId}
      className="mx-auto max-w-7xl px-4 py-24 sm:px-6 lg:px-8"
    >
      <SectionIntro id={headingId} heading={section.heading} intro={section.intro} />
      <div className="mt-14">
        <FeatureGrid features={section.features} />
      </div>
    </section>
  )
}
