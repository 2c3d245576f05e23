import { defineQuery } from 'next-sanity'
import { EXPERIMENT_PAGE_PATH, EXPERIMENT_TYPE } from '@/lib/experiments/rules'
import { SECTION_TAGS, sectionsProjection } from '@/lib/sanity/sections'
import { sanityFetch } from '../fetch'

/** The running experiments, for the proxy's table (lib/experiments/live.ts): where each runs and its split. */
export const runningExperimentsQuery = defineQuery(`*[_type == "experiment" && state == "running"]{
  _id,
  "path": ${EXPERIMENT_PAGE_PATH},
  "variants": variants[]{ variantId, weight }
}`)

/** Read afresh each time (the proxy reads once per process, the webhook once per change). */
export async function readRunningExperiments() {
  return sanityFetch({ query: runningExperimentsQuery, tags: [EXPERIMENT_TYPE], fresh: true })
}

/**
 * One variant of an experiment as its page shows it: the key of the section it replaces, the page it is on, and the
 * variant's section with the fields its component takes (the projection of every page's sections).
 */
export const experimentVariantQuery = defineQuery(`*[_type == "experiment" && _id == $experimentId][0]{
  "sectionKey": target.sectionKey,
  "pageType": target.page->_type,
  "slug": target.page->slug.current,
  "sections": variants[variantId == $variantId][0].content
}{
  sectionKey,
  pageType,
  slug,
  ${sectionsProjection}
}`)

export async function getExperimentVariant(experimentId: string, variantId: string) {
  return sanityFetch({
    query: experimentVariantQuery,
    params: { experimentId, variantId },
    tags: [EXPERIMENT_TYPE, ...SECTION_TAGS],
  })
}

/** The variants the build prerenders: those of the experiments running then, on pages of `pageType`. */
export const runningVariantsQuery = defineQuery(`*[_type == "experiment" && state == "running" && target.page->_type == $pageType]{
  _id,
  "slug": target.page->slug.current,
  "variantIds": variants[variantId != "control"].variantId
}`)

export async function getRunningVariants(pageType: 'homePage' | 'page') {
  return sanityFetch({ query: runningVariantsQuery, params: { pageType }, tags: [EXPERIMENT_TYPE] })
}
