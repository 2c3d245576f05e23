import { evaluate, parse } from 'groq-js'
import { createSchema, validateDocument, type Workspace } from 'sanity'
import { schemaTypes } from '@/schemas'
import { seedDocuments } from '@/studio/seed'

/** The Studio's compiled schema. */
export const studioSchema = createSchema({ name: 'default', types: schemaTypes })

/**
 * The Studio's validation markers for `document`, run as the Studio runs them before publishing, with its queries
 * (uniqueness rules and the like) and its references answered from the seed dataset plus `others`.
 */
export async function studioMarkers(document: Record<string, unknown>, others: Record<string, unknown>[] = []) {
  const dataset = [...seedDocuments, ...others]
  const client = {
    fetch: async (query: string, params: Record<string, unknown> = {}) =>
      (await evaluate(parse(query, { params }), { dataset, params })).get(),
    withConfig: () => client,
  }
  return validateDocument({
    document: { _createdAt: '', _updatedAt: '', _rev: '', ...document } as Parameters<
      typeof validateDocument
    >[0]['document'],
    workspace: { schema: studioSchema, getClient: () => client } as unknown as Workspace,
    environment: 'cli',
    getDocumentExists: async ({ id }) => dataset.some((other) => other._id === id),
  })
}
