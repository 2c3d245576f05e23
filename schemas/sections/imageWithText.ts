import { SplitHorizontalIcon } from '@sanity/icons/SplitHorizontal'
import { defineField } from '@sanity/types'
import { imageWithTextSection } from '@/lib/sanity/sections/imageWithText'
import { requiredString, requiredText } from '../fields'
import { defineSectionType } from './fields'

export const imageWithTextSectionSchema = defineSectionType(imageWithTextSection, {
  icon: SplitHorizontalIcon,
  fields: [
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
})
