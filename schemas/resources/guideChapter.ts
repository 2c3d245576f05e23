import { BookmarkIcon } from '@sanity/icons/Bookmark'
import { defineField, defineType } from '@sanity/types'
import { requiredString, requiredText, SEO_GROUP, seoField, slugField } from '../fields'

/** A chapter of the Cold Outreach Guide: a card on /cold-outreach-guide and its page at /cold-outreach-guide/{slug}. */
export const guideChapter = defineType({
  name: 'guideChapter',
  title: 'Guide chapter',
  type: 'document',
  icon: BookmarkIcon,
  groups: [{ name: 'card', title: 'Card', default: true }, { name: 'chapter', title: 'Chapter' }, SEO_GROUP],
  fields: [
    defineField({ ...requiredString('title', 'Title'), group: 'card' }),
    defineField({ ...slugField('title'), group: 'card' }),
    defineField({
      ...requiredText('description', 'Description', 2),
      description: 'One or two sentences for the chapter card and the intro under the chapter title.',
      group: 'card',
    }),
    defineField({
      name: 'readTime',
      title: 'Reading time (minutes)',
      description: 'Shown as "10 min read".',
      type: 'number',
      group: 'card',
      validation: (rule) => rule.required().integer().min(1).max(60),
    }),
    defineField({
      name: 'body',
      title: 'Chapter text',
      description: 'Use Heading 2 for the main sections; the title is already the page heading.',
      type: 'richText',
      group: 'chapter',
      validation: (rule) => rule.required(),
    }),
    seoField('seo'),
  ],
  preview: {
    select: { title: 'title', readTime: 'readTime' },
    prepare: ({ title, readTime }) => ({
      title,
      subtitle: typeof readTime === 'number' ? `${readTime} min read` : undefined,
    }),
  },
})
