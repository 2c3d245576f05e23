/**
 * The section library: one declaration per section type (its file here, under the name its schema in
 * schemas/sections/ and its component in components/sections/ share), and what is derived from them. The Studio's
 * schemas are built from these declarations and its list of them is checked against SECTION_LIBRARY by the
 * compiler, as is the site's list of components (components/sections/registry.ts). TypeGen types the page
 * queries' `sections` as a union by `_type`, which each component takes its props from.
 */
import type { HomePageQueryResult } from '@/sanity/types'
import { callToActionSection, callToActionSectionFields } from './callToAction'
import { caseStudiesSection, caseStudiesSectionFields } from './caseStudies'
import type { SectionDeclaration } from './declaration'
import { faqSection, faqSectionFields } from './faq'
import { featureGridSection, featureGridSectionFields } from './featureGrid'
import { heroSection, heroSectionFields } from './hero'
import { imageWithTextSection, imageWithTextSectionFields } from './imageWithText'
import { logoStripSection, logoStripSectionFields } from './logoStrip'
import { pricingSection, pricingSectionFields } from './pricing'
import { richTextSection, richTextSectionFields } from './richText'
import { statisticsSection, statisticsSectionFields } from './statistics'
import { stepsSection, stepsSectionFields } from './steps'
import { testimonialsSection, testimonialsSectionFields } from './testimonials'

export type { SectionDeclaration } from './declaration'

/** Each key the `type` of its declaration. */
type Library<Declarations> = { [Type in keyof Declarations]: SectionDeclaration<Type & string> }

/** Identity, for the compiler: a declaration filed under another type's name fails. */
export const sectionLibrary = <const Declarations extends Library<Declarations>>(declarations: Declarations) =>
  declarations

/**
 * Every section type the site renders and the Studio offers, by its `_type`, in the order of the Studio's insert
 * menu. The one lookup from a type's name to what is known of it.
 */
export const SECTION_LIBRARY = sectionLibrary({
  heroSection,
  featureGridSection,
  stepsSection,
  pricingSection,
  faqSection,
  testimonialsSection,
  caseStudiesSection,
  statisticsSection,
  logoStripSection,
  imageWithTextSection,
  callToActionSection,
  richTextSection,
})

export type SectionTypeName = keyof typeof SECTION_LIBRARY

/** The declared types' names, in the library's order. */
export const SECTION_TYPE_NAMES = Object.keys(SECTION_LIBRARY) as SectionTypeName[]

export const isSectionType = (type: string): type is SectionTypeName => Object.hasOwn(SECTION_LIBRARY, type)

/**
 * A document's `sections`, each with its key, type and anchor, and its own fields by type. Written out rather than
 * built from SECTION_LIBRARY because TypeGen reads queries from the source, not from a running program; a unit test
 * (tests/unit/content/section-library.test.ts) holds it to one branch per declared type, with its projection.
 */
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
export const SECTION_TAGS = [...new Set(Object.values(SECTION_LIBRARY).flatMap((section) => section.reads))]

/** One section as the page queries return it: a union by `_type`, typed by TypeGen from the projections above. */
export type SectionData = NonNullable<HomePageQueryResult>['sections'][number]

/** The fields of the section type `Type`: what its component takes. */
export type SectionOfType<Type extends SectionTypeName> = Extract<SectionData, { _type: Type }>

/** A section as it may come from the dataset: one of the library's, or a type this site does not know (yet). */
export type IncomingSection = SectionData | { _key: string; _type: string; anchor?: string | null }

export const isKnownSection = (section: IncomingSection): section is SectionData => isSectionType(section._type)

/** A page's sections of one type (the home page's questions and plans for its structured data). */
export function sectionsOfType<Type extends SectionTypeName>(
  sections: readonly SectionData[] | null | undefined,
  type: Type,
): SectionOfType<Type>[] {
  return (sections ?? []).filter((section): section is SectionOfType<Type> => section._type === type)
}
