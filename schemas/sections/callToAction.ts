import { BulbOutlineIcon } from '@sanity/icons/BulbOutline'
import { defineField, defineType } from 'sanity'
import { requiredString, requiredText } from '../fields'
import { anchorField, sectionPreview } from './fields'

/** A framed closing invitation: heading, text, one or two buttons and small print. */
export const callToActionSection = defineType({
  name: 'callToActionSection',
  title: 'Call to action',
  type: 'object',
  icon: BulbOutlineIcon,
  fields: [
    anchorField,
    requiredString('heading', 'Heading'),
    requiredText('body', 'Text', 2),
    defineField({ name: 'primaryLink', title: 'Main button', type: 'link', validation: (rule) => rule.required() }),
    defineField({ name: 'secondaryLink', title: 'Second button', description: 'Optional.', type: 'link' }),
    defineField({ name: 'note', title: 'Small print under the buttons', type: 'string' }),
  ],
  preview: sectionPreview('Call to action'),
})
