import { BulbOutlineIcon } from '@sanity/icons/BulbOutline'
import { defineField } from '@sanity/types'
import { callToActionSection } from '@/lib/sanity/sections/callToAction'
import { requiredString, requiredText } from '../fields'
import { defineSectionType } from './fields'

export const callToActionSectionSchema = defineSectionType(callToActionSection, {
  icon: BulbOutlineIcon,
  fields: [
    requiredString('heading', 'Heading'),
    requiredText('body', 'Text', 2),
    defineField({ name: 'primaryLink', title: 'Main button', type: 'link', validation: (rule) => rule.required() }),
    defineField({ name: 'secondaryLink', title: 'Second button', description: 'Optional.', type: 'link' }),
    defineField({ name: 'note', title: 'Small print under the buttons', type: 'string' }),
  ],
})
