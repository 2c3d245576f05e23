import { BarChartIcon } from '@sanity/icons/BarChart'
import { defineArrayMember, defineField } from '@sanity/types'
import { statisticsSection } from '@/lib/sanity/sections/statistics'
import { defineSectionType, headingFields } from './fields'

export const statisticsSectionSchema = defineSectionType(statisticsSection, {
  icon: BarChartIcon,
  fields: [
    ...headingFields(),
    defineField({
      name: 'stats',
      title: 'Statistics',
      type: 'array',
      of: [defineArrayMember({ type: 'stat' })],
      validation: (rule) => rule.required().min(1).max(6),
    }),
  ],
})
