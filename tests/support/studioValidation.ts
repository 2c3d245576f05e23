import { evaluate, parse } from 'groq-js'
import { createSchema, validateDocument, type Workspace } from 'sanity'
import { schemaTypes } from '@/schemas'
import { seedDocuments } from '@/studio/seed'

const schema = createSchema({ name: 'default', types: schemaTypes })

/**
 * The Studio's validation markers for `document`, run as the Studio runs them before publishing, with its queries
 * (uniqueness rules and the like) answered from the seed dataset plus `others`.
 */
export async function studioMarkers(document: Record<string, unknown>, others: Record<string, unknown>[] = []) {
  const dataset = [...seedDocuments, ...others]
  const client = {
    fetch: async (query: string, params: Record<string, unknown> = {}) =>
      (await evaluate(parse(query, { params }), { dataset, params })).get(),
    withConfig: () => client,
  }
  return validateDocument({
    document: document as Parameters<typeof validateDocument>[0]['document'],
    workspace: { schema, getClient: () => client } as unknown as Workspace,
    environment: 'cli',
    getDocumentExists: async () => true,
  })
}
