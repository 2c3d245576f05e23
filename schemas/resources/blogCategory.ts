import { TagIcon } from '@sanity/icons/Tag'
import { defineField, defineType } from '@sanity/types'
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
    seoField(),
  ],
  preview: {
    select: { title: 'title', slug: 'slug.current' },
    prepare: ({ title, slug }) => ({ title, subtitle: slug ? `/blog/category/${slug}` : undefined }),
  },
})
