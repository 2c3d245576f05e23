import { DocumentsIcon } from '@sanity/icons/Documents'
import { defineField, defineType } from '@sanity/types'
import { iconField } from '../objects/icon'
import { imageField } from '../objects/image'
import { requiredString, requiredText, SEO_GROUP, seoField, slugField, stringList } from '../fields'

/** A documentation page: a card on /documentation and its page at /documentation/{slug}. */
export const docPage = defineType({
  name: 'docPage',
  title: 'Documentation page',
  type: 'document',
  icon: DocumentsIcon,
  groups: [{ name: 'card', title: 'Hub card', default: true }, { name: 'page', title: 'Page' }, SEO_GROUP],
  fields: [
    defineField({ ...requiredString('title', 'Title'), group: 'card' }),
    defineField({ ...slugField('title'), group: 'card' }),
    defineField({ ...iconField(), group: 'card' }),
    imageField('image', 'Card picture', {
      description: 'Optional: a screenshot shown on the hub card.',
      group: 'card',
    }),
    defineField({
      ...requiredText('summary', 'Card summary', 2),
      description: 'One or two sentences for the card on /documentation and the intro under the page title.',
      group: 'card',
    }),
    defineField({
      ...stringList('topics', 'Topics'),
      description: 'What the page covers, listed on the hub card. Match the page’s main headings.',
      group: 'card',
      validation: (rule) => rule.required().min(1).max(6).unique(),
    }),
    defineField({
      name: 'body',
      title: 'Page text',
      description: 'Use Heading 2 for the main sections; the title is already the page heading.',
      type: 'richText',
      group: 'page',
      validation: (rule) => rule.required(),
    }),
    seoField('seo'),
  ],
  preview: { select: { title: 'title', subtitle: 'summary' } },
})
