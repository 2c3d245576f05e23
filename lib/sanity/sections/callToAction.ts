import type { SectionDeclaration } from './declaration'

export const callToActionSectionFields = /* groq */ `heading, body, primaryLink{ label, href }, secondaryLink{ label, href }, note`

/** A framed closing invitation: heading, text, one or two buttons and small print. */
export const callToActionSection = {
  type: 'callToActionSection',
  title: 'Call to action',
  idBase: 'cta',
  projection: callToActionSectionFields,
  reads: [],
} as const satisfies SectionDeclaration
