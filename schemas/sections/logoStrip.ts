import { ImagesIcon } from '@sanity/icons/Images'
import { defineArrayMember, defineField } from '@sanity/types'
import { logoStripSection } from '@/lib/sanity/sections/logoStrip'
import { defineSectionType } from './fields'

export const logoStripSectionSchema = defineSectionType(logoStripSection, {
  icon: ImagesIcon,
  fields: [
    defineField({
      name: 'heading',
      title: 'Line above the logos',
      type: 'string',
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'logos',
      title: 'Logos',
      description: 'Alt text: the company’s name.',
      type: 'array',
      of: [defineArrayMember({ type: 'imageWithAlt' })],
      validation: (rule) => rule.required().min(2).max(12),
    }),
  ],
})
