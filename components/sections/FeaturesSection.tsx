import type { HomePageQueryResult } from '@/sanity/types'
import { FeatureGrid } from './FeatureGrid'
import { SectionIntro } from './SectionIntro'

type FeaturesSectionData = NonNullable<HomePageQueryResult>['featuresSection']

export function FeaturesSection({ section }: { section: FeaturesSectionData }) {
  return (
    <section id="features" aria-labelledby="features-heading" className="mx-auto max-w-7xl px-4 py-24 sm:px-6 lg:px-8">
      <SectionIntro id="features-heading" heading={section.heading} intro={section.intro} />
      <div className="mt-14">
        <FeatureGrid features={section.features} />
      </div>
    </section>
  )
}
