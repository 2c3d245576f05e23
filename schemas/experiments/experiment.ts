import { SplitVerticalIcon } from '@sanity/icons/SplitVertical'
import {
  defineArrayMember,
  defineField,
  defineType,
  type ConditionalPropertyCallback,
  type ValidationContext,
} from '@sanity/types'
import { textFields, type SchemaTypeLike } from '@/lib/experiments/fields'
import {
  CONTROL_VARIANT,
  EXPERIMENT_GOALS,
  EXPERIMENT_PAGE_TYPES,
  EXPERIMENT_STATES,
  EXPERIMENT_TYPE,
  lockedVariantsProblem,
  publishedId,
  splitProblem,
  variantsProblem,
  type ExperimentInput,
  type ExperimentTarget,
  type Replaced,
  type SectionLike,
  type VariantInput,
} from '@/lib/experiments/rules'
import { apiVersion } from '@/lib/sanity/api'
import { sectionTypes } from '../sections'
import { experimentField, experimentSectionKey } from './targetKeys'

const STATE_TITLES: Record<(typeof EXPERIMENT_STATES)[number], string> = {
  draft: 'Draft: not shown to visitors',
  running: 'Running: visitors get a variant',
  stopped: 'Stopped: everyone sees the page',
}

type Document = ExperimentInput & { target?: ExperimentTarget }

/**
 * Once started, what it changes, its variants, their shares and what it is judged on stay as they were measured,
 * running and after Stop: a different split is a new experiment.
 */
const isStarted: ConditionalPropertyCallback = ({ document }) => (document?.state ?? 'draft') !== 'draft'
/** Before Start: what it changes can still be chosen again (the target is locked once it runs). */
const isDraft = (context: ValidationContext) =>
  ((context.document as Document | undefined)?.state ?? 'draft') === 'draft'
const changesField = (document: unknown) => Boolean((document as Document | undefined)?.target?.field)

/**
 * What the experiment replaces, read from the page as published: the section's type and, for a field target, the
 * field (its kind by the section's schema type; `found` false when the section has no such text field).
 */
async function replacedBy(
  target: ExperimentTarget | undefined,
  context: ValidationContext,
): Promise<Replaced & { found: boolean }> {
  // A field target's variants are texts even where the section is not found.
  const unknown = { ...(target?.field ? { field: { path: target.field } } : {}), found: false }
  if (!target?.page?._ref || !target.sectionKey) return unknown
  const section = await context
    .getClient({ apiVersion })
    .fetch<SectionLike | null>('*[_id == $page][0].sections[_key == $key][0]', {
      page: target.page._ref,
      key: target.sectionKey,
    })
  const sectionType = section?._type
  if (!sectionType) return unknown
  if (!target.field) return { sectionType, found: true }
  const schemaType = context.schema.get(sectionType) as SchemaTypeLike | undefined
  const field = textFields(section, schemaType).find((candidate) => candidate.path === target.field)
  return { sectionType, field: { path: target.field, multiline: field?.multiline }, found: Boolean(field) }
}

/** The experiment as published, when it is: what a running experiment's draft is compared with. */
function publishedExperiment(context: ValidationContext) {
  const id = publishedId(context.document?._id ?? '')
  return context.getClient({ apiVersion }).fetch<ExperimentInput | null>('*[_id == $id][0]{ state, variants }', { id })
}

/**
 * An A/B experiment (docs/experiments.md): variants of one section of a page (or of one text field of it), each shown to its share of visitors,
 * judged on a goal. Started, stopped and ended with a winner by the document's actions (studio/experiments), which
 * keep its state: the state and dates are not edited by hand.
 */
