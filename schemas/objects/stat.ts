import { defineField, defineType } from '@sanity/types'

/** A headline number with its caption, e.g. "365" / "days of follow-up". */
export const stat = defineType({
  name: 'stat',
  title: 'Statistic',
  type: 'object',
  fields: [
    defineField({ name: 'value', title: 'Value', type: 'string', validation: (rule) => rule.required() }),
    defineField({ name: 'label', title: 'Label', type: 'string', validation: (rule) => rule.required() }),
  ],
  preview: { select: { title: 'value', subtitle: 'label' } },
})
