import type { StegaConfig } from 'next-sanity'

/**
 * Fields whose strings the code reads rather than shows: values picked from a list in the Studio (compared with
 * literals, used as keys, anchors or icon names), the keys the purchase flow looks plans up by, and the interface
 * labels (accessible names of controls). Stega's invisible characters would change them, so they are never encoded.
 * Sanity's default filter already leaves out URLs, dates, slugs, `seo` objects and fields such as `href`, `icon`,
 * `email` and `language` (tests/unit/tests/unit/publishing/draft-mode.test.ts checks every list field of the schema).
 */
const NOT_VISIBLE_TEXT = new Set([
  'accentColor',
  'action',
  'anchor',
  'employmentType',
  'goal',
  'imagePosition',
  'labels',
  'method',
  'planKey',
  'platform',
  // An experiment's section key and variant ids are compared with keys by the variant pages.
  'sectionKey',
  'state',
  'stripeLookupKey',
  'tone',
  'variantId',
])

/** What is stega-encoded in draft mode, for click-to-edit overlays: visible text only. */
export const stegaFilter: NonNullable<StegaConfig['filter']> = (props) =>
  !props.sourcePath.some((segment) => typeof segment === 'string' && NOT_VISIBLE_TEXT.has(segment)) &&
  !props.resultPath.some((segment) => typeof segment === 'string' && NOT_VISIBLE_TEXT.has(segment)) &&
  props.filterDefault(props)
