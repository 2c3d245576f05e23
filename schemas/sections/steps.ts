import { OlistIcon } from '@sanity/icons/Olist'
import { defineArrayMember, defineField } from '@sanity/types'
import { stepsSection } from '@/lib/sanity/sections/steps'
import { requiredString, requiredText, stringList } from '../fields'
import { defineSectionType, headingFields } from './fields'

export const stepsSectionSchema = defineSectionType(stepsSection, {
  icon: OlistIcon,
  fields: [
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
})
