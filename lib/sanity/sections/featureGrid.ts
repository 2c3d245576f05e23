import { featureCardFields } from '@/lib/sanity/cards'

export const featureGridSectionFields = /* groq */ `heading, intro, "features": features[]->{ ${featureCardFields} }`
