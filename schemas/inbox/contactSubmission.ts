import { EnvelopeIcon } from '@sanity/icons/Envelope'
import { defineField, defineType } from '@sanity/types'

/**
 * A message sent with the /contact form. Created by the website (server-side, with SANITY_API_WRITE_TOKEN)
 * under the private `inbox.` ID path, never by hand. Marketers read them in the Studio's Inbox: what the
 * visitor wrote cannot be changed; "Handled" is theirs to tick once someone has replied.
 */
export const contactSubmission = defineType({
  name: 'contactSubmission',
  title: 'Contact message',
  type: 'document',
  icon: EnvelopeIcon,
  fields: [
    defineField({ name: 'name', title: 'Name', type: 'string', readOnly: true }),
    defineField({ name: 'email', title: 'Email', type: 'string', readOnly: true }),
    defineField({ name: 'message', title: 'Message', type: 'text', rows: 8, readOnly: true }),
    defineField({ name: 'submittedAt', title: 'Received', type: 'datetime', readOnly: true }),
    defineField({
      name: 'handled',
      title: 'Handled',
      description: 'Tick once someone has replied, so the rest of the team knows.',
      type: 'boolean',
      initialValue: false,
    }),
  ],
  orderings: [{ title: 'Newest first', name: 'submittedAtDesc', by: [{ field: 'submittedAt', direction: 'desc' }] }],
  preview: {
    select: { name: 'name', email: 'email', submittedAt: 'submittedAt', handled: 'handled' },
    prepare: ({ name, email, submittedAt, handled }) => ({
      title: name || email || 'Contact message',
      subtitle: [
        email,
        submittedAt
          ? new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(submittedAt))
          : null,
        handled ? '✓ handled' : null,
      ]
        .filter(Boolean)
        .join(' · '),
    }),
  },
})
