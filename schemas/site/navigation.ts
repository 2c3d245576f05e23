import { MenuIcon } from '@sanity/icons/Menu'
import { defineArrayMember, defineField, defineType } from 'sanity'
import { requiredString } from '../fields'

/** The landing-page sections the header can jump to; each is an element id on the home page. */
const SECTION_ANCHORS = ['features', 'how-it-works', 'pricing', 'faq'] as const

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
              type: 'string',
              options: { list: [...SECTION_ANCHORS] },
              validation: (rule) => rule.required(),
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
