import { EnvelopeIcon } from '@sanity/icons/Envelope'
import { defineField, defineType } from '@sanity/types'
import { pageHeaderFields, requiredGroup, requiredString, requiredWithPlaceholder } from '../fields'

/** A "too long" message: must say the limit, written {max} (the form fills in the number). */
function maxLengthMessage(name: string, title: string) {
  return defineField({
    ...requiredString(name, title),
    description: 'Write {max} where the maximum number of characters goes.',
    validation: requiredWithPlaceholder('{max}', 'Include {max} so visitors know the limit.'),
  })
}

/**
 * The /contact page. The email address, phone number and street address themselves come from
 * Site settings → Contact details; this page holds the words around them and the message form.
 */
export const contactPage = defineType({
  name: 'contactPage',
  title: 'Contact page',
  type: 'document',
  icon: EnvelopeIcon,
  groups: [
    { name: 'header', title: 'Header', default: true },
    { name: 'details', title: 'Contact details' },
    { name: 'form', title: 'Message form' },
    { name: 'messages', title: 'Form messages' },
  ],
  fields: [
    ...pageHeaderFields().map((field) => ({ ...field, group: 'header' })),
    requiredGroup({
      name: 'details',
      title: 'Contact details panel',
      description: 'The email, phone and address shown here are edited in Site settings → Contact details.',
      group: 'details',
      fields: [
        requiredString('heading', 'Heading'),
        defineField({ name: 'text', title: 'Text', type: 'text', rows: 2 }),
        requiredString('emailLabel', 'Label for the email address'),
        requiredString('phoneLabel', 'Label for the phone number'),
        requiredString('addressLabel', 'Label for the street address'),
      ],
    }),
    requiredGroup({
      name: 'form',
      title: 'Message form',
      group: 'form',
      fields: [
        requiredString('heading', 'Heading'),
        requiredString('nameLabel', 'Name label'),
        defineField({ name: 'namePlaceholder', title: 'Name placeholder', type: 'string' }),
        requiredString('emailLabel', 'Email label'),
        defineField({ name: 'emailPlaceholder', title: 'Email placeholder', type: 'string' }),
        requiredString('messageLabel', 'Message label'),
        defineField({ name: 'messagePlaceholder', title: 'Message placeholder', type: 'string' }),
        requiredString('submitLabel', 'Send button'),
        requiredString('sendingLabel', 'Send button while sending', 'e.g. "Sending...".'),
      ],
    }),
    requiredGroup({
      name: 'messages',
      title: 'Form messages',
      description: 'What the visitor reads after pressing the send button.',
      group: 'messages',
      fields: [
        requiredString('success', 'Sent', 'Shown in a notification once the message is received.'),
        requiredString('nameRequired', 'Name missing'),
        maxLengthMessage('nameTooLong', 'Name too long'),
        requiredString('emailRequired', 'Email missing'),
        requiredString('emailInvalid', 'Email not valid'),
        requiredString('messageRequired', 'Message missing'),
        maxLengthMessage('messageTooLong', 'Message too long'),
        requiredString(
          'tooManyMessages',
          'Too many messages',
          'Shown when one visitor has sent several messages in a few minutes; their text stays in the form.',
        ),
        requiredString('failed', 'Sending failed', 'Shown when the message could not be delivered.'),
      ],
    }),
  ],
  preview: { prepare: () => ({ title: 'Contact page' }) },
})
