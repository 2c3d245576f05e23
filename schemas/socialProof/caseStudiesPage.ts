import { DocumentsIcon } from '@sanity/icons/Documents'
import { defineType } from '@sanity/types'
import { PAGE_GROUPS, labelsField, pageHeaderFields, referenceList, requiredString } from '../fields'
import { extraSectionsField, SECTIONS_UNDER_SELLING_CONTENT } from '../sections'

/** The /case-studies index; its labels are also used on every case study page. */
export const caseStudiesPage = defineType({
  name: 'caseStudiesPage',
  title: 'Case studies page',
  type: 'document',
  icon: DocumentsIcon,
  groups: PAGE_GROUPS,
  fields: [
    ...pageHeaderFields('content'),
    referenceList('caseStudies', 'Case studies', 'caseStudy', {
      description: 'The cards on the index, in this order. A case study not listed here still has its own page.',
    }),
    labelsField('Used on the index cards and on every case study page.', [
      requiredString('challengeHeading', 'Challenge heading'),
      requiredString('solutionHeading', 'Solution heading'),
      requiredString('resultsHeading', 'Results heading', 'Only on the case study pages.'),
      requiredString('readMoreLabel', 'Link on each card', 'E.g. "Read Full Case Study".'),
      requiredString('backLabel', 'Link back to the index', 'On each case study page; goes to /case-studies.'),
    ]),
    extraSectionsField(SECTIONS_UNDER_SELLING_CONTENT, { group: 'content' }),
  ],
  preview: { prepare: () => ({ title: 'Case studies page' }) },
})
