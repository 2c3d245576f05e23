import { CogIcon } from '@sanity/icons/Cog'
import { defineArrayMember, defineField, defineType } from '@sanity/types'
import { SOCIAL_PLATFORMS } from '@/lib/site/social'
import { requiredGroup, requiredString, seoField } from '../fields'

export const siteSettings = defineType({
  name: 'siteSettings',
  title: 'Site settings',
  type: 'document',
  icon: CogIcon,
  groups: [
    { name: 'brand', title: 'Brand', default: true },
    { name: 'contact', title: 'Contact' },
    { name: 'footer', title: 'Footer' },
    { name: 'labels', title: 'Interface labels' },
  ],
  fields: [
    requiredString('companyName', 'Company name', 'Shown in the header logo, footer, legal and contact pages.'),
    requiredString('appName', 'Product name', 'Shown on the sign-in and payment pages.'),
    seoField('brand', {
      title: 'Default search & sharing text',
      description: 'Used for pages that have none of their own.',
    }),
    requiredGroup({
      name: 'contact',
      title: 'Contact details',
      group: 'contact',
      fields: [
        defineField({ name: 'email', title: 'Email', type: 'email', validation: (rule) => rule.required() }),
        requiredString('phone', 'Phone'),
        defineField({
          name: 'address',
          title: 'Street address',
          type: 'text',
          rows: 3,
          validation: (rule) => rule.required(),
        }),
      ],
    }),
    defineField({
      name: 'socialLinks',
      title: 'Social profiles',
      type: 'array',
      group: 'footer',
      of: [
        defineArrayMember({
          name: 'socialLink',
          type: 'object',
          fields: [
            defineField({
              name: 'platform',
              title: 'Platform',
              type: 'string',
              options: { list: Object.entries(SOCIAL_PLATFORMS).map(([value, title]) => ({ value, title })) },
              validation: (rule) => rule.required(),
            }),
            defineField({
              name: 'url',
              title: 'Profile address',
              type: 'url',
              validation: (rule) => rule.required().uri({ scheme: ['https'] }),
            }),
          ],
          preview: { select: { title: 'platform', subtitle: 'url' } },
        }),
      ],
    }),
    requiredGroup({
      name: 'footer',
      title: 'Footer',
      group: 'footer',
      fields: [
        defineField({
          name: 'blurb',
          title: 'Short description',
          type: 'text',
          rows: 2,
          validation: (rule) => rule.required(),
        }),
        defineField({
          name: 'columns',
          title: 'Link columns',
          type: 'array',
          of: [
            defineArrayMember({
              name: 'footerColumn',
              type: 'object',
              fields: [
                requiredString('title', 'Column title'),
                defineField({
                  name: 'links',
                  title: 'Links',
                  type: 'array',
                  of: [defineArrayMember({ type: 'link' })],
                  validation: (rule) => rule.required().min(1),
                }),
              ],
              preview: { select: { title: 'title' } },
            }),
          ],
          validation: (rule) => rule.required().min(1),
        }),
        requiredString('copyright', 'Copyright line', 'The year is added in front automatically.'),
      ],
    }),
    requiredGroup({
      name: 'labels',
      title: 'Interface labels',
      description: 'Small texts for controls that appear on every page (also read by screen readers).',
      group: 'labels',
      fields: [
        requiredString('skipToContent', 'Skip link'),
        requiredString('openMenu', 'Open menu button'),
        requiredString('closeMenu', 'Close menu button'),
        requiredString('mainNavigation', 'Main navigation name'),
        requiredString('footerNavigation', 'Footer navigation name'),
        requiredString('homeLink', 'Logo link name'),
        requiredString('socialLinks', 'Social links name'),
        requiredString('copyCode', 'Copy button on code samples'),
        requiredString('codeCopied', 'Confirmation after copying'),
        requiredString(
          'pauseAnimation',
          'Pause control of moving decorations',
          'The switch that stops the twinkling stars and orbits on the page (read by screen readers).',
        ),
      ],
    }),
    requiredGroup({
      name: 'draftModeBanner',
      title: 'Draft preview banner',
      description: 'Shown only to editors previewing drafts (the Presentation tool), at the foot of every page.',
      group: 'labels',
      fields: [
        requiredString('notice', 'Notice', 'Says that the page shows unpublished drafts.'),
        requiredString('leaveLabel', 'Leave link', 'Turns the preview off and shows the published page.'),
      ],
    }),
  ],
  preview: { prepare: () => ({ title: 'Site settings' }) },
})
