import type { ComponentType } from 'react'
import { defineField, defineType, type FieldDefinition, type StringRule, type ValidationContext } from '@sanity/types'
import type { SectionDeclaration } from '@/lib/sanity/sections'
import { SLUG_PATTERN } from '@/lib/text/slugify'

type SectionValue = { _key?: string; anchor?: string }

/**
 * The section's optional in-page address: `/#pricing` scrolls to the section whose anchor is "pricing". Slug-like
 * and unique on its page.
 */
export const anchorField = defineField({
  name: 'anchor',
  title: 'Anchor',
  description: 'Optional. Links to "#anchor" (or "/#anchor" on the home page) scroll to this section.',
  type: 'string',
  validation: (rule) =>
    rule.custom((anchor: string | undefined, context: ValidationContext) => {
      if (!anchor) return true
      if (!SLUG_PATTERN.test(anchor)) return 'Use lowercase letters, digits and single hyphens only, e.g. "pricing".'
      const sections = (context.document?.sections ?? []) as SectionValue[]
      const own = (context.path?.[1] as { _key?: string } | undefined)?._key
      const taken = sections.some((section) => section._key !== own && section.anchor === anchor)
      return taken ? `Another section on this page already has the anchor "${anchor}".` : true
    }),
})

/** The centred heading and optional intro most sections open with. */
export function headingFields({ headingRequired = true }: { headingRequired?: boolean } = {}) {
  return [
    defineField({
      name: 'heading',
      title: 'Heading',
      type: 'string',
      ...(headingRequired ? { validation: (rule: StringRule) => rule.required() } : {}),
    }),
    defineField({ name: 'intro', title: 'Intro', type: 'text', rows: 2 }),
  ]
}

/** The array preview of a section: its heading, with its type (and anchor) underneath. */
export function sectionPreview(typeTitle: string, heading = 'heading') {
  return {
    select: { heading, anchor: 'anchor' },
    prepare: ({ heading: title, anchor }: { heading?: string; anchor?: string }) => ({
      title: title || typeTitle,
      subtitle: anchor ? `${typeTitle} · #${anchor}` : typeTitle,
    }),
  }
}

/**
 * A section type's Studio schema, from its declaration (lib/sanity/sections): an object named and titled by it, with
 * the anchor field first and the array preview every section shares.
 */
export function defineSectionType<Type extends string>(
  section: SectionDeclaration<Type>,
  { icon, fields }: { icon: ComponentType; fields: FieldDefinition[] },
) {
  return defineType({
    name: section.type,
    title: section.title,
    type: 'object',
    icon,
    fields: [anchorField, ...fields],
    preview: sectionPreview(section.title),
  })
}
