import { BookIcon } from '@sanity/icons/Book'
import { defineField, defineType } from '@sanity/types'
import {
  PAGE_GROUPS,
  labelsField,
  pageHeaderFields,
  referenceList,
  requiredString,
  requiredWithPlaceholder,
} from '../fields'

/** The /blog index; its labels are also used on every article and category page. */
export const blogPage = defineType({
  name: 'blogPage',
  title: 'Blog page',
  type: 'document',
  icon: BookIcon,
  groups: PAGE_GROUPS,
  fields: [
    ...pageHeaderFields('content'),
    defineField({
      name: 'postsPerPage',
      title: 'Articles per page',
      description:
        'How many article cards /blog and each category show before "Next page" (newest first). Further pages are at /blog/page/2, /blog/page/3…',
      type: 'number',
      group: 'content',
      initialValue: 10,
      validation: (rule) => rule.required().integer().min(1).max(50),
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
      requiredString('paginationLabel', 'Name of the page links', 'Read out by screen readers, e.g. "Pages".'),
      requiredString('previousPageLabel', 'Link to the newer articles', 'E.g. "Newer articles".'),
      requiredString('nextPageLabel', 'Link to the older articles', 'E.g. "Older articles".'),
      defineField({
        name: 'pageOfLabel',
        title: 'Where the reader is',
        description: 'E.g. "Page {page} of {pages}". Also added to the browser tab title of pages 2 and up.',
        type: 'string',
        validation: requiredWithPlaceholder('{page}'),
      }),
      requiredString('feedLabel', 'Link to the RSS feed', 'E.g. "RSS feed". Feed readers also find it on their own.'),
    ]),
  ],
  preview: { prepare: () => ({ title: 'Blog page' }) },
})
