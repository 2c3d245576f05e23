import type { ComponentType } from 'react'
import type { SectionData } from '@/lib/sanity/sections'
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

type Registry = { [Type in SectionData['_type']]: { component: ComponentType<SectionProps<Type>>; idBase: string } }

/**
 * Each section type's component, and the base of its heading id when the section has no anchor. TypeScript checks
 * that every type of the library has an entry and that each component takes its type's projection.
 */
export const SECTION_COMPONENTS: Registry = {
  heroSection: { component: HeroSection, idBase: 'hero' },
  featureGridSection: { component: FeatureGridSection, idBase: 'features' },
  stepsSection: { component: StepsSection, idBase: 'steps' },
  pricingSection: { component: PricingSection, idBase: 'pricing' },
  faqSection: { component: FaqSection, idBase: 'faq' },
  testimonialsSection: { component: TestimonialsSection, idBase: 'testimonials' },
  caseStudiesSection: { component: CaseStudiesSection, idBase: 'case-studies' },
  statisticsSection: { component: StatisticsSection, idBase: 'statistics' },
  logoStripSection: { component: LogoStripSection, idBase: 'logos' },
  imageWithTextSection: { component: ImageWithTextSection, idBase: 'image-text' },
  callToActionSection: { component: CallToActionSection, idBase: 'cta' },
  richTextSection: { component: RichTextSection, idBase: 'text' },
}

export const isKnownSection = (section: { _type: string }): section is SectionData =>
  Object.hasOwn(SECTION_COMPONENTS, section._type)
