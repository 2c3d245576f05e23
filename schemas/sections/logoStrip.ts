import { ImagesIcon } from '@sanity/icons/Images'
import { defineArrayMember, defineField, defineType } from 'sanity'
import { anchorField, sectionPreview } from './fields'

/** A row of customer logos under a short line ("Trusted by …"). */
export const logoStripSection = defineType({
  name: 'logoStripSection',
  title: 'Logo strip',
  type: 'object',
  icon: ImagesIcon,
  fields: [
    anchorField,
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
  preview: sectionPreview('Logo strip'),
})
