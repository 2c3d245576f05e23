import type { Schema } from '@sanity/types'

/** The errors the Studio finds in a compiled schema (`createSchema`), warnings left out: one message each. */
export const schemaErrors = (schema: Schema) =>
  schema._validation?.flatMap((group) =>
    group.problems.filter((problem) => problem.severity === 'error').map((problem) => problem.message),
  ) ?? []
