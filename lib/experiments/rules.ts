/**
 * The rules an experiment keeps (docs/experiments.md), as plain functions: the Studio's validation and actions ask
 * them, and the unit tests prove them. Each returns why something is refused, or null.
 */
import { GOALS } from '@/lib/analytics/goals'
import { SLUG_PATTERN } from '@/lib/text/slugify'

export const EXPERIMENT_TYPE = 'experiment'

/** The variant that is the page as published: crawlers and visitors who opted out see it too. */
export const CONTROL_VARIANT = 'control'

export const EXPERIMENT_STATES = ['draft', 'running', 'stopped'] as const
export type ExperimentState = (typeof EXPERIMENT_STATES)[number]

/** What an experiment can be judged on: Plausible goals the site sends, each carrying the visitor's variant. */
export const EXPERIMENT_GOALS = [
  GOALS.trialStarted,
  GOALS.checkoutStarted,
  GOALS.purchase,
  GOALS.contactMessageSent,
  GOALS.getStarted,
] as const

/** A page's address from an experiment's target (the home page, or a page of its own at "/<slug>"). */
export const EXPERIMENT_PAGE_PATH = /* groq */ `select(
  target.page->_type == "homePage" => "/",
  target.page->_type == "page" && defined(target.page->slug.current) => "/" + target.page->slug.current
)`

/** The page types whose sections an experiment can change. */
export const EXPERIMENT_PAGE_TYPES = ['homePage', 'page'] as const

export type SectionLike = { _key?: string; _type?: string; [field: string]: unknown }

export type VariantInput = {
  _key?: string
  variantId?: string
  label?: string
  weight?: number
  content?: SectionLike[] | null
  /** A field target's text (./fields.ts); a section target's variant has `content` instead. */
  value?: string | null
}

/** The page, its section and, to change one text field of it only, that field's path (./fields.ts). */
export type ExperimentTarget = { page?: { _ref?: string }; sectionKey?: string; field?: string | null }

/**
 * What the variants replace, as far as it is known: the section's type and, for a field target, the field (`multiline`:
 * a paragraph field rather than a single line; undefined when the field is not found).
 */
export type Replaced = { sectionType?: string; field?: { path: string; multiline?: boolean } }

export type ExperimentInput = {
  _id?: string
  name?: string
  state?: ExperimentState
  target?: ExperimentTarget
  variants?: VariantInput[]
}

/** Weights are whole percents, none negative, adding up to 100. */
export function splitProblem(variants: readonly VariantInput[] | undefined): string | null {
  const list = variants ?? []
  if (list.some((variant) => !Number.isInteger(variant.weight) || (variant.weight ?? -1) < 0))
    return 'Each variant’s share is a whole percent, 0 or more.'
  const total = list.reduce((sum, variant) => sum + (variant.weight ?? 0), 0)
  return total === 100 ? null : `The shares add up to ${total} %: they must add up to 100 %.`
}

/**
 * Two variants or more with distinct slug-like ids; the first is the control, the page as it is (no content of its
 * own); every other holds exactly one section of the type it replaces or, for a field target, a text of the field's
 * kind (a single line for a single-line field). What the target does not use (a section for a field target, a text
 * for a section target: hidden in the form) is not checked.
 */
export function variantsProblem(
  variants: readonly VariantInput[] | undefined,
  replaced: Replaced | undefined,
): string | null {
  const list = variants ?? []
  if (list.length < 2) return 'An experiment needs two variants at least: the control and one to try.'
  const ids = list.map((variant) => variant.variantId ?? '')
  const badId = ids.find((id) => !SLUG_PATTERN.test(id))
  if (badId !== undefined)
    return `“${badId}” is not a variant id: lowercase letters and digits joined by hyphens, e.g. “b”.`
  if (new Set(ids).size !== ids.length) return 'Two variants have the same id.'
  if (ids[0] !== CONTROL_VARIANT) return `The first variant is the control: its id is “${CONTROL_VARIANT}”.`
  const field = replaced?.field
  if (field ? list[0].value : list[0].content?.length)
    return 'The control shows the page as it is: leave its content empty.'
  for (const variant of list.slice(1)) {
    const problem = field ? fieldVariantProblem(variant, field) : sectionVariantProblem(variant, replaced?.sectionType)
    if (problem) return problem
  }
  return null
}

