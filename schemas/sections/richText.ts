import { BlockContentIcon } from '@sanity/icons/BlockContent'
import { defineField } from '@sanity/types'
import { richTextSection } from '@/lib/sanity/sections/richText'
import { defineSectionType } from './fields'

export const richTextSectionSchema = defineSectionType(richTextSection, {
  icon: BlockContentIcon,
  fields: [
    defineField({ name: 'heading', title: 'Heading', description: 'Optional.', type: 'string' }),
    defineField({
      name: 'body',
      title: 'Text',
      description: 'Use Heading 2 for sections and Heading 3 below them.',
      type: 'richText',
      validation: (rule) => rule.required().min(1),
    }),
  ],
})
