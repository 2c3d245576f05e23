import { imageFields } from '@/lib/images/projection'
import type { SectionDeclaration } from './declaration'

export const imageWithTextSectionFields = /* groq */ `heading, text, link{ label, href }, image{ ${imageFields} }, imagePosition`

/** A picture beside a heading, text and an optional button. */
export const imageWithTextSection = {
  type: 'imageWithTextSection',
  title: 'Image with text',
  idBase: 'image-text',
  projection: imageWithTextSectionFields,
  reads: ['sanity.imageAsset'],
} as const satisfies SectionDeclaration
