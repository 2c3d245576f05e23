import { featureCardFields } from '@/lib/sanity/cards'
import type { SectionDeclaration } from './declaration'

export const featureGridSectionFields = /* groq */ `heading, intro, "features": features[]->{ ${featureCardFields} }`

/** Feature cards: icon, title, description and picture of each chosen feature. */
export const featureGridSection = {
  type: 'featureGridSection',
  title: 'Feature grid',
  idBase: 'features',
  projection: featureGridSectionFields,
  reads: ['feature', 'sanity.imageAsset'],
  shows: 'features',
} as const satisfies SectionDeclaration
