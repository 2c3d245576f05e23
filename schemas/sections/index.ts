import { defineArrayMember, defineField } from 'sanity'
import { callToActionSection } from './callToAction'
import { caseStudiesSection } from './caseStudies'
import { faqSection } from './faq'
import { featureGridSection } from './featureGrid'
import { heroSection } from './hero'
import { imageWithTextSection } from './imageWithText'
import { logoStripSection } from './logoStrip'
import { pricingSection } from './pricing'
import { richTextSection } from './richText'
import { statisticsSection } from './statistics'
import { stepsSection } from './steps'
import { testimonialsSection } from './testimonials'

/**
 * The section library: each type here has its projection in lib/sanity/sections/ and its component in
 * components/sections/ under the same name (docs/sections.md).
 */
export const sectionTypes = [
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
]

export type SectionTypeName = (typeof sectionTypes)[number]['name']

/** The insert menu's picture of each section type: static files the site serves from public/. */
export const sectionPreviewImageUrl = (typeName: string) => `/section-previews/${typeName}.svg`

const ALL_SECTIONS = sectionTypes.map((type) => type.name)

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
