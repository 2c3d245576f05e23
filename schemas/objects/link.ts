import { defineField, defineType } from '@sanity/types'
import { TRIAL_PATH } from '@/lib/site/routes'
import { missingHomeAnchor } from '../sections/homeAnchors'

/** Where a link may point: a path on this site, an https page, an email address or a phone number. */
export const LINK_HREF_PATTERN = /^(\/(?!\/)[^\s]*|#[\w-]+|https:\/\/[^\s]+|mailto:[^\s]+|tel:\+?[\d\s()-]+)$/

/** A link to a section of the home page: "/#pricing". */
const HOME_ANCHOR_HREF = /^\/#([\w-]+)$/

export const link = defineType({
  name: 'link',
  title: 'Link',
  type: 'object',
  fields: [
    defineField({ name: 'label', title: 'Label', type: 'string', validation: (rule) => rule.required() }),
    defineField({
      name: 'href',
      title: 'Target',
      description: `A path on this site (/pricing, /#faq), ${TRIAL_PATH} to start the free trial (signing up first if needed), a full https:// address, mailto: or tel:.`,
      type: 'string',
      validation: (rule) => [
        rule.required().regex(LINK_HREF_PATTERN, { name: 'site path, https, mailto or tel address' }),
        rule
          .custom((href: string | undefined, context) => {
            const homeAnchor = href?.match(HOME_ANCHOR_HREF)?.[1]
            return homeAnchor ? missingHomeAnchor(homeAnchor, context) : true
          })
          .warning(),
      ],
    }),
  ],
  preview: {
    select: { title: 'label', href: 'href' },
    prepare: ({ title, href }: { title?: string; href?: string }) => ({
      title,
      subtitle: href === TRIAL_PATH ? `${href} (starts the free trial)` : href,
    }),
  },
})
