import { DocumentTextIcon } from '@sanity/icons/DocumentText'
import { defineArrayMember, defineField, defineType } from '@sanity/types'
import { imageField } from '../objects/image'
import { requiredString, requiredText, SEO_GROUP, seoField, slugField, stringList } from '../fields'

/** Addresses under /blog that the blog itself uses (/blog/page/2, /blog/category/…): never an article's. */
const BLOG_OWN_SEGMENTS = ['page', 'category']

/** An article: a card on /blog and its own page at /blog/{slug}. */
export const blogPost = defineType({
  name: 'blogPost',
  title: 'Blog post',
  type: 'document',
  icon: DocumentTextIcon,
  groups: [{ name: 'card', title: 'Card & header', default: true }, { name: 'article', title: 'Article' }, SEO_GROUP],
  fields: [
    defineField({ ...requiredString('title', 'Title'), group: 'card' }),
    defineField({
      ...slugField('title', (slug) =>
        BLOG_OWN_SEGMENTS.includes(slug)
          ? `/blog/${slug} is taken by the blog's own pages: choose another address.`
          : true,
      ),
      group: 'card',
    }),
    defineField({
      name: 'publishedAt',
      title: 'Publication date',
      type: 'date',
      options: { dateFormat: 'MMMM D, YYYY' },
      group: 'card',
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'author',
      title: 'Author',
      type: 'reference',
      to: [{ type: 'author' }],
      group: 'card',
      validation: (rule) => rule.required(),
    }),
    imageField('cover', 'Cover image', {
      description: 'Shown wide above the article and cropped on its card: set the hotspot on what must stay in frame.',
      group: 'card',
    }),
    defineField({
      ...requiredText('summary', 'Summary', 3),
      description: 'Two or three sentences for the card on /blog and the intro under the article title.',
      group: 'card',
      validation: (rule) => [rule.required(), rule.max(300).warning('Long summaries crowd the article card.')],
    }),
    defineField({
      ...stringList('tags', 'Tags'),
      description: 'Short keywords shown as chips on the card, e.g. "AI", "Automation".',
      group: 'card',
      validation: (rule) => rule.required().min(1).max(6).unique(),
    }),
    defineField({
      name: 'categories',
      title: 'Categories',
      description: 'The first category is the main one.',
      type: 'array',
      of: [defineArrayMember({ type: 'reference', to: [{ type: 'blogCategory' }] })],
      group: 'card',
      validation: (rule) => rule.required().min(1).max(3).unique(),
    }),
    defineField({
      name: 'body',
      title: 'Article',
      description: 'Use Heading 2 for the main sections; the title above is already the page heading.',
      type: 'richText',
      group: 'article',
      validation: (rule) => rule.required(),
    }),
    seoField('seo'),
  ],
  orderings: [{ title: 'Newest first', name: 'publishedAtDesc', by: [{ field: 'publishedAt', direction: 'desc' }] }],
  preview: {
    select: { title: 'title', date: 'publishedAt', author: 'author.name', media: 'cover' },
    prepare: ({ title, date, author }) => ({ title, subtitle: [date, author].filter(Boolean).join(' · ') }),
  },
})
