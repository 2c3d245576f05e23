import type { SectionDeclaration } from './declaration'

export const statisticsSectionFields = /* groq */ `heading, intro, stats[]{ _key, value, label }`

/** Headline numbers in a row, e.g. emails sent and customers. */
export const statisticsSection = {
  type: 'statisticsSection',
  title: 'Statistics',
  idBase: 'statistics',
  projection: statisticsSectionFields,
  reads: [],
  shows: 'stats',
} as const satisfies SectionDeclaration
