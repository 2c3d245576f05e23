/**
 * What the Studio's experiment actions write (studio/experiments/actions.tsx), as Actions API transactions: the same
 * drafts-then-publish path as the Publish button, so the publish webhook refreshes the site as for any publish.
 */
import type { Action } from '@sanity/client'
import { fieldValue } from './fields'
import { CONTROL_VARIANT, publishedId, type ExperimentInput, type SectionLike } from './rules'

const draftOf = (id: string) => `drafts.${publishedId(id)}`

/** Edit (a draft is made from the published document when there is none), then publish, in one transaction. */
function editAndPublish(id: string, patch: Record<string, unknown>): Action[] {
  const ids = { draftId: draftOf(id), publishedId: publishedId(id) }
  return [
    { actionType: 'sanity.action.document.edit', ...ids, patch },
    { actionType: 'sanity.action.document.publish', ...ids },
  ]
}

/** Start: the experiment runs from now (its variants are then locked). */
export const startActions = (experimentId: string, now: Date): Action[] =>
  editAndPublish(experimentId, { set: { state: 'running', startedAt: now.toISOString() } })

/** Stop: everyone sees the page again; `frozenResults` keeps the results as they are now. */
export const stopActions = (experimentId: string, now: Date, frozenResults?: unknown): Action[] =>
  editAndPublish(experimentId, {
    set: { state: 'stopped', stoppedAt: now.toISOString(), ...(frozenResults ? { frozenResults } : {}) },
  })

export type WinnerExperiment = ExperimentInput & { _id: string; stoppedAt?: string; winner?: string }

/** Why no winner can be chosen for this experiment and page, or null. */
export function chooseWinnerProblem(
  experiment: WinnerExperiment,
  variantId: string,
  page: { sections?: SectionLike[] | null; hasDraft: boolean } | null,
): string | null {
  if (experiment.winner) return `The winner was chosen already: “${experiment.winner}”.`
  if (experiment.state === 'draft') return 'The experiment has not run: start it first.'
  const variant = experiment.variants?.find((candidate) => candidate.variantId === variantId)
  if (!variant) return `The experiment has no variant “${variantId}”.`
  if (variantId === CONTROL_VARIANT) return null
  if (!page) return 'The page it changes is not published.'
  if (page.hasDraft) return 'The page has changes that are not published: publish or discard them first.'
  const key = experiment.target?.sectionKey
  const section = page.sections?.find((candidate) => candidate._key === key)
  if (!section) return 'The section it changes is no longer on the page.'
  const field = experiment.target?.field
  if (field) {
    if (fieldValue(section, field) === undefined) return 'The field it changes is no longer in that section.'
    return variant.value?.trim() ? null : 'The variant has no text.'
  }
  if (variant.content?.[0]?._type !== section._type) return 'The variant is no longer of the type of that section.'
  return null
}

/**
 * Choose winner: the winning variant's section becomes the page's (in place of the section it replaced, keeping that
 * section's key), or its text the field's, and is published; the experiment stops (if running) with its winner, in
 * the same transaction. The control as winner leaves the page as it is.
 */
export function chooseWinnerActions(
  experiment: WinnerExperiment,
  variantId: string,
  now: Date,
  frozenResults?: unknown,
): Action[] {
  const key = experiment.target?.sectionKey
  const pageId = experiment.target?.page?._ref
  const field = experiment.target?.field
  const variant = experiment.variants?.find((candidate) => candidate.variantId === variantId)
  const section = variant?.content?.[0]
  const change = field
    ? variant?.value && { [`sections[_key=="${key}"].${field}`]: variant.value }
    : section && { [`sections[_key=="${key}"]`]: { ...section, _key: key } }
  const onPage = variantId !== CONTROL_VARIANT && key && pageId && change ? editAndPublish(pageId, { set: change }) : []
  const stopping = experiment.state === 'running'
  return [
    ...onPage,
    ...editAndPublish(experiment._id, {
      set: {
        winner: variantId,
        ...(stopping ? { state: 'stopped', stoppedAt: now.toISOString() } : {}),
        ...(stopping && frozenResults ? { frozenResults } : {}),
      },
    }),
  ]
}
