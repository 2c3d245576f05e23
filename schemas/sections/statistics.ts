import { BarChartIcon } from '@sanity/icons/BarChart'
import { defineArrayMember, defineField, defineType } from 'sanity'
import { anchorField, headingFields, sectionPreview } from './fields'

/** Headline numbers in a row, e.g. emails sent and customers. */
export const statisticsSection = defineType({
  name: 'statisticsSection',
  title: 'Statistics',
  type: 'object',
  icon: BarChartIcon,
  fields: [
    anchorField,
    ...headingFields(),
    defineField({
      name: 'stats',
      title: 'Statistics',
      type: 'array',
      of: [defineArrayMember({ type: 'stat' })],
      validation: (rule) => rule.required().min(1).max(6),
    }),
  ],
  preview: sectionPreview('Statistics'),
})
