import { HelpCircleIcon } from '@sanity/icons/HelpCircle'
import { defineArrayMember, defineField } from '@sanity/types'
import { faqSection } from '@/lib/sanity/sections/faq'
import { defineSectionType, headingFields } from './fields'

export const faqSectionSchema = defineSectionType(faqSection, {
  icon: HelpCircleIcon,
  fields: [
    ...headingFields(),
    defineField({
      name: 'questions',
      title: 'Questions',
      type: 'array',
      of: [defineArrayMember({ type: 'reference', to: [{ type: 'faq' }] })],
      validation: (rule) => rule.required().min(1).unique(),
    }),
  ],
})
