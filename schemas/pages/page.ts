import { DocumentIcon } from '@sanity/icons/Document'
import { defineField, defineType } from '@sanity/types'
import { requiredString, SEO_GROUP, seoField, slugField } from '../fields'
import { sectionsField } from '../sections'
import { notAnAddressOf } from './address'

/**
 * Top-level paths already taken by the site's own pages (and by framework routes). A generic page
 * cannot use them: it would never be shown.
 */
export const RESERVED_PAGE_SLUGS = [
  'about',
  'account',
  'api',
  'auth',
  'blog',
  'careers',
  'case-studies',
  'cold-outreach-guide',
  'contact',
  'documentation',
  'email-templates',
  'features',
  'payment-success',
  'pricing',
  'privacy',
  'search',
  'studio',
  'support',
  'terms',
  'testimonials',
  'trial',
] as const

const addressOfLegalPage = notAnAddressOf('legalPage')
const slug = slugField('title', (current, context) =>
  (RESERVED_PAGE_SLUGS as readonly string[]).includes(current)
    ? `/${current} is already a page of the site: choose another address.`
    : addressOfLegalPage(current, context),
)

/**
 * A page a marketer adds (e.g. /partners, a campaign page): a title, its address and a list of sections. The title is
 * the page's heading unless a hero opens it.
 */
export const page = defineType({
  name: 'page',
  title: 'Page',
  type: 'document',
  icon: DocumentIcon,
  groups: [{ name: 'content', title: 'Content', default: true }, SEO_GROUP],
  fields: [
    defineField({
      ...requiredString(
        'title',
        'Page title',
        'The large heading at the top of the page (a hero’s heading replaces it).',
      ),
      group: 'content',
    }),
    defineField({
      ...slug,
      description: 'The page address: "partners" is shown at /partners. Changing it breaks links to the old address.',
      group: 'content',
    }),
    sectionsField({ group: 'content', required: true }),
    seoField('seo'),
    defineField({
      name: 'hiddenFromSearch',
      title: 'Hide from search engines',
      description:
        'For a page people reach only from a step of the site, such as a thank-you or goodbye page: search engines are asked not to index it, and it is left out of the sitemap, the site search and llms.txt.',
      type: 'boolean',
      initialValue: false,
      group: 'seo',
    }),
  ],
  preview: {
    select: { title: 'title', slug: 'slug.current' },
    prepare: ({ title, slug: current }) => ({ title, subtitle: current ? `/${current}` : 'No address yet' }),
  },
})
