import { ThLargeIcon } from '@sanity/icons/ThLarge'
import { defineArrayMember, defineField, defineType } from 'sanity'
import { anchorField, headingFields, sectionPreview } from './fields'

/** Feature cards: icon, title, description and picture of each chosen feature. */
export const featureGridSection = defineType({
  name: 'featureGridSection',
  title: 'Feature grid',
  type: 'object',
  icon: ThLargeIcon,
  fields: [
    anchorField,
    ...headingFields(),
    defineField({
      name: 'features',
      title: 'Features',
      type: 'array',
      of: [defineArrayMember({ type: 'reference', to: [{ type: 'feature' }] })],
      validation: (rule) => rule.required().min(1).unique(),
    }),
  ],
  preview: sectionPreview('Feature grid'),
})
