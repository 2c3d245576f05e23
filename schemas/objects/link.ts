import { defineField, defineType } from 'sanity'

/** Where a link may point: a path on this site, an https page, an email address or a phone number. */
export const LINK_HREF_PATTERN = /^(\/(?!\/)[^\s]*|#[\w-]+|https:\/\/[^\s]+|mailto:[^\s]+|tel:\+?[\d\s()-]+)$/

export const link = defineType({
  name: 'link',
  title: 'Link',
  type: 'object',
  fields: [
    defineField({ name: 'label', title: 'Label', type: 'string', validation: (rule) => rule.required() }),
    defineField({
      name: 'href',
      title: 'Target',
      description: 'A path on this site (/pricing, /#faq), a full https:// address, mailto: or tel:.',
      type: 'string',
      validation: (rule) =>
        rule.required().regex(LINK_HREF_PATTERN, { name: 'site path, https, mailto or tel address' }),
    }),
  ],
  preview: { select: { title: 'label', subtitle: 'href' } },
})
