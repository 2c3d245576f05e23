import { EnvelopeIcon } from '@sanity/icons/Envelope'
import { defineArrayMember, defineField, defineType } from '@sanity/types'
import { requiredString, requiredText, SEO_GROUP, seoField, slugField, stringList } from '../fields'

/**
 * Checks the {{merge_tags}} in a template text: every "{{" is closed, and tag names use lowercase
 * letters, digits and underscores (the names contact fields use), so a typo never reaches a prospect.
 */
function checkMergeTags(text: string | undefined): true | string {
  if (!text) return true
  const opened = text.split('{{').length - 1
  const closed = text.split('}}').length - 1
  if (opened !== closed) return 'A merge tag is not closed: write tags as {{first_name}}.'
  const bad = [...text.matchAll(/\{\{(.*?)\}\}/g)]
    .map((match) => match[1])
    .filter((name) => !/^[a-z][a-z0-9_]*$/.test(name))
  return bad.length ? `Merge tags use lowercase letters, digits and underscores: fix {{${bad[0]}}}.` : true
}

/** A ready-to-use email: a card on /email-templates and its own page at /email-templates/{slug}. */
export const emailTemplate = defineType({
  name: 'emailTemplate',
  title: 'Email template',
  type: 'document',
  icon: EnvelopeIcon,
  groups: [
    { name: 'card', title: 'Card', default: true },
    { name: 'email', title: 'Email' },
    { name: 'followUps', title: 'Follow-ups' },
    SEO_GROUP,
  ],
  fields: [
    defineField({ ...requiredString('title', 'Title'), group: 'card' }),
    defineField({
      ...slugField('title'),
      description:
        'The title in lowercase with hyphens for spaces (e.g. cold-outreach-sequence). Changing it breaks links to the old address.',
      group: 'card',
    }),
    defineField({
      ...requiredText('description', 'Description', 2),
      description: 'One or two sentences for the card on /email-templates.',
      group: 'card',
    }),
    defineField({
      ...stringList('tags', 'Tags'),
      description: 'Short keywords shown as chips on the card, e.g. "Sales", "B2B".',
      group: 'card',
      validation: (rule) => rule.required().min(1).max(5).unique(),
    }),
    defineField({
      name: 'subject',
      title: 'Subject line',
      description: 'May use merge tags such as {{company}}. Keep it under 50 characters.',
      type: 'string',
      group: 'email',
      validation: (rule) => [
        rule.required().custom(checkMergeTags),
        rule.max(60).warning('Subject lines over 50 characters are cut off on most phones.'),
      ],
    }),
    defineField({
      name: 'body',
      title: 'Email text',
      description:
        'Plain text, as it will be sent. Use merge tags such as {{first_name}}, {{company}} and {{sender_name}}.',
      type: 'text',
      rows: 14,
      group: 'email',
      validation: (rule) => rule.required().custom(checkMergeTags),
    }),
    defineField({
      ...requiredText('whenToUse', 'When to use it', 4),
      description: 'The situations this template is made for, and when to pick another one.',
      group: 'email',
    }),
    defineField({
      name: 'followUps',
      title: 'Follow-up steps',
      description: 'Optional emails sent after the first one if there is no reply, in day order.',
      type: 'array',
      group: 'followUps',
      of: [
        defineArrayMember({
          name: 'followUpStep',
          title: 'Follow-up step',
          type: 'object',
          fields: [
            defineField({
              name: 'day',
              title: 'Day',
              description: 'Days after the first email.',
              type: 'number',
              validation: (rule) => rule.required().integer().min(1).max(365),
            }),
            defineField({
              name: 'subject',
              title: 'Subject line',
              description: 'Start with "Re:" to keep the follow-up in the same thread.',
              type: 'string',
              validation: (rule) => rule.required().custom(checkMergeTags),
            }),
            defineField({
              name: 'body',
              title: 'Email text',
              type: 'text',
              rows: 8,
              validation: (rule) => rule.required().custom(checkMergeTags),
            }),
          ],
          preview: {
            select: { day: 'day', subject: 'subject' },
            prepare: ({ day, subject }) => ({ title: `Day ${day ?? '?'}`, subtitle: subject }),
          },
        }),
      ],
      validation: (rule) =>
        rule.max(8).custom((steps: { day?: number }[] | undefined) => {
          const days = (steps ?? []).map((step) => step.day ?? 0)
          return days.every((day, index) => index === 0 || day > days[index - 1])
            ? true
            : 'Put the follow-up steps in day order, each on a later day than the one before.'
        }),
    }),
    seoField('seo'),
  ],
  preview: { select: { title: 'title', subtitle: 'subject' } },
})
