import { caseStudyCardFields } from '@/lib/sanity/cards'

/** The cards' small headings and link label are the case studies page's. */
export const caseStudiesSectionFields = /* groq */ `heading, intro,
  "caseStudies": caseStudies[]->{ ${caseStudyCardFields} },
  "labels": *[_type == "caseStudiesPage" && _id == "caseStudiesPage"][0].labels{ challengeHeading, solutionHeading, readMoreLabel }`
