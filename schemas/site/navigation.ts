import { MenuIcon } from '@sanity/icons/Menu'
import { defineArrayMember, defineField, defineType } from '@sanity/types'
import { SLUG_PATTERN } from '@/lib/text/slugify'
import { requiredString } from '../fields'
import { missingHomeAnchor } from '../sections/homeAnchors'

export const navigation = defineType({
  name: 'navigation',
  title: 'Header navigation',
  type: 'document',
  icon: MenuIcon,
  fields: [
    defineField({
      name: 'links',
      title: 'Section links',
      description: 'On the home page they scroll to the section; elsewhere they open the home page at it.',
      type: 'array',
      of: [
        defineArrayMember({
          name: 'sectionLink',
          type: 'object',
          fields: [
            requiredString('label', 'Label'),
            defineField({
              name: 'anchor',
              title: 'Section',
              description: 'The anchor of a home-page section, e.g. "pricing".',
              type: 'string',
              validation: (rule) => [
                rule.required().regex(SLUG_PATTERN, { name: 'anchor' }),
                rule
                  .custom((anchor: string | undefined, context) => (anchor ? missingHomeAnchor(anchor, context) : true))
                  .warning(),
              ],
            }),
          ],
          preview: { select: { title: 'label', subtitle: 'anchor' } },
        }),
      ],
      validation: (rule) => rule.required().min(1).unique(),
    }),
    requiredString('signInLabel', 'Sign-in button'),
    requiredString('accountLabel', 'Account button', 'Shown instead of the sign-in button to a signed-in visitor.'),
    requiredString('getStartedLabel', 'Get Started button'),
  ],
  preview: { prepare: () => ({ title: 'Header navigation' }) },
})
