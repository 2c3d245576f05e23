import { TagIcon } from '@sanity/icons/Tag'
import { defineField, defineType } from 'sanity'
import { requiredString, requiredText, seoField, slugField } from '../fields'

/** A blog topic: a tile in "Browse by Category" on /blog and the archive page /blog/category/{slug}. */
export const blogCategory = defineType({
  name: 'blogCategory',
  title: 'Blog category',
  type: 'document',
  icon: TagIcon,
  fields: [
    requiredString('title', 'Name', 'E.g. "AI & Automation".'),
    slugField('title'),
    defineField({
      ...requiredText('description', 'Description', 2),
      description: 'One sentence on what the category covers. Shown on the category tile and archive page.',
    }),
    defineField({
      name: 'articleCount',
      title: 'Article count',
      description:
        'The number shown next to the category ("12 articles"). It counts the whole archive, including articles published before this site, so it is set by hand.',
      type: 'number',
      validation: (rule) => rule.required().integer().min(0),
    }),
    seoField(),
  ],
  preview: {
    select: { title: 'title', count: 'articleCount', slug: 'slug.current' },
    prepare: ({ title, count, slug }) => ({
      title,
      subtitle: [
        typeof count === 'number' ? `${count} articles` : undefined,
        slug ? `/blog/category/${slug}` : undefined,
      ]
        .filter(Boolean)
        .join(' · '),
    }),
  },
})
