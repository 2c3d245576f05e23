import { EnvelopeIcon } from '@sanity/icons'
import { defineArrayMember, defineField, defineType } from 'sanity'
import { pageHeaderFields, requiredString } from '../fields'

/** The /email-templates index; its labels are also used on every template page. */
export const emailTemplatesPage = defineType({
  name: 'emailTemplatesPage',
  title: 'Email templates page',
  type: 'document',
  icon: EnvelopeIcon,
  groups: [
    { name: 'content', title: 'Content', default: true },
    { name: 'labels', title: 'Labels' },
  ],
  fields: [
    ...pageHeaderFields().map((field) => ({ ...field, group: 'content' })),
    defineField({
      name: 'templates',
      title: 'Templates',
      description: 'The template cards, in this order. A template not listed here still has its own page.',
      type: 'array',
      of: [defineArrayMember({ type: 'reference', to: [{ type: 'emailTemplate' }] })],
      group: 'content',
      validation: (rule) => rule.required().min(1).unique(),
    }),
    defineField({
      name: 'labels',
      title: 'Labels',
      description: 'Used on the template cards and on every template page.',
      type: 'object',
      group: 'labels',
      fields: [
        requiredString('viewTemplateLabel', 'Link on each card', 'E.g. "View Template".'),
        requiredString('subjectLabel', 'Subject line label', 'E.g. "Subject".'),
        requiredString('bodyLabel', 'Email text heading', 'E.g. "Email".'),
        requiredString('whenToUseHeading', 'When-to-use heading', 'E.g. "When to use it".'),
        requiredString('followUpsHeading', 'Follow-up steps heading', 'E.g. "Follow-up steps".'),
        requiredString('dayLabel', 'Before a follow-up day number', 'E.g. "Day" in "Day 3".'),
        requiredString('copyLabel', 'Copy button', 'E.g. "Copy template".'),
        requiredString('copiedLabel', 'Copy button after copying', 'E.g. "Copied!".'),
        requiredString('backLabel', 'Link back to the templates', 'On each template page; goes to /email-templates.'),
        defineField({
          name: 'mergeTagNote',
          title: 'Merge tag hint',
          description: 'A short note on each template page explaining the {{merge_tags}}.',
          type: 'text',
          rows: 2,
          validation: (rule) => rule.required(),
        }),
      ],
      validation: (rule) => rule.required(),
    }),
  ],
  preview: { prepare: () => ({ title: 'Email templates page' }) },
})
