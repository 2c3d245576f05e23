import type { ComponentType } from 'react'
import type { SectionTypeName } from '@/lib/sanity/sections'
import { CallToActionSection } from './CallToActionSection'
import { CaseStudiesSection } from './CaseStudiesSection'
import { FaqSection } from './FaqSection'
import { FeatureGridSection } from './FeatureGridSection'
import { HeroSection } from './HeroSection'
import { ImageWithTextSection } from './ImageWithTextSection'
import { LogoStripSection } from './LogoStripSection'
import { PricingSection } from './PricingSection'
import { RichTextSection } from './RichTextSection'
import { StatisticsSection } from './StatisticsSection'
import { StepsSection } from './StepsSection'
import { TestimonialsSection } from './TestimonialsSection'
import type { SectionProps } from './types'

/** The component of each section type the library declares (lib/sanity/sections), taking its type's projection. */
export type SectionComponents = { [Type in SectionTypeName]: ComponentType<SectionProps<Type>> }

/** Identity, for the compiler: a declared type without its component, or a component of no declared type, fails. */
export const sectionComponents = (components: SectionComponents) => components

export const SECTION_COMPONENTS = sectionComponents({
  heroSection: HeroSection,
  featureGridSection: FeatureGridSection,
  stepsSection: StepsSection,
  pricingSection: PricingSection,
  faqSection: FaqSection,
  testimonialsSection: TestimonialsSection,
  caseStudiesSection: CaseStudiesSection,
  statisticsSection: StatisticsSection,
  logoStripSection: LogoStripSection,
  imageWithTextSection: ImageWithTextSection,
  callToActionSection: CallToActionSection,
  richTextSection: RichTextSection,
})
