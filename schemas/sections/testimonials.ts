import { CommentIcon } from '@sanity/icons/Comment'
import { defineArrayMember, defineField } from '@sanity/types'
import { testimonialsSection } from '@/lib/sanity/sections/testimonials'
import { defineSectionType, headingFields } from './fields'

export const testimonialsSectionSchema = defineSectionType(testimonialsSection, {
  icon: CommentIcon,
  fields: [
    ...headingFields(),
    defineField({
      name: 'testimonials',
      title: 'Testimonials',
      type: 'array',
      of: [defineArrayMember({ type: 'reference', to: [{ type: 'testimonial' }] })],
      validation: (rule) => rule.required().min(1).unique(),
    }),
  ],
})
