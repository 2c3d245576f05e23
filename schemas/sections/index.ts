import { defineArrayMember, defineField } from '@sanity/types'
import { SECTION_TYPE_NAMES, type SectionTypeName } from '@/lib/sanity/sections'
import { callToActionSectionSchema } from './callToAction'
import { caseStudiesSectionSchema } from './caseStudies'
import { faqSectionSchema } from './faq'
import { featureGridSectionSchema } from './featureGrid'
import { heroSectionSchema } from './hero'
import { imageWithTextSectionSchema } from './imageWithText'
import { logoStripSectionSchema } from './logoStrip'
import { pricingSectionSchema } from './pricing'
import { richTextSectionSchema } from './richText'
import { statisticsSectionSchema } from './statistics'
import { stepsSectionSchema } from './steps'
import { testimonialsSectionSchema } from './testimonials'

/** The Studio's schema of each section type the library declares (lib/sanity/sections), under its name. */
export type SectionSchemas = { [Type in SectionTypeName]: { name: Type; title?: string } }

/** Identity, for the compiler: a declared type without its schema, or a schema filed under another name, fails. */
export const sectionSchemas = <Schemas extends SectionSchemas>(
  schemas: Schemas & Record<Exclude<keyof Schemas, SectionTypeName>, never>,
) => schemas

export const SECTION_SCHEMAS = sectionSchemas({
  heroSection: heroSectionSchema,
  featureGridSection: featureGridSectionSchema,
  stepsSection: stepsSectionSchema,
  pricingSection: pricingSectionSchema,
  faqSection: faqSectionSchema,
  testimonialsSection: testimonialsSectionSchema,
  caseStudiesSection: caseStudiesSectionSchema,
  statisticsSection: statisticsSectionSchema,
  logoStripSection: logoStripSectionSchema,
  imageWithTextSection: imageWithTextSectionSchema,
  callToActionSection: callToActionSectionSchema,
  richTextSection: richTextSectionSchema,
})

/** The section library's schemas, in the library's order (the insert menu's). */
export const sectionTypes = SECTION_TYPE_NAMES.map((name) => SECTION_SCHEMAS[name])

/** The insert menu's picture of each section type: static files the site serves from public/. */
export const sectionPreviewImageUrl = (typeName: string) => `/section-previews/${typeName}.svg`

const ALL_SECTIONS: readonly SectionTypeName[] = SECTION_TYPE_NAMES

/** Under a page's own content (its title is the h1): every type but the hero. */
export const SECTIONS_UNDER_SELLING_CONTENT = ALL_SECTIONS.filter((name) => name !== 'heroSection')

/** The same on pages that sell nothing (about, careers, support): no pricing either. */
export const SECTIONS_UNDER_CONTENT = SECTIONS_UNDER_SELLING_CONTENT.filter((name) => name !== 'pricingSection')

type SectionItem = { _key?: string; _type?: string }

/** Why a list of sections is refused: a hero that is not first or not alone, or a second pricing section. */
export function sectionListProblem(sections: SectionItem[] | undefined): string | true {
  const types = (sections ?? []).map((section) => section._type)
  const heroes = types.filter((type) => type === 'heroSection').length
  if (heroes > 1) return 'A page has one hero at most.'
  if (heroes === 1 && types[0] !== 'heroSection') return 'The hero must be the first section.'
  if (types.filter((type) => type === 'pricingSection').length > 1) return 'A page has one pricing section at most.'
  return true
}

/**
 * A page's list of sections, of the types `allowed` (all by default), reordered by dragging, added from a grid
 * of pictures.
 */
export function sectionsField({
  allowed = ALL_SECTIONS,
  title = 'Sections',
  description,
  group,
  required = false,
}: { allowed?: readonly string[]; title?: string; description?: string; group?: string; required?: boolean } = {}) {
  return defineField({
    name: 'sections',
    title,
    description,
    type: 'array',
    ...(group ? { group } : {}),
    of: allowed.map((type) => defineArrayMember({ type })),
    options: {
      insertMenu: {
        filter: 'auto',
        views: [{ name: 'grid', previewImageUrl: sectionPreviewImageUrl }, { name: 'list' }],
      },
    },
    validation: (rule) =>
      (required ? rule.required().min(1) : rule).custom((sections: SectionItem[] | undefined) =>
        sectionListProblem(sections),
      ),
  })
}

/** Optional sections a page with its own content shows under it. */
export function extraSectionsField(allowed: readonly string[], { group }: { group?: string } = {}) {
  return sectionsField({
    allowed,
    group,
    title: 'More sections',
    description: 'Optional: sections shown under the page’s own content, in this order.',
  })
}
