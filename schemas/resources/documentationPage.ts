import { DocumentsIcon } from '@sanity/icons'
import { defineArrayMember, defineField, defineType } from 'sanity'
import { pageHeaderFields, requiredString } from '../fields'

/** The /documentation hub; its labels are also used on every documentation page. */
export const documentationPage = defineType({
  name: 'documentationPage',
  title: 'Documentation hub',
  type: 'document',
  icon: DocumentsIcon,
  groups: [
    { name: 'content', title: 'Content', default: true },
    { name: 'labels', title: 'Labels' },
  ],
  fields: [
    ...pageHeaderFields().map((field) => ({ ...field, group: 'content' })),
    defineField({
      name: 'pages',
      title: 'Documentation pages',
      description: 'The cards on the hub, in this order. A page not listed here still has its own address.',
      type: 'array',
      of: [defineArrayMember({ type: 'reference', to: [{ type: 'docPage' }] })],
      group: 'content',
      validation: (rule) => rule.required().min(1).unique(),
    }),
    defineField({
      name: 'labels',
      title: 'Labels',
      description: 'Used on the hub cards and on every documentation page.',
      type: 'object',
      group: 'labels',
      fields: [
        requiredString('readMoreLabel', 'Link on each card', 'E.g. "Read more".'),
        requiredString('backLabel', 'Link back to the hub', 'On each documentation page; goes to /documentation.'),
        requiredString(
          'onThisPageLabel',
          'Contents heading',
          'Above the list of sections on a documentation page, e.g. "On this page".',
        ),
      ],
      validation: (rule) => rule.required(),
    }),
  ],
  preview: { prepare: () => ({ title: 'Documentation hub' }) },
})
