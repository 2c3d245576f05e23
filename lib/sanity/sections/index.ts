/**
 * The section library's projections, one file per section type under the name its schema (schemas/sections/) and
 * component (components/sections/) share. A page query interpolates `sectionsProjection` and tags its read with
 * SECTION_TAGS; TypeGen types the result as a union by `_type`, which each component takes its props from.
 */
import type { HomePageQueryResult } from '@/sanity/types'
import { callToActionSectionFields } from './callToAction'
import { caseStudiesSectionFields } from './caseStudies'
import { faqSectionFields } from './faq'
import { featureGridSectionFields } from './featureGrid'
import { heroSectionFields } from './hero'
import { imageWithTextSectionFields } from './imageWithText'
import { logoStripSectionFields } from './logoStrip'
import { pricingSectionFields } from './pricing'
import { richTextSectionFields } from './richText'
import { statisticsSectionFields } from './statistics'
import { stepsSectionFields } from './steps'
import { testimonialsSectionFields } from './testimonials'

/** A document's `sections`, each with its key, type and anchor, and its own fields by type. */
export const sectionsProjection = /* groq */ `"sections": sections[]{
  _key,
  _type,
  anchor,
  _type == "heroSection" => { ${heroSectionFields} },
  _type == "featureGridSection" => { ${featureGridSectionFields} },
  _type == "stepsSection" => { ${stepsSectionFields} },
  _type == "pricingSection" => { ${pricingSectionFields} },
  _type == "faqSection" => { ${faqSectionFields} },
  _type == "testimonialsSection" => { ${testimonialsSectionFields} },
  _type == "caseStudiesSection" => { ${caseStudiesSectionFields} },
  _type == "statisticsSection" => { ${statisticsSectionFields} },
  _type == "logoStripSection" => { ${logoStripSectionFields} },
  _type == "imageWithTextSection" => { ${imageWithTextSectionFields} },
  _type == "callToActionSection" => { ${callToActionSectionFields} },
  _type == "richTextSection" => { ${richTextSectionFields} }
}`

/** The document types sections read besides their page: a publish of any of them refreshes pages with sections. */
export const SECTION_TAGS = [
  'feature',
  'faq',
  'pricingPlan',
  'pricingPage',
  'testimonial',
  'testimonialsPage',
  'caseStudy',
  'caseStudiesPage',
  'sanity.imageAsset',
]

/** One section as the page queries return it: a union by `_type`, typed by TypeGen from the projections above. */
export type SectionData = NonNullable<HomePageQueryResult>['sections'][number]

/** The fields of the section type `Type`: what its component takes. */
export type SectionOfType<Type extends SectionData['_type']> = Extract<SectionData, { _type: Type }>

/** A page's sections of one type (the home page's questions and plans for its structured data). */
export function sectionsOfType<Type extends SectionData['_type']>(
  sections: readonly SectionData[] | null | undefined,
  type: Type,
): SectionOfType<Type>[] {
  return (sections ?? []).filter((section): section is SectionOfType<Type> => section._type === type)
}
