import type { SeedDocument } from './helpers'

/** The format `sanity dataset import` reads: one JSON document per line. */
export function toNdjson(documents: SeedDocument[]): string {
  return documents.map((document) => JSON.stringify(document)).join('\n') + '\n'
}
