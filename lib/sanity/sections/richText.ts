import type { SectionDeclaration } from './declaration'

export const richTextSectionFields = /* groq */ `heading, body`

/** Formatted text at a readable line length, with an optional heading. */
export const richTextSection = {
  type: 'richTextSection',
  title: 'Rich text',
  idBase: 'text',
  projection: richTextSectionFields,
  reads: [],
  shows: 'body',
} as const satisfies SectionDeclaration
