import {
  defineArrayMember,
  defineField,
  type FieldDefinition,
  type StringRule,
  type ValidationContext,
} from '@sanity/types'
import { SLUG_PATTERN } from '@/lib/text/slugify'

/** The tabs of a page singleton: its content, and the small texts (labels) its pages use. */
export const PAGE_GROUPS = [
  { name: 'content', title: 'Content', default: true },
  { name: 'labels', title: 'Labels' },
]

/** The tab that holds a document's `seoField`. */
export const SEO_GROUP = { name: 'seo', title: 'Search & sharing' }

/** A page's title, description and social card for search engines and link previews (schemas/objects/seo.ts). */
export function seoField(
  group?: string,
  { title = 'Search & sharing', description }: { title?: string; description?: string } = {},
) {
  return defineField({
    name: 'seo',
    title,
    ...(description ? { description } : {}),
    type: 'seo',
    ...(group ? { group } : {}),
    validation: (rule) => rule.required(),
  })
}

/** Fields every content page starts with: the centred gradient title, an optional intro and its SEO text. */
export function pageHeaderFields(group?: string) {
  const fields = [
    defineField({
      name: 'title',
      title: 'Page title',
      description: 'The large heading at the top of the page.',
      type: 'string',
      validation: (rule) => rule.required(),
    }),
    defineField({ name: 'intro', title: 'Intro', type: 'text', rows: 3 }),
    seoField(),
  ]
  return group ? fields.map((field) => ({ ...field, group })) : fields
}

/** An ordered list of references to documents of `type`, each at most once (marketers drag to reorder). */
export function referenceList(
  name: string,
  title: string,
  type: string,
  { description, group = 'content' }: { description?: string; group?: string } = {},
) {
  return defineField({
    name,
    title,
    description,
    type: 'array',
    of: [defineArrayMember({ type: 'reference', to: [{ type }] })],
    group,
    validation: (rule) => rule.required().min(1).unique(),
  })
}

/** A required object field: a group of texts shown together (a form's words, a notice's texts). */
export function requiredGroup(field: {
  name: string
  title: string
  description?: string
  group?: string
  fields: FieldDefinition[]
}) {
  return defineField({ ...field, type: 'object', validation: (rule) => rule.required() })
}

/** A page's small texts (link labels, repeated headings), in the Labels tab. */
export const labelsField = (description: string, fields: FieldDefinition[]) =>
  requiredGroup({ name: 'labels', title: 'Labels', description, group: 'labels', fields })

/** A further check of a well-formed slug: true, or why the address cannot be used. */
export type SlugCheck = (slug: string, context: ValidationContext) => true | string | Promise<true | string>

/**
 * A URL slug generated from `source`, following SLUG_PATTERN; unique among documents of the same type
 * (Sanity's default check). `check` adds what else refuses an address (e.g. one taken by another page).
 */
export function slugField(source = 'title', check?: SlugCheck) {
  return defineField({
    name: 'slug',
    title: 'URL slug',
    description: 'The last part of the page address. Changing it breaks links to the old address.',
    type: 'slug',
    options: { source, maxLength: 96 },
    validation: (rule) =>
      rule.required().custom((slug: { current?: string } | undefined, context) => {
        const current = slug?.current
        if (!current) return true
        if (!SLUG_PATTERN.test(current)) return 'Use lowercase letters, digits and single hyphens only.'
        return check ? check(current, context) : true
      }),
  })
}

export function requiredString(name: string, title: string, description?: string) {
  return defineField({ name, title, description, type: 'string', validation: (rule) => rule.required() })
}

export function requiredText(name: string, title: string, rows = 3) {
  return defineField({ name, title, type: 'text', rows, validation: (rule) => rule.required() })
}

/** A list of plain strings (feature bullets, tags, requirements). */
export function stringList(name: string, title: string, { min = 1 }: { min?: number } = {}) {
  return defineField({
    name,
    title,
    type: 'array',
    of: [{ type: 'string' }],
    validation: (rule) => rule.required().min(min),
  })
}

/**
 * Validation for a required text the site completes: it must contain `placeholder` (e.g. "{job}"), which the
 * page replaces with a value. `missing` is what the Studio says when it is left out.
 */
export function requiredWithPlaceholder(placeholder: string, missing = `Include ${placeholder}.`) {
  return (rule: StringRule) =>
    rule.required().custom((text: string | undefined) => (!text || text.includes(placeholder) ? true : missing))
}
