import { CaseIcon } from '@sanity/icons/Case'
import { defineArrayMember, defineField } from '@sanity/types'
import { caseStudiesSection } from '@/lib/sanity/sections/caseStudies'
import { defineSectionType, headingFields } from './fields'

export const caseStudiesSectionSchema = defineSectionType(caseStudiesSection, {
  icon: CaseIcon,
  fields: [
    ...headingFields(),
    defineField({
      name: 'caseStudies',
      title: 'Case studies',
      type: 'array',
      of: [defineArrayMember({ type: 'reference', to: [{ type: 'caseStudy' }] })],
      validation: (rule) => rule.required().min(1).unique(),
    }),
  ],
})
