import { CaseIcon } from '@sanity/icons/Case'
import { defineArrayMember, defineField, defineType } from 'sanity'
import { anchorField, headingFields, sectionPreview } from './fields'

/** Chosen case studies as cards linking to their pages. */
export const caseStudiesSection = defineType({
  name: 'caseStudiesSection',
  title: 'Case studies',
  type: 'object',
  icon: CaseIcon,
  fields: [
    anchorField,
    ...headingFields(),
    defineField({
      name: 'caseStudies',
      title: 'Case studies',
      type: 'array',
      of: [defineArrayMember({ type: 'reference', to: [{ type: 'caseStudy' }] })],
      validation: (rule) => rule.required().min(1).unique(),
    }),
  ],
  preview: sectionPreview('Case studies'),
})
