/**
 * Writes sanity/schema.json, the schema extract TypeGen reads (`npm run typegen`): what `sanity schema extract
 * --enforce-required-fields` writes, byte for byte, in far less time (docs/records/test-time.md). The CLI loads the
 * whole Studio configuration in a browser-like worker to find the schema types; here they are `schemas/` alone,
 * compiled as the Studio compiles them (`createSchema`) and extracted with the CLI's own function. That holds while the
 * Studio's plugins add no type of their own (sanity.config.ts only gives two types their inputs): a plugin that
 * does would add its types here too.
 */
import { writeFileSync } from 'node:fs'
import { extractSchema } from '@sanity/schema/_internal'
import { createSchema } from 'sanity'
import { schemaTypes } from '@/schemas'
import { schemaErrors } from '@/studio/schemaErrors'

const OUTPUT = 'sanity/schema.json'

const schema = createSchema({ name: 'default', types: schemaTypes })
const errors = schemaErrors(schema)
if (errors.length) {
  console.error(`The schema has errors:\n${errors.map((message) => `- ${message}`).join('\n')}`)
  process.exit(1)
}
writeFileSync(OUTPUT, `${JSON.stringify(extractSchema(schema, { enforceRequiredFields: true }), null, 2)}\n`)
console.log(`Extracted the schema to ${OUTPUT}`)
