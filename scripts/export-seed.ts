/**
 * Writes the bundled content as NDJSON for `sanity dataset import`.
 * Usage: npm run seed:export [-- <file>]   (default .data/seed.ndjson)
 */
import { mkdirSync, writeFileSync } from 'node:fs'
import { dirname } from 'node:path'
import { seedDocuments } from '../studio/seed'
import { toNdjson } from '../studio/seed/ndjson'

const file = process.argv[2] ?? '.data/seed.ndjson'
mkdirSync(dirname(file), { recursive: true })
writeFileSync(file, toNdjson(seedDocuments))
console.log(`Wrote ${seedDocuments.length} documents to ${file}`)
