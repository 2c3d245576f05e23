/**
 * Writes the bundled content as NDJSON for `sanity dataset import`, its images as files for the import to upload.
 * Usage: npm run seed:export [-- <file>]   (default .data/seed.ndjson)
 */
import { mkdirSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { seedDocuments } from '../studio/seed'
import { imageAssetFiles } from '../studio/seed/images'
import { toNdjson, withAssetUploads } from '../studio/seed/ndjson'

const file = process.argv[2] ?? '.data/seed.ndjson'
const filesFolder = join(process.cwd(), 'studio', 'seed', 'images', 'files')
const assetPaths = new Map([...imageAssetFiles].map(([id, name]) => [id, join(filesFolder, name)]))
const documents = withAssetUploads(seedDocuments, assetPaths)
mkdirSync(dirname(file), { recursive: true })
writeFileSync(file, toNdjson(documents))
console.log(`Wrote ${documents.length} documents to ${file}, with ${assetPaths.size} images to upload`)
