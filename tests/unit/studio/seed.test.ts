import { describe, expect, it } from 'vitest'
import { SINGLETON_TYPES } from '@/lib/sanity/singletons'
import { schemaErrors } from '@/studio/schemaErrors'
import { seedDocuments } from '@/studio/seed'
import { studioMarkers, studioSchema as schema } from '../../support/studioValidation'

/**
 * The bundled content must pass the same validation rules the Studio enforces before publishing,
 * so importing it into a new Sanity project gives marketers a dataset without errors.
 */
const ids = new Set(seedDocuments.map((document) => document._id))

function describePath(path: unknown[]): string {
  return path
    .map((segment) =>
      typeof segment === 'object' && segment && '_key' in segment ? `[${segment._key}]` : String(segment),
    )
    .join('.')
}

function references(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(references)
  if (value && typeof value === 'object') {
    const ref = (value as { _ref?: unknown })._ref
    return [...(typeof ref === 'string' ? [ref] : []), ...Object.values(value).flatMap(references)]
  }
  return []
}

describe('the schema', () => {
  it('compiles without errors', () => {
    expect(schemaErrors(schema)).toEqual([])
  })
})

describe('the seed dataset', () => {
  it('has unique document ids', () => {
    expect(ids.size).toBe(seedDocuments.length)
  })

  // Sanity serves a document whose id has a `.` (a sub-path) only to requests with a token: the site reads a
  // public dataset without one, so every page's content must live in the root path.
  it('keeps every document in the root path, readable without a token', () => {
    expect(seedDocuments.map((document) => document._id).filter((id) => id.includes('.'))).toEqual([])
  })

  it('contains every singleton, under its type name', () => {
    for (const type of SINGLETON_TYPES)
      expect(seedDocuments.find((document) => document._id === type)?._type, type).toBe(type)
  })

  it('only uses document types the schema defines', () => {
    const unknown = seedDocuments
      .filter((document) => schema.get(document._type)?.jsonType !== 'object')
      .map((document) => document._id)
    expect(unknown).toEqual([])
  })

  it('has no reference to a missing document', () => {
    const broken = seedDocuments.flatMap((document) =>
      references(document)
        .filter((id) => !ids.has(id))
        .map((id) => `${document._id} -> ${id}`),
    )
    expect(broken).toEqual([])
  })

  it.each(seedDocuments.map((document) => [document._id, document] as const))(
    '%s passes the Studio validation rules',
    async (_id, document) => {
      const markers = await studioMarkers(document)
      expect(markers.map((marker) => `${marker.level} at ${describePath(marker.path)}: ${marker.message}`)).toEqual([])
    },
  )
})

describe('texts the site completes keep their placeholder', () => {
  it.each([
    ['careersPage', ['labels', 'applyAriaLabel'], 'Apply Now', 'Include {job} where the job title goes.'],
    ['testimonialsPage', ['labels', 'ratingLabel'], 'Five stars', 'Include {rating} where the number of stars goes.'],
    ['contactPage', ['messages', 'nameTooLong'], 'Too long.', 'Include {max} so visitors know the limit.'],
    ['authPage', ['verification', 'signInText'], 'Check your inbox.', 'Include {email}.'],
    ['paymentSuccessPage', ['planLabel'], 'Your plan', 'Include {plan}.'],
  ] as const)('%s.%s without it is refused', async (id, path, text, message) => {
    const document = structuredClone(seedDocuments.find((candidate) => candidate._id === id)!) as Record<
      string,
      unknown
    >
    const parent = path.slice(0, -1).reduce((object, key) => object[key] as Record<string, unknown>, document)
    parent[path.at(-1)!] = text
    const markers = await studioMarkers(document)
    expect(markers.map((marker) => `${marker.level} at ${describePath(marker.path)}: ${marker.message}`)).toEqual([
      `error at ${path.join('.')}: ${message}`,
    ])
  })
})
