import type { SectionDeclaration } from './declaration'

export const stepsSectionFields = /* groq */ `heading, intro, steps[]{ _key, title, description, points }`

/** How it works: numbered steps (01, 02, …) beside the solar-system drawing. */
export const stepsSection = {
  type: 'stepsSection',
  title: 'Steps',
  idBase: 'steps',
  projection: stepsSectionFields,
  reads: [],
  shows: 'steps',
} as const satisfies SectionDeclaration
