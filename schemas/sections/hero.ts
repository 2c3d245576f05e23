import { RocketIcon } from '@sanity/icons/Rocket'
import { defineArrayMember, defineField } from '@sanity/types'
import { heroSection } from '@/lib/sanity/sections/hero'
import { requiredString, requiredText } from '../fields'
import { defineSectionType } from './fields'

export const heroSectionSchema = defineSectionType(heroSection, {
  icon: RocketIcon,
  fields: [
    defineField({ name: 'eyebrow', title: 'Small line above the heading', type: 'string' }),
    requiredString('heading', 'Heading', 'The page’s main heading.'),
    defineField({
      name: 'highlight',
      title: 'Highlighted words',
      description: 'Shown in the brand gradient after the heading.',
      type: 'string',
    }),
    requiredText('text', 'Text'),
    defineField({
      name: 'buttons',
      title: 'Buttons',
      description: 'The first is the main button. "#pricing" scrolls to the section with that anchor.',
      type: 'array',
      of: [defineArrayMember({ type: 'link' })],
      validation: (rule) => rule.max(2),
    }),
    defineField({
      name: 'stats',
      title: 'Statistics',
      type: 'array',
      of: [defineArrayMember({ type: 'stat' })],
      validation: (rule) => rule.max(4),
    }),
    defineField({ name: 'image', title: 'Image', description: 'Optional, under the buttons.', type: 'imageWithAlt' }),
  ],
})
