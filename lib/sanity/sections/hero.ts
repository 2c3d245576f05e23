import { imageFields } from '@/lib/images/projection'
import type { SectionDeclaration } from './declaration'

export const heroSectionFields = /* groq */ `eyebrow, heading, highlight, text, buttons[]{ _key, label, href }, stats[]{ _key, value, label }, image{ ${imageFields} }`

/** The page's opening: its only h1, buttons, headline statistics and an optional picture. First on its page. */
export const heroSection = {
  type: 'heroSection',
  title: 'Hero',
  idBase: 'hero',
  projection: heroSectionFields,
  reads: ['sanity.imageAsset'],
} as const satisfies SectionDeclaration
