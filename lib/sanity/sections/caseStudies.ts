import { caseStudyCardFields } from '@/lib/sanity/cards'
import type { SectionDeclaration } from './declaration'

/** The cards' small headings and link label are the case studies page's. */
export const caseStudiesSectionFields = /* groq */ `heading, intro,
  "caseStudies": caseStudies[]->{ ${caseStudyCardFields} },
  "labels": *[_type == "caseStudiesPage" && _id == "caseStudiesPage"][0].labels{ challengeHeading, solutionHeading, readMoreLabel }`

/** Chosen case studies as cards linking to their pages. */
export const caseStudiesSection = {
  type: 'caseStudiesSection',
  title: 'Case studies',
  idBase: 'case-studies',
  projection: caseStudiesSectionFields,
  reads: ['caseStudy', 'caseStudiesPage', 'sanity.imageAsset'],
  shows: 'caseStudies',
} as const satisfies SectionDeclaration
