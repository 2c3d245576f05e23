import type { SectionDeclaration } from './declaration'

export const faqSectionFields = /* groq */ `heading, intro, "questions": questions[]->{ _id, question, answer }`

/** Chosen questions as an accordion that keeps one answer open at a time. */
export const faqSection = {
  type: 'faqSection',
  title: 'FAQ',
  idBase: 'faq',
  projection: faqSectionFields,
  reads: ['faq'],
  shows: 'questions',
} as const satisfies SectionDeclaration
