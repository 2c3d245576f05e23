import { imageFields } from '@/lib/images/projection'
import type { SectionDeclaration } from './declaration'

export const logoStripSectionFields = /* groq */ `heading, logos[]{ _key, ${imageFields} }`

/** A row of customer logos under a short line ("Trusted by …"). */
export const logoStripSection = {
  type: 'logoStripSection',
  title: 'Logo strip',
  idBase: 'logos',
  projection: logoStripSectionFields,
  reads: ['sanity.imageAsset'],
  shows: 'logos',
} as const satisfies SectionDeclaration
