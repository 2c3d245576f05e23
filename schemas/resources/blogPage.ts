import { BookIcon } from '@sanity/icons/Book'
import { defineField, defineType } from 'sanity'
import { PAGE_GROUPS, labelsField, pageHeaderFields, referenceList, requiredString } from '../fields'

/** The /blog index; its labels are also used on every article and category page. */
export const blogPage = defineType({
  name: 'blogPage',
  title: 'Blog page',
  type: 'document',
  icon: BookIcon,
  groups: PAGE_GROUPS,
  fields: [
    ...pageHeaderFields('content'),
    referenceList('featuredPosts', 'Article cards', 'blogPost', {
      description: 'The article cards on /blog, in this order. An article not listed here still has its own page.',
    }),
    defineField({
      ...requiredString('categoriesHeading', 'Category block heading', 'E.g. "Browse by Category".'),
      group: 'content',
    }),
    referenceList('categories', 'Categories', 'blogCategory', { description: 'The category tiles, in this order.' }),
    labelsField('Small texts used on /blog, on every article page and on the category pages.', [
      requiredString('readMoreLabel', 'Link on each article card', 'E.g. "Read More".'),
      requiredString('byLabel', 'Before the author name', 'E.g. "By" in "By Maya Ellison".'),
      requiredString(
        'articleCountSuffixOne',
        'After a category count of one',
        'E.g. "article" in "1 article". Each tile counts the articles filed under its category.',
      ),
      requiredString('articleCountSuffix', 'After any other category count', 'E.g. "articles" in "2 articles".'),
      requiredString('backLabel', 'Link back to the blog', 'On article and category pages; goes to /blog.'),
      requiredString(
        'relatedHeading',
        'Related articles heading',
        'Above the other articles at the end of an article.',
      ),
      requiredString('categoriesLabel', 'Before an article’s categories', 'E.g. "Filed under".'),
      requiredString('categoryPostsHeading', 'Article list heading on a category page', 'E.g. "Latest articles".'),
      requiredString(
        'categoryEmptyText',
        'Category page without articles',
        'Shown when no article in this category is published here yet.',
      ),
    ]),
  ],
  preview: { prepare: () => ({ title: 'Blog page' }) },
})
