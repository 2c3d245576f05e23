/**
 * Writes sanity/schema.json, the schema extract TypeGen reads (`npm run typegen`): what `sanity schema extract
 * --enforce-required-fields` writes, from the same schema types, in a few seconds instead of twenty. The CLI loads
 * the whole Studio configuration in a browser-like worker to find them; the schema is `schemas/` alone (the
 * Studio's plugins add no type of their own, sanity.config.ts only adds inputs to two of them), so this compiles it
 * directly, as the Studio does (`createSchema`), and extracts it with the CLI's own function.
 */
import { writeFileSync } from 'node:fs'
import { extractSchema } from '@sanity/schema/_internal'
import { createSchema } from 'sanity'
import { schemaTypes } from '@/schemas'

const OUTPUT = 'sanity/schema.json'

const schema = createSchema({ name: 'default', types: schemaTypes })
const errors = schema._validation?.flatMap((group) =>
  group.problems.filter((problem) => problem.severity === 'error').map((problem) => problem.message),
)
if (errors?.length) {
  console.error(`The schema has errors:\n${errors.map((message) => `- ${message}`).join('\n')}`)
  process.exit(1)
}
writeFileSync(OUTPUT, `${JSON.stringify(extractSchema(schema, { enforceRequiredFields: true }), null, 2)}\n`)
console.log(`Extracted the schema to ${OUTPUT}`)
