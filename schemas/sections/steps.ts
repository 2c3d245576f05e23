import { OlistIcon } from '@sanity/icons/Olist'
import { defineArrayMember, defineField, defineType } from 'sanity'
import { requiredString, requiredText, stringList } from '../fields'
import { anchorField, headingFields, sectionPreview } from './fields'

/** How it works: numbered steps (01, 02, …) beside the solar-system drawing. */
export const stepsSection = defineType({
  name: 'stepsSection',
  title: 'Steps',
  type: 'object',
  icon: OlistIcon,
  fields: [
    anchorField,
    ...headingFields(),
    defineField({
      name: 'steps',
      title: 'Steps',
      description: 'Numbered 01, 02, … in this order.',
      type: 'array',
      of: [
        defineArrayMember({
          name: 'step',
          type: 'object',
          fields: [
            requiredString('title', 'Title'),
            requiredText('description', 'Description', 2),
            stringList('points', 'Points', { min: 0 }),
          ],
          preview: { select: { title: 'title', subtitle: 'description' } },
        }),
      ],
      validation: (rule) => rule.required().min(2).max(6),
    }),
  ],
  preview: sectionPreview('Steps'),
})
