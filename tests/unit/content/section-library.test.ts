import { existsSync, readdirSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { SECTION_COMPONENTS, sectionComponents } from '@/components/sections/registry'
import { heroSection } from '@/lib/sanity/sections/hero'
import {
  SECTION_LIBRARY,
  SECTION_TAGS,
  SECTION_TYPE_NAMES,
  sectionLibrary,
  sectionsProjection,
} from '@/lib/sanity/sections'
import { SECTION_SCHEMAS, sectionPreviewImageUrl, sectionSchemas, sectionTypes } from '@/schemas/sections'

const declarations = Object.values(SECTION_LIBRARY)

/** The projection the declarations call for: one branch per type, in the library's order, with its own fields. */
const expectedProjection = `"sections": sections[]{ _key, _type, anchor, ${declarations
  .map((section) => `_type == "${section.type}" => { ${section.projection} }`)
  .join(', ')} }`

const words = (groq: string) => groq.replace(/\s+/g, ' ').replace(/\s*([{},])\s*/g, '$1')

describe('the section library', () => {
  it('the page queries project every declared type, each with its own fields, and nothing else', () => {
    expect(words(sectionsProjection)).toBe(words(expectedProjection))
  })

  it('pages with sections are tagged with every document type a declared section reads', () => {
    expect(new Set(SECTION_TAGS)).toEqual(new Set(declarations.flatMap((section) => section.reads)))
  })

  it('the Studio offers every declared type, in the library’s order, named and titled by its declaration', () => {
    expect(sectionTypes.map((type) => [type.name, type.title])).toEqual(
      declarations.map((section) => [section.type, section.title]),
    )
  })

  it('every declared type has its picture in the insert menu, and no picture is left over', () => {
    for (const type of SECTION_TYPE_NAMES)
      expect(existsSync(join('public', sectionPreviewImageUrl(type))), `${type}'s picture`).toBe(true)
    expect(readdirSync(join('public', 'section-previews')).sort()).toEqual(
      SECTION_TYPE_NAMES.map((type) => `${type}.svg`).sort(),
    )
  })

  it('every declared type has its component', () => {
    expect(Object.keys(SECTION_COMPONENTS).sort()).toEqual([...SECTION_TYPE_NAMES].sort())
  })

  /*
   * The compiler's checks (`npm run typecheck`): each line marked @ts-expect-error must fail to compile, or the
   * marker itself is an error. The calls run too, harmlessly: the helpers return what they are given.
   */
  it('a type declared in one place and not another does not compile', () => {
    const { heroSection: withoutHeroComponent, ...components } = SECTION_COMPONENTS
    // @ts-expect-error: a declared type without its component
    sectionComponents(components)
    // @ts-expect-error: a component for a type the library does not declare
    sectionComponents({ ...SECTION_COMPONENTS, quoteSection: withoutHeroComponent })

    const { heroSection: heroSchema, ...otherSchemas } = SECTION_SCHEMAS
    // @ts-expect-error: a declared type without its schema
    sectionSchemas(otherSchemas)
    // @ts-expect-error: a schema for a type the library does not declare
    sectionSchemas({ ...SECTION_SCHEMAS, quoteSection: { ...heroSchema, name: 'quoteSection' } })
    // @ts-expect-error: a schema filed under another type's name
    sectionSchemas({ ...SECTION_SCHEMAS, faqSection: heroSchema })

    // @ts-expect-error: a declaration filed under another type's name
    sectionLibrary({ faqSection: heroSection })
  })
})
