import { defineField, defineType } from '@sanity/types'
import { imageField } from './image'

/** Search-engine and social-card text for one page. Empty fields fall back to the page title and site defaults. */
export const seo = defineType({
  name: 'seo',
  title: 'Search & sharing',
  type: 'object',
  options: { collapsible: true, collapsed: true },
  fields: [
    defineField({
      name: 'title',
      title: 'Page title',
      description: 'Shown in the browser tab and search results. Keep it under 60 characters.',
      type: 'string',
      validation: (rule) => rule.max(60).warning('Search engines cut titles longer than 60 characters.'),
    }),
    defineField({
      name: 'description',
      title: 'Meta description',
      description: 'One or two sentences for search results and link previews (50–160 characters).',
      type: 'text',
      rows: 3,
      validation: (rule) => [
        rule.required(),
        rule.min(50).warning('Descriptions under 50 characters look thin in search results.'),
        rule.max(160).warning('Search engines cut descriptions longer than 160 characters.'),
      ],
    }),
    imageField('image', 'Social image', {
      description:
        'Optional: the picture social networks show with a link to this page, cropped to 1200 × 630 around the hotspot. Empty: the card the site draws from the page title.',
    }),
  ],
})
