import { EnvelopeIcon } from '@sanity/icons/Envelope'
import { defineField, defineType } from '@sanity/types'
import { PAGE_GROUPS, labelsField, pageHeaderFields, referenceList, requiredString } from '../fields'

/** The /email-templates index; its labels are also used on every template page. */
export const emailTemplatesPage = defineType({
  name: 'emailTemplatesPage',
  title: 'Email templates page',
  type: 'document',
  icon: EnvelopeIcon,
  groups: PAGE_GROUPS,
  fields: [
    ...pageHeaderFields('content'),
    referenceList('templates', 'Templates', 'emailTemplate', {
      description: 'The template cards, in this order. A template not listed here still has its own page.',
    }),
    labelsField('Used on the template cards and on every template page.', [
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
    ]),
  ],
  preview: { prepare: () => ({ title: 'Email templates page' }) },
})
