import { ThLargeIcon } from '@sanity/icons/ThLarge'
import { defineArrayMember, defineField } from '@sanity/types'
import { featureGridSection } from '@/lib/sanity/sections/featureGrid'
import { defineSectionType, headingFields } from './fields'

export const featureGridSectionSchema = defineSectionType(featureGridSection, {
  icon: ThLargeIcon,
  fields: [
    ...headingFields(),
    defineField({
      name: 'features',
      title: 'Features',
      type: 'array',
      of: [defineArrayMember({ type: 'reference', to: [{ type: 'feature' }] })],
      validation: (rule) => rule.required().min(1).unique(),
    }),
  ],
})
