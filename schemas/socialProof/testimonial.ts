import { DoubleQuoteIcon } from '@sanity/icons/DoubleQuote'
import { defineArrayMember, defineField, defineType } from '@sanity/types'
import { imageField } from '../objects/image'
import { requiredString } from '../fields'

/** One customer's words about Persistly, shown on /testimonials (featured or as a card). */
export const testimonial = defineType({
  name: 'testimonial',
  title: 'Testimonial',
  type: 'document',
  icon: DoubleQuoteIcon,
  fields: [
    requiredString('name', 'Person', 'Full name, as the customer agreed to be quoted.'),
    requiredString('role', 'Role', 'Job title, e.g. "VP of Sales".'),
    requiredString('company', 'Company'),
    imageField('photo', 'Photo', {
      description: 'A portrait the customer agreed to show; set the hotspot on the face.',
    }),
    defineField({
      name: 'rating',
      title: 'Star rating',
      description: 'Whole stars from 1 to 5.',
      type: 'number',
      options: { list: [1, 2, 3, 4, 5], layout: 'radio', direction: 'horizontal' },
      initialValue: 5,
      validation: (rule) => rule.required().integer().min(1).max(5),
    }),
    defineField({
      name: 'quotes',
      title: 'Quote',
      description:
        'One item per paragraph, without quotation marks (the page adds them). The featured testimonial shows every paragraph; keep cards to one or two.',
      type: 'array',
      of: [defineArrayMember({ type: 'text', rows: 3 })],
      validation: (rule) => rule.required().min(1).max(4),
    }),
  ],
  preview: {
    select: { name: 'name', role: 'role', company: 'company', rating: 'rating', media: 'photo' },
    prepare: ({ name, role, company, rating, media }) => {
      const stars = '★'.repeat(Math.max(0, Math.min(5, Math.round(Number(rating) || 0))))
      return {
        title: name,
        media,
        subtitle: [stars, [role, company].filter(Boolean).join(', ')].filter(Boolean).join(' · '),
      }
    },
  },
})
