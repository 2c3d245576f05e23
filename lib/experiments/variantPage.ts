/**
 * A page's sections with one experiment's variant in place of the section it replaces (or of the text of the field it
 * changes): what the prerendered variant routes (app/(site)/variants/) render, one static page per variant.
 */
import { getExperimentVariants } from '@/lib/sanity/content/experiments'
import type { SectionData } from '@/lib/sanity/sections'
import { SLUG_PATTERN } from '@/lib/text/slugify'
import { withFieldValue } from './fields'
import { CONTROL_VARIANT } from './rules'

/** A Sanity document id as a variant's code may carry it (published ids: no "drafts." nor "versions." prefix). */
const EXPERIMENT_ID = /^(?!drafts\.|versions\.)[A-Za-z0-9][A-Za-z0-9_.-]{0,127}$/

/** "<experiment id>~<variant id>" taken apart, or null when it names no variant that has an address. */
export function parseVariantCode(code: string): { experimentId: string; variantId: string } | null {
  const at = code.lastIndexOf('~')
  const experimentId = code.slice(0, at)
  const variantId = code.slice(at + 1)
  if (at < 1 || !EXPERIMENT_ID.test(experimentId) || !SLUG_PATTERN.test(variantId) || variantId === CONTROL_VARIANT)
    return null
  return { experimentId, variantId }
}

/**
 * `sections` of the page (`pageType`, and `slug` for a page of its own) with the variant `code` in place, or null when
 * the code names no variant of an experiment on that page. When the section it replaces (or the field it changes) is no
 * longer on the published page, the sections as published: the proxy may still send a visitor here until its table
 * leaves the experiment out (./live.ts), and they see the page as it is rather than a 404.
 */
export async function sectionsWithVariant(
  sections: readonly SectionData[] | null,
  code: string,
  page: { type: 'homePage' } | { type: 'page'; slug: string },
): Promise<SectionData[] | null> {
  const parsed = parseVariantCode(code)
  if (!parsed || !sections) return null
  const experiment = (await getExperimentVariants()).find((candidate) => candidate._id === parsed.experimentId)
  const variant = experiment?.variants?.find((candidate) => candidate.variantId === parsed.variantId)
  if (!experiment || !variant || experiment.pageType !== page.type) return null
  if (page.type === 'page' && experiment.slug !== page.slug) return null
  const replaced = sections.find((section) => section._key === experiment.sectionKey)
  const replacement = experiment.field
    ? variant.value && withFieldValue(replaced, experiment.field, variant.value)
    : variant.sections?.[0] && ({ ...variant.sections[0], _key: experiment.sectionKey } as SectionData)
  return sections.map((section) => (section === replaced && replacement ? replacement : section))
}
