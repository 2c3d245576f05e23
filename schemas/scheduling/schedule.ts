import { CalendarIcon } from '@sanity/icons/Calendar'
import { defineField, defineType } from '@sanity/types'
import { SCHEDULE_KINDS, SCHEDULE_STATUSES, SCHEDULE_TYPE } from '@/lib/scheduling/schedule'

/**
 * A value the scheduler knows. (Checked here rather than with `options.list`: the form is never shown, and the
 * site's preview encoding treats every list field of the schema as a value the code reads.)
 */
const oneOf = (allowed: readonly string[], value: unknown) =>
  value === undefined || allowed.includes(value as string) || `One of: ${allowed.join(', ')}.`

/**
 * A scheduled publish or unpublish of one document (docs/studio.md#scheduling). Written by the Studio's Schedule
 * action under the private `schedule.` ID path, moved or cancelled in the Schedules tool, run by the site's
 * scheduler (lib/scheduling). Never edited as a form: it is listed nowhere in the structure.
 */
export const schedule = defineType({
  name: SCHEDULE_TYPE,
  title: 'Schedule',
  type: 'document',
  icon: CalendarIcon,
  readOnly: true,
  fields: [
    defineField({
      name: 'kind',
      title: 'Kind',
      type: 'string',
      validation: (rule) => rule.required().custom((value) => oneOf(SCHEDULE_KINDS, value)),
    }),
    defineField({ name: 'at', title: 'At (UTC)', type: 'datetime', validation: (rule) => rule.required() }),
    defineField({ name: 'documentId', title: 'Document', type: 'string', validation: (rule) => rule.required() }),
    defineField({
      name: 'documentType',
      title: 'Document type',
      type: 'string',
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'status',
      title: 'Status',
      type: 'string',
      validation: (rule) => rule.required().custom((value) => oneOf(SCHEDULE_STATUSES, value)),
    }),
    defineField({ name: 'draftRevisionWhenScheduled', title: 'Draft revision when scheduled', type: 'string' }),
    defineField({ name: 'claimedAt', title: 'Claimed at', type: 'datetime' }),
    defineField({ name: 'finishedAt', title: 'Finished at', type: 'datetime' }),
    defineField({ name: 'publishedRevision', title: 'Revision published', type: 'string' }),
    defineField({ name: 'note', title: 'Note', type: 'string' }),
    defineField({ name: 'attempts', title: 'Failed attempts', type: 'number' }),
    defineField({ name: 'publishingRevision', title: 'Revision being published', type: 'string' }),
  ],
  preview: {
    select: { kind: 'kind', at: 'at', documentId: 'documentId', status: 'status' },
    prepare: ({ kind, at, documentId, status }) => ({
      title: `${kind ?? 'publish'} ${documentId ?? ''}`,
      subtitle: [at, status].filter(Boolean).join(' · '),
    }),
  },
})
