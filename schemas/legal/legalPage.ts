import { DocumentTextIcon } from '@sanity/icons/DocumentText'
import { defineField, defineType } from '@sanity/types'
import { requiredString, SEO_GROUP, seoField, slugField } from '../fields'
import { notAnAddressOf } from '../pages/address'

/**
 * A legal text (privacy policy, terms of service). The /privacy page shows the document with the slug
 * "privacy", /terms the one with the slug "terms".
 */
export const legalPage = defineType({
  name: 'legalPage',
  title: 'Legal page',
  type: 'document',
  icon: DocumentTextIcon,
  groups: [{ name: 'content', title: 'Content', default: true }, SEO_GROUP],
  fields: [
    defineField({ ...requiredString('title', 'Title', 'The page heading, e.g. "Privacy Policy".'), group: 'content' }),
    defineField({
      ...slugField('title', notAnAddressOf('page')),
      description: '"privacy" is shown at /privacy and "terms" at /terms. Changing it takes the page offline.',
      group: 'content',
    }),
    defineField({
      name: 'lastUpdated',
      title: 'Last updated',
      description: 'The date the text last changed in substance. Shown under the title.',
      type: 'date',
      group: 'content',
      validation: (rule) => rule.required(),
    }),
    defineField({
      ...requiredString('lastUpdatedLabel', 'Label before the date', 'e.g. "Last updated"; the date follows it.'),
      group: 'content',
    }),
    defineField({
      name: 'body',
      title: 'Text',
      description: 'Use Heading 2 for each section; the headings form the page outline.',
      type: 'richText',
      group: 'content',
      validation: (rule) => rule.required().min(1),
    }),
    seoField('seo'),
  ],
  orderings: [{ title: 'Title', name: 'titleAsc', by: [{ field: 'title', direction: 'asc' }] }],
  preview: {
    select: { title: 'title', slug: 'slug.current', date: 'lastUpdated' },
    prepare: ({ title, slug, date }) => ({
      title,
      subtitle: [slug && `/${slug}`, date && `updated ${date}`].filter(Boolean).join(' · '),
    }),
  },
})
