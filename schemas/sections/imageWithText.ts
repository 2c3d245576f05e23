import { SplitHorizontalIcon } from '@sanity/icons/SplitHorizontal'
import { defineField, defineType } from 'sanity'
import { requiredString, requiredText } from '../fields'
import { anchorField, sectionPreview } from './fields'

/** A picture beside a heading, text and an optional button. */
export const imageWithTextSection = defineType({
  name: 'imageWithTextSection',
  title: 'Image with text',
  type: 'object',
  icon: SplitHorizontalIcon,
  fields: [
    anchorField,
    requiredString('heading', 'Heading'),
    requiredText('text', 'Text', 4),
    defineField({ name: 'link', title: 'Button', description: 'Optional.', type: 'link' }),
    defineField({ name: 'image', title: 'Image', type: 'imageWithAlt', validation: (rule) => rule.required() }),
    defineField({
      name: 'imagePosition',
      title: 'Image side',
      description: 'On wide screens; phones show the picture first.',
      type: 'string',
      options: {
        list: [
          { title: 'Left', value: 'left' },
          { title: 'Right', value: 'right' },
        ],
        layout: 'radio',
      },
      initialValue: 'right',
      validation: (rule) => rule.required(),
    }),
  ],
  preview: sectionPreview('Image with text'),
})
