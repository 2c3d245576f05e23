import { SearchIcon } from '@sanity/icons/Search'
import { defineField, defineType } from '@sanity/types'
import { labelsField, PAGE_GROUPS, requiredGroup, requiredString, requiredWithPlaceholder, seoField } from '../fields'

const withPlaceholder = (name: string, title: string, placeholder: string, description: string) =>
  defineField({ name, title, description, type: 'string', validation: requiredWithPlaceholder(placeholder) })

/**
 * /search: every word of it, and of the search field at the foot of every page. The page itself is kept out of
 * search engines and the sitemap; its "Search & sharing" description is what a shared link shows.
 */
export const searchPage = defineType({
  name: 'searchPage',
  title: 'Search page',
  type: 'document',
  icon: SearchIcon,
  groups: PAGE_GROUPS,
  fields: [
    defineField({ ...requiredString('title', 'Page title', 'The large heading, e.g. "Search".'), group: 'content' }),
    defineField({
      name: 'resultsPerPage',
      title: 'Results per page',
      description: 'How many results one page lists before "More results".',
      type: 'number',
      group: 'content',
      initialValue: 10,
      validation: (rule) => rule.required().integer().min(1).max(50),
    }),
    requiredGroup({
      name: 'form',
      title: 'Search field',
      description: 'On this page and at the foot of every page.',
      group: 'content',
      fields: [
        requiredString('label', 'Field label', 'E.g. "Search the site". Read out by screen readers in the footer.'),
        requiredString('buttonLabel', 'Button', 'E.g. "Search".'),
      ],
    }),
    requiredGroup({
      name: 'messages',
      title: 'Messages',
      group: 'content',
      fields: [
        requiredString('empty', 'Nothing typed yet', 'Shown above the field before a search, e.g. what search covers.'),
        withPlaceholder('tooLong', 'Search too long', '{max}', 'E.g. "Searches are limited to {max} characters."'),
        withPlaceholder('noResults', 'No results', '{query}', 'E.g. "Nothing matches “{query}”."'),
        withPlaceholder('oneResult', 'One result', '{query}', 'E.g. "1 result for “{query}”".'),
        withPlaceholder('results', 'Several results', '{count}', 'E.g. "{count} results for “{query}”".'),
        requiredString('tooManySearches', 'Too many searches', 'When one visitor searches very often in a short time.'),
        requiredString('unavailable', 'Search unavailable', 'When the content cannot be read right now.'),
      ],
    }),
    requiredGroup({
      name: 'kindLabels',
      title: 'Kinds of page',
      description: 'Shown above each result.',
      group: 'labels',
      fields: [
        requiredString('page', 'Pages', 'The site’s own pages, legal and other pages, e.g. "Page".'),
        requiredString('blogPost', 'Blog articles', 'E.g. "Article".'),
        requiredString('blogCategory', 'Blog categories', 'E.g. "Blog category".'),
        requiredString('docPage', 'Documentation pages', 'E.g. "Documentation".'),
        requiredString('guideChapter', 'Guide chapters', 'E.g. "Guide chapter".'),
        requiredString('emailTemplate', 'Email templates', 'E.g. "Email template".'),
        requiredString('caseStudy', 'Case studies', 'E.g. "Case study".'),
      ],
    }),
    labelsField('The links between pages of results.', [
      requiredString('paginationLabel', 'Name of the page links', 'Read out by screen readers, e.g. "Result pages".'),
      requiredString('previousPageLabel', 'Link to the previous results', 'E.g. "Previous results".'),
      requiredString('nextPageLabel', 'Link to the next results', 'E.g. "More results".'),
      defineField({
        name: 'pageOfLabel',
        title: 'Where the reader is',
        description: 'E.g. "Page {page} of {pages}".',
        type: 'string',
        validation: requiredWithPlaceholder('{page}'),
      }),
    ]),
    seoField('content'),
  ],
  preview: { prepare: () => ({ title: 'Search page' }) },
})
