import { HelpCircleIcon } from '@sanity/icons/HelpCircle'
import { defineArrayMember, defineField, defineType } from '@sanity/types'
import { pageHeaderFields, requiredGroup, requiredString, requiredText } from '../fields'
import { iconField } from '../objects/icon'
import { extraSectionsField, SECTIONS_UNDER_CONTENT } from '../sections'

/** The /support page: ways to reach the team, the knowledge base and the community forum. */
export const supportPage = defineType({
  name: 'supportPage',
  title: 'Support page',
  type: 'document',
  icon: HelpCircleIcon,
  groups: [
    { name: 'header', title: 'Header', default: true },
    { name: 'channels', title: 'Contact channels' },
    { name: 'knowledgeBase', title: 'Knowledge base' },
    { name: 'community', title: 'Community' },
    { name: 'sections', title: 'More sections' },
  ],
  fields: [
    ...pageHeaderFields().map((field) => ({ ...field, group: 'header' })),
    defineField({
      name: 'channels',
      title: 'Contact channels',
      description: 'One card per way to reach the support team (phone, email, …), in this order.',
      type: 'array',
      group: 'channels',
      of: [
        defineArrayMember({
          name: 'contactChannel',
          title: 'Contact channel',
          type: 'object',
          fields: [
            iconField(),
            requiredString('title', 'Title', 'e.g. "24/7 Phone Support".'),
            requiredText('description', 'Description', 2),
            defineField({
              name: 'contact',
              title: 'Contact detail',
              description:
                'The label is the detail as shown (e.g. "+1 (415) 555-0134"); the target is the tel: or mailto: link it opens.',
              type: 'link',
              validation: (rule) => rule.required(),
            }),
          ],
          preview: { select: { title: 'title', subtitle: 'contact.label' } },
        }),
      ],
      validation: (rule) => rule.required().min(1).max(4),
    }),
    requiredGroup({
      name: 'knowledgeBase',
      title: 'Knowledge base card',
      group: 'knowledgeBase',
      fields: [
        iconField(),
        requiredString('title', 'Title'),
        defineField({ name: 'description', title: 'Description', type: 'text', rows: 2 }),
        defineField({
          name: 'links',
          title: 'Topics',
          description: 'Each topic links to the page that covers it.',
          type: 'array',
          of: [defineArrayMember({ type: 'link' })],
          validation: (rule) => rule.required().min(1).max(8),
        }),
      ],
    }),
    requiredGroup({
      name: 'community',
      title: 'Community forum card',
      group: 'community',
      fields: [
        iconField(),
        requiredString('title', 'Title'),
        requiredText('description', 'Text', 2),
        defineField({
          name: 'button',
          title: 'Button',
          description: 'The button label and where it goes (the forum address once it exists).',
          type: 'link',
          validation: (rule) => rule.required(),
        }),
      ],
    }),
    extraSectionsField(SECTIONS_UNDER_CONTENT, { group: 'sections' }),
  ],
  preview: { prepare: () => ({ title: 'Support page' }) },
})
