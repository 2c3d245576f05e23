import { evaluate, parse } from 'groq-js'
import { seedDocuments } from '@/studio/seed'
import type { QueryParams } from './params'

/** Published documents only, as the hosted Content Lake serves them to the site. */
const dataset = seedDocuments.filter((document) => !document._id.startsWith('drafts.'))

/** Runs a GROQ query over the repository's own dataset with groq-js, Sanity's reference GROQ engine. */
export async function queryEmbedded<T>(query: string, params: QueryParams = {}): Promise<T> {
  const result = await evaluate(parse(query, { params }), { dataset, params })
  return (await result.get()) as T
}
