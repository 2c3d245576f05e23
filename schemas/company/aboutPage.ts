import { InfoOutlineIcon } from '@sanity/icons/InfoOutline'
import { defineArrayMember, defineField, defineType } from '@sanity/types'
import { pageHeaderFields, requiredGroup, requiredString, requiredText } from '../fields'
import { iconField } from '../objects/icon'
import { extraSectionsField, SECTIONS_UNDER_CONTENT } from '../sections'

/** A heading with one paragraph under it (the mission and journey blocks). */
function storyBlock(name: string, title: string) {
  return defineField({
    name,
    title,
    type: 'object',
    fields: [requiredString('heading', 'Heading'), requiredText('text', 'Text', 4)],
    validation: (rule) => rule.required(),
  })
}

/** The /about page: mission, journey, headline statistics and company values. */
export const aboutPage = defineType({
  name: 'aboutPage',
  title: 'About page',
  type: 'document',
  icon: InfoOutlineIcon,
  fields: [
    ...pageHeaderFields(),
    storyBlock('mission', 'Mission'),
    storyBlock('journey', 'Journey'),
    defineField({
      name: 'stats',
      title: 'Statistics',
      description: 'Headline numbers, e.g. "10M+" / "Emails Sent". Three fill the row evenly.',
      type: 'array',
      of: [defineArrayMember({ type: 'stat' })],
      validation: (rule) => rule.required().min(1).max(4),
    }),
    requiredGroup({
      name: 'values',
      title: 'Values section',
      fields: [
        requiredString('heading', 'Heading'),
        defineField({ name: 'intro', title: 'Intro', type: 'text', rows: 2 }),
        defineField({
          name: 'items',
          title: 'Values',
          type: 'array',
          of: [
            defineArrayMember({
              name: 'value',
              title: 'Value',
              type: 'object',
              fields: [iconField(), requiredString('title', 'Title'), requiredText('description', 'Description', 3)],
              preview: { select: { title: 'title', subtitle: 'description' } },
            }),
          ],
          validation: (rule) => rule.required().min(1).max(6),
        }),
      ],
    }),
    extraSectionsField(SECTIONS_UNDER_CONTENT),
  ],
  preview: { prepare: () => ({ title: 'About page' }) },
})
