import { CommentIcon } from '@sanity/icons/Comment'
import { defineArrayMember, defineField, defineType } from 'sanity'
import { anchorField, headingFields, sectionPreview } from './fields'

/** Chosen testimonials as cards: stars, quote, person. */
export const testimonialsSection = defineType({
  name: 'testimonialsSection',
  title: 'Testimonials',
  type: 'object',
  icon: CommentIcon,
  fields: [
    anchorField,
    ...headingFields(),
    defineField({
      name: 'testimonials',
      title: 'Testimonials',
      type: 'array',
      of: [defineArrayMember({ type: 'reference', to: [{ type: 'testimonial' }] })],
      validation: (rule) => rule.required().min(1).unique(),
    }),
  ],
  preview: sectionPreview('Testimonials'),
})
