import { DocumentsIcon } from '@sanity/icons'
import { defineArrayMember, defineField, defineType } from 'sanity'
import { pageHeaderFields, requiredString } from '../fields'

/** The /case-studies index; its labels are also used on every case study page. */
export const caseStudiesPage = defineType({
  name: 'caseStudiesPage',
  title: 'Case studies page',
  type: 'document',
  icon: DocumentsIcon,
  groups: [
    { name: 'content', title: 'Content', default: true },
    { name: 'labels', title: 'Labels' },
  ],
  fields: [
    ...pageHeaderFields().map((field) => ({ ...field, group: 'content' })),
    defineField({
      name: 'caseStudies',
      title: 'Case studies',
      description: 'The cards on the index, in this order. A case study not listed here still has its own page.',
      type: 'array',
      of: [defineArrayMember({ type: 'reference', to: [{ type: 'caseStudy' }] })],
      group: 'content',
      validation: (rule) => rule.required().min(1).unique(),
    }),
    defineField({
      name: 'labels',
      title: 'Labels',
      description: 'Used on the index cards and on every case study page.',
      type: 'object',
      group: 'labels',
      fields: [
        requiredString('challengeHeading', 'Challenge heading'),
        requiredString('solutionHeading', 'Solution heading'),
        requiredString('resultsHeading', 'Results heading', 'Only on the case study pages.'),
        requiredString('readMoreLabel', 'Link on each card', 'E.g. "Read Full Case Study".'),
        requiredString('backLabel', 'Link back to the index', 'On each case study page; goes to /case-studies.'),
      ],
      validation: (rule) => rule.required(),
    }),
  ],
  preview: { prepare: () => ({ title: 'Case studies page' }) },
})
