import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { evaluate, parse } from 'groq-js'
import { beforeAll, describe, expect, it, vi } from 'vitest'
import type { QueryParams } from '@/lib/sanity/params'
import { schemaTypes } from '@/schemas'
import { seedDocuments } from '@/studio/seed'

/**
 * Every content read names the document types it reads as its cache tags: a publish of a type revalidates exactly
 * the reads tagged with it, so a type missing from a read's tags means a page left stale after a publish. The tags
 * are written by hand beside each query; this proves them. Each read the content modules make is recorded, and:
 *
 * - every type the query filters on (`_type == "x"`, `_type in [...]`, `_type in $types`) must be among its tags;
 * - every type the result depends on must be too, found by evaluating the query over the bundled dataset with and
 *   without that type's documents (this catches dereferences, counts and sub-queries whatever their form), for
 *   every value of its parameters that finds something.
 */

type RecordedRead = { query: string; params: QueryParams; tags: string[]; module: string }
const reads: RecordedRead[] = []
let reading = ''

vi.mock('@/lib/sanity/fetch', () => ({
  contentBackend: 'embedded',
  sanityFetch: async ({ query, params = {}, tags }: { query: string; params?: QueryParams; tags: string[] }) => {
    reads.push({ query, params, tags, module: reading })
    return null
  },
}))

const contentDir = join(process.cwd(), 'lib', 'sanity', 'content')
const contentModules = readdirSync(contentDir)
  .filter((file) => file.endsWith('.ts') && file !== 'read.ts')
  .map((file) => file.replace(/\.ts$/, ''))

/** Published documents only, as the site reads them. */
const dataset = seedDocuments.filter((document) => !document._id.startsWith('drafts.'))
const typesInDataset = [...new Set(dataset.map((document) => document._type))]

/** Each query is parsed once with its parameters, then evaluated over the dataset less one type after another. */
const parsedQueries = new Map<string, ReturnType<typeof parse>>()

async function run(query: string, params: QueryParams, documents: unknown[]): Promise<string> {
  const key = JSON.stringify([query, params])
  const tree = parsedQueries.get(key) ?? parse(query, { params })
  parsedQueries.set(key, tree)
  const result = await evaluate(tree, { dataset: documents, params })
  return JSON.stringify(await result.get())
}

/** Reads whose parameters are a visitor's words rather than a document's field: a search that finds many kinds of page. */
const WORDS_READS: Record<string, QueryParams> = { search: { patterns: ['email*'], start: 0, end: 100 } }

/**
 * Every parameter set worth checking: given values as they are; a missing one (a slug, a plan key: the caller
 * passes it), each value the field it is compared with (`slug.current == $slug`) has in the dataset.
 */
async function parameterSets(read: RecordedRead): Promise<QueryParams[]> {
  if (read.module in WORDS_READS && read.params.patterns === undefined)
    return [{ ...read.params, ...WORDS_READS[read.module] }]
  const missing = [...new Set([...read.query.matchAll(/\$([A-Za-z_]\w*)/g)].map((match) => match[1]))].filter(
    (name) => read.params[name] === undefined,
  )
  if (missing.length === 0) return [read.params]
  expect(missing, `${read.module}: one parameter from the caller at most`).toHaveLength(1)
  const field = read.query.match(new RegExp(`([\\w.]+)\\s*==\\s*\\$${missing[0]}\\b`))?.[1]
  expect(field, `${read.module}: the field $${missing[0]} is compared with`).toBeDefined()
  const values = JSON.parse(await run(`array::unique(*[defined(${field})].${field})`, {}, dataset)) as string[]
  expect(values.length, `${read.module}: values of ${field}`).toBeGreaterThan(0)
  return values.map((value) => ({ ...read.params, [missing[0]]: value }))
}

/**
 * Object types (sections: `_type == "heroSection" => {…}` in a projection) are no documents: nothing is published
 * under their name, so they are no cache tags.
 */
const objectTypes = new Set<string>(schemaTypes.filter((type) => type.type !== 'document').map((type) => type.name))

/** The document types a query names in its filters, written out or passed as `$types`. */
function filteredTypes({ query, params }: RecordedRead): string[] {
  const named = [...query.matchAll(/_type\s*==\s*"([^"]+)"/g)].map((match) => match[1])
  const listed = [...query.matchAll(/_type\s+in\s+\[([^\]]*)\]/g)].flatMap((match) =>
    [...match[1].matchAll(/"([^"]+)"/g)].map((inner) => inner[1]),
  )
  const passed = [...query.matchAll(/_type\s+in\s+\$(\w+)/g)].flatMap((match) => params[match[1]] as string[])
  return [...named, ...listed, ...passed].filter((type) => !objectTypes.has(type))
}

/** The TypeScript files under a path (or the path itself). */
function sourceFiles(path: string): string[] {
  try {
    return readdirSync(join(process.cwd(), path)).flatMap((entry) => sourceFiles(join(path, entry)))
  } catch {
    return /\.(ts|tsx)$/.test(path) ? [path] : []
  }
}

beforeAll(async () => {
  for (const name of contentModules) {
    reading = name
    const exports = (await import(`../../../lib/sanity/content/${name}.ts`)) as Record<string, unknown>
    for (const read of Object.values(exports)) {
      // Readers that take an argument (a slug, a plan key) record their query with it missing.
      if (typeof read === 'function') await Promise.resolve((read as () => unknown)()).catch(() => undefined)
    }
  }
})

describe('cache tags', () => {
  it('content is read only through the content modules, so every read is checked here', () => {
    const sources = ['app', 'components', 'lib', 'proxy.ts'].flatMap(sourceFiles)
    const outside = sources.filter(
      (path) =>
        !path.startsWith(join('lib', 'sanity', 'content')) &&
        path !== join('lib', 'sanity', 'fetch.ts') &&
        /\bsanityFetch\b/.test(readFileSync(path, 'utf8')),
    )
    expect(outside).toEqual([])
    expect(reads.length).toBeGreaterThan(30)
  })

  it('name every type a read filters on', () => {
    const missing = reads.flatMap((read) =>
      filteredTypes(read)
        .filter((type) => !read.tags.includes(type))
        .map((type) => `${read.module}: ${type} in ${read.query.slice(0, 60)}…`),
    )
    expect(missing).toEqual([])
  })

  it('pages made of sections are tagged with what their sections show: a plan change refreshes them', () => {
    const sectionReads = reads.filter((read) => read.query.includes('_type == "pricingSection" =>'))
    expect(sectionReads.map((read) => read.module)).toEqual(
      expect.arrayContaining(['marketing', 'pages', 'pricing', 'company', 'support', 'socialProof']),
    )
    for (const read of sectionReads)
      expect(read.tags, read.query.slice(0, 60)).toEqual(
        expect.arrayContaining(['pricingPlan', 'pricingPage', 'feature', 'faq', 'testimonial', 'caseStudy']),
      )
  })

  it('name every type whose documents change what a read returns', async () => {
    const missing: string[] = []
    let checked = 0
    for (const read of reads) {
      for (const params of await parameterSets(read)) {
        const full = await run(read.query, params, dataset)
        for (const type of typesInDataset.filter((candidate) => !read.tags.includes(candidate))) {
          const without = dataset.filter((document) => document._type !== type)
          checked++
          if ((await run(read.query, params, without)) !== full)
            missing.push(`${read.module}: ${type} (tags ${read.tags.join(', ')}) in ${read.query.slice(0, 60)}…`)
        }
      }
    }
    expect(checked).toBeGreaterThan(1000)
    expect([...new Set(missing)]).toEqual([])
  }, 120_000)
})
