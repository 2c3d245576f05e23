import { pathToFileURL } from 'node:url'
import type { SeedDocument } from './helpers'

/** The format `sanity dataset import` reads: one JSON document per line. */
export function toNdjson(documents: SeedDocument[]): string {
  return documents.map((document) => JSON.stringify(document)).join('\n') + '\n'
}

/**
 * The seed as `sanity dataset import` takes it with its images: no asset documents (the import uploads the files
 * and writes Sanity's own), and each image field's asset reference replaced by the file to upload
 * (`"_sanityAsset": "image@file:///…"`); alt text, crop and hotspot stay as they are.
 * `assetFiles` maps each asset id to its file's absolute path.
 */
export function withAssetUploads(documents: SeedDocument[], assetFiles: ReadonlyMap<string, string>): SeedDocument[] {
  const replace = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(replace)
    if (!value || typeof value !== 'object') return value
    const { asset, ...rest } = value as { asset?: { _ref?: string } }
    const file = asset?._ref ? assetFiles.get(asset._ref) : undefined
    const fields = Object.fromEntries(Object.entries(file ? rest : value).map(([key, field]) => [key, replace(field)]))
    return file ? { ...fields, _sanityAsset: `image@${pathToFileURL(file).href}` } : fields
  }
  return documents
    .filter((document) => !assetFiles.has(document._id))
    .map((document) => replace(document) as SeedDocument)
}
