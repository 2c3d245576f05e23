import { defineQuery } from 'next-sanity'
import { EXPERIMENT_PAGE_PATH, EXPERIMENT_TYPE } from '@/lib/experiments/rules'
import { SECTION_TAGS, sectionsProjection } from '@/lib/sanity/sections'
import { sanityFetch } from '../fetch'

/** The document types an experiment's page address and variants read: the experiment, its page, and its sections'. */
const EXPERIMENT_TAGS = [EXPERIMENT_TYPE, 'homePage', 'page']

/**
 * The running experiments, for the proxy's table (lib/experiments/live.ts): where each runs, its split, and what it
 * changes as the published page holds it now (the section, and the field's path), which the table checks is still
 * there.
 */
export const runningExperimentsQuery = defineQuery(`*[_type == "experiment" && state == "running"]{
  _id,
  "path": ${EXPERIMENT_PAGE_PATH},
  "variants": variants[]{ variantId, weight },
  "section": target.page->sections[_key == ^.target.sectionKey][0],
  "field": target.field
}`)

/** Read afresh each time (the proxy reads once per process, the webhook once per change). */
export async function readRunningExperiments() {
  return sanityFetch({ query: runningExperimentsQuery, tags: EXPERIMENT_TAGS, fresh: true })
}

/**
 * The published experiments' variants as their pages show them: the key of the section each replaces (and the path of
 * the field, for a field target), the page it is on, and each variant's section with the fields its component takes
 * (the projection of every page's sections) or its text. All of them in one cached read (experiments are few), which
 * each variant page picks its own from.
 */
export const experimentVariantsQuery = defineQuery(`*[_type == "experiment"]{
  _id,
  "sectionKey": target.sectionKey,
  "field": target.field,
  "pageType": target.page->_type,
  "slug": target.page->slug.current,
  "variants": variants[variantId != "control"]{ variantId, value, "sections": content }{
    variantId,
    value,
    ${sectionsProjection}
  }
}`)

export async function getExperimentVariants() {
  return sanityFetch({ query: experimentVariantsQuery, tags: [...EXPERIMENT_TAGS, ...SECTION_TAGS] })
}

/** The variants the build prerenders: those of the experiments running then. */
export const runningVariantsQuery = defineQuery(`*[_type == "experiment" && state == "running"]{
  _id,
  "pageType": target.page->_type,
  "slug": target.page->slug.current,
  "variantIds": variants[variantId != "control"].variantId
}`)

export async function getRunningVariants() {
  return sanityFetch({ query: runningVariantsQuery, tags: EXPERIMENT_TAGS })
}