function sectionVariantProblem(variant: VariantInput, sectionType: string | undefined): string | null {
  if (variant.content?.length !== 1) return `Variant “${variant.variantId}” needs exactly one section.`
  const type = variant.content[0]._type
  return sectionType && type !== sectionType
    ? `Variant “${variant.variantId}” is a ${type}, but it replaces a ${sectionType}: a variant has the type of what it replaces.`
    : null
}

function fieldVariantProblem(variant: VariantInput, field: NonNullable<Replaced['field']>): string | null {
  if (typeof variant.value !== 'string' || !variant.value.trim())
    return `Variant “${variant.variantId}” needs its text: it replaces one field.`
  return field.multiline === false && /[\r\n]/.test(variant.value)
    ? `Variant “${variant.variantId}” has line breaks, but it replaces a single-line field: a variant has the type of what it replaces.`
    : null
}

const sameTarget = (a: ExperimentTarget | undefined, b: ExperimentTarget | undefined) =>
  !!a?.page?._ref && a.page._ref === b?.page?._ref && !!a.sectionKey && a.sectionKey === b?.sectionKey

/** No two running experiments change the same section: `running` are the others that run now. */
export function conflictProblem(experiment: ExperimentInput, running: readonly ExperimentInput[]): string | null {
  const id = publishedId(experiment._id ?? '')
  const other = running.find(
    (entry) => publishedId(entry._id ?? '') !== id && sameTarget(entry.target, experiment.target),
  )
  return other ? `“${other.name ?? other._id}” is already running on this section: stop it first.` : null
}

/** Keys sorted, so the same content compares equal however it was written. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`
  if (value && typeof value === 'object')
    return `{${Object.keys(value)
      .sort()
      .map((key) => `${JSON.stringify(key)}:${canonical((value as Record<string, unknown>)[key])}`)
      .join(',')}}`
  return JSON.stringify(value) ?? 'null'
}

/** What of the variants a started experiment keeps: all of it, shares included. */
const lockedPart = (variants: readonly VariantInput[] | undefined) =>
  canonical(
    (variants ?? []).map(({ variantId, label, weight, content, value }) => ({
      variantId,
      label,
      weight: weight ?? null,
      content: content ?? [],
      value: value ?? null,
    })),
  )

/**
 * A started experiment's variants and shares cannot be edited, running or stopped: what visitors were shown would no
 * longer be what is measured, and a changed split moves visitors between variants and mixes periods of different
 * splits into one result (Simpson's paradox: docs/experiments.md). `published` is the experiment as published.
 */
export function lockedVariantsProblem(
  published: ExperimentInput | null | undefined,
  variants: readonly VariantInput[] | undefined,
): string | null {
  if ((published?.state ?? 'draft') === 'draft') return null
  return lockedPart(published?.variants) === lockedPart(variants)
    ? null
    : 'This experiment has started: its variants and their shares are fixed. To test other variants or another split, create a new experiment.'
}

/**
 * Why an experiment cannot start: its rules, its target, or another running experiment on the same section.
 * `targetType` is the type of the section it changes on the published page; `targetField`, for a field target, that
 * field as found there (null: not there, or no text).
 */
export function startProblem(
  experiment: ExperimentInput,
  {
    targetType,
    targetField,
    running,
  }: {
    targetType: string | undefined
    targetField?: { multiline: boolean } | null
    running: readonly ExperimentInput[]
  },
): string | null {
  if (experiment.state === 'running') return 'This experiment is already running.'
  if (experiment.state === 'stopped') return 'A stopped experiment stays stopped: create a new one to test again.'
  if (!experiment.target?.page?._ref || !experiment.target.sectionKey)
    return 'Choose the page and the section it changes.'
  if (!targetType) return 'The section it changes is no longer on the page: choose it again.'
  const path = experiment.target.field
  if (path && !targetField)
    return 'The field it changes is no longer in the section, or holds no text: choose it again.'
  const field = path && targetField ? { path, multiline: targetField.multiline } : undefined
  return (
    variantsProblem(experiment.variants, { sectionType: targetType, field }) ??
    splitProblem(experiment.variants) ??
    conflictProblem(experiment, running)
  )
}

/** A document's published id (drafts carry "drafts." in front of it). */
export const publishedId = (id: string) => id.replace(/^drafts\./, '')