export const experiment = defineType({
  name: EXPERIMENT_TYPE,
  title: 'Experiment',
  type: 'document',
  icon: SplitVerticalIcon,
  fields: [
    defineField({
      name: 'name',
      title: 'Name',
      description: 'What you test, e.g. “Shorter hero”.',
      type: 'string',
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'hypothesis',
      title: 'Hypothesis',
      description: 'What you expect and why, e.g. “A shorter hero gets more visitors to start a trial”.',
      type: 'text',
      rows: 3,
    }),
    defineField({
      name: 'target',
      title: 'What it changes',
      type: 'object',
      readOnly: isStarted,
      fields: [
        defineField({
          name: 'page',
          title: 'Page',
          type: 'reference',
          to: EXPERIMENT_PAGE_TYPES.map((type) => ({ type })),
          validation: (rule) => rule.required(),
        }),
        defineField({
          name: 'sectionKey',
          title: 'Section',
          description: 'The section of that page the variants replace.',
          type: experimentSectionKey.name,
          validation: (rule) =>
            rule.required().custom(async (key: string | undefined, context) => {
              const target = context.parent as ExperimentTarget | undefined
              if (!target?.page?._ref || !key || !isDraft(context)) return true
              return (await replacedBy(target, context)).sectionType
                ? true
                : 'That section is not on the published page: choose another.'
            }),
        }),
        defineField({
          name: 'field',
          title: 'Field (optional)',
          description:
            'To change one text of the section only, such as a button’s label: choose it, and give each variant its text. Empty: the variants replace the whole section.',
          type: experimentField.name,
          validation: (rule) =>
            rule.custom(async (field: string | undefined, context) => {
              const target = context.parent as ExperimentTarget | undefined
              if (!field || !target?.page?._ref || !target.sectionKey || !isDraft(context)) return true
              const replaced = await replacedBy(target, context)
              return !replaced.sectionType || replaced.found
                ? true
                : 'That field is not a text of the section as published: choose another.'
            }),
        }),
      ],
      validation: (rule) => [
        rule.required(),
        // Once it runs, the target cannot be chosen again: a page edited since shows visitors the page as published.
        rule
          .custom(async (target: ExperimentTarget | undefined, context) =>
            (context.document as Document | undefined)?.state !== 'running' || (await replacedBy(target, context)).found
              ? true
              : 'What it changes is no longer on the published page: every visitor sees the page as published, and none is counted. Stop the experiment.',
          )
          .warning(),
      ],
    }),
    defineField({
      name: 'variants',
      title: 'Variants',
      description: `The first, “${CONTROL_VARIANT}”, is the page as it is. Each other variant is one section of the same type, edited as on the page, or the text of the field it changes. The shares add up to 100 %. Fixed once it starts.`,
      type: 'array',
      readOnly: isStarted,
      of: [
        defineArrayMember({
          name: 'variant',
          title: 'Variant',
          type: 'object',
          fields: [
            defineField({
              name: 'variantId',
              title: 'Id',
              description: `Short and fixed, e.g. “${CONTROL_VARIANT}”, “b”: what the analytics record.`,
              type: 'string',
              readOnly: isStarted,
              validation: (rule) => rule.required(),
            }),
            defineField({
              name: 'label',
              title: 'Label',
              description: 'For you, e.g. “Shorter text”.',
              type: 'string',
              readOnly: isStarted,
            }),
            defineField({
              name: 'weight',
              title: 'Share of visitors (%)',
              type: 'number',
              initialValue: 50,
              readOnly: isStarted,
              validation: (rule) => rule.required().integer().min(0).max(100),
            }),
            defineField({
              name: 'content',
              title: 'Content',
              description: 'One section, of the type of the one it replaces (empty for the control).',
              type: 'array',
              readOnly: isStarted,
              hidden: ({ document }) => changesField(document),
              of: sectionTypes.map((type) => defineArrayMember({ type: type.name })),
              validation: (rule) => rule.max(1),
            }),
            defineField({
              name: 'value',
              title: 'Text',
              description: 'What the field shows in this variant (empty for the control).',
              type: 'text',
              rows: 2,
              readOnly: isStarted,
              hidden: ({ document }) => !changesField(document),
            }),
          ],
          preview: {
            select: { variantId: 'variantId', label: 'label', weight: 'weight' },
            prepare: ({ variantId, label, weight }) => ({
              title: [variantId, label].filter(Boolean).join(' · '),
              subtitle: `${weight ?? 0} %`,
            }),
          },
        }),
      ],
      initialValue: [
        { _type: 'variant', _key: 'control', variantId: CONTROL_VARIANT, label: 'As it is', weight: 50 },
        { _type: 'variant', _key: 'b', variantId: 'b', weight: 50 },
      ],
      validation: (rule) =>
        rule.custom(async (variants: VariantInput[] | undefined, context) => {
          const document = context.document as Document | undefined
          return (
            variantsProblem(variants, await replacedBy(document?.target, context)) ??
            splitProblem(variants) ??
            lockedVariantsProblem(await publishedExperiment(context), variants) ??
            true
          )
        }),
    }),
    defineField({
      name: 'goal',
      title: 'Goal',
      description: 'What the experiment is judged on: the share of visitors who do this. Fixed once it starts.',
      type: 'string',
      readOnly: isStarted,
      options: { list: [...EXPERIMENT_GOALS], layout: 'radio' },
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'state',
      title: 'State',
      description: 'Changed by the actions Start, Stop and Choose winner.',
      type: 'string',
      options: { list: EXPERIMENT_STATES.map((value) => ({ value, title: STATE_TITLES[value] })) },
      initialValue: 'draft',
      readOnly: true,
    }),
    defineField({ name: 'startedAt', title: 'Started', type: 'datetime', readOnly: true }),
    defineField({ name: 'stoppedAt', title: 'Stopped', type: 'datetime', readOnly: true }),
    defineField({
      name: 'winner',
      title: 'Winner',
      description: 'The variant chosen to stay.',
      type: 'string',
      readOnly: true,
    }),
    defineField({
      name: 'frozenResults',
      title: 'Results when stopped',
      description: 'Kept as they were when the experiment stopped.',
      type: 'object',
      readOnly: true,
      fields: [
        defineField({ name: 'json', title: 'Results', type: 'text' }),
        defineField({ name: 'frozenAt', title: 'Frozen at', type: 'datetime' }),
        defineField({ name: 'goal', title: 'Goal measured', type: 'string' }),
        defineField({ name: 'from', title: 'Counted from', type: 'datetime' }),
        defineField({ name: 'to', title: 'Counted to', type: 'datetime' }),
        defineField({
          name: 'counted',
          title: 'Counted as',
          description: '“browsers”: each enrolled browser once. Empty: Plausible’s daily visitors (older results).',
          type: 'string',
        }),
      ],
    }),
  ],
  preview: {
    select: { name: 'name', state: 'state', goal: 'goal' },
    prepare: ({ name, state, goal }) => ({
      title: name ?? 'Experiment',
      subtitle: [state, goal].filter(Boolean).join(' · '),
    }),
  },
})
