import { BlockContentIcon } from '@sanity/icons/BlockContent'
import { defineField, defineType } from 'sanity'
import { anchorField, sectionPreview } from './fields'

/** Formatted text at a readable line length, with an optional heading. */
export const richTextSection = defineType({
  name: 'richTextSection',
  title: 'Rich text',
  type: 'object',
  icon: BlockContentIcon,
  fields: [
    anchorField,
    defineField({ name: 'heading', title: 'Heading', description: 'Optional.', type: 'string' }),
    defineField({
      name: 'body',
      title: 'Text',
      description: 'Use Heading 2 for sections and Heading 3 below them.',
      type: 'richText',
      validation: (rule) => rule.required().min(1),
    }),
  ],
  preview: sectionPreview('Rich text'),
})
