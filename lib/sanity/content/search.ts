import { defineQuery } from 'next-sanity'
import { SEARCH_RESULTS_GROQ, searchResultsParams } from '@/lib/search/query'
import { ROUTABLE_TYPES } from '@/lib/site/routes'
import { sanityFetch } from '../fetch'
import { contentReader } from './read'

/** Site search (lib/search/query.ts): one query for the Content Lake and the embedded backend alike. */
export const searchResultsQuery = defineQuery(`${SEARCH_RESULTS_GROQ}`)

/**
 * Results `start` to `end` (exclusive) for the `match` patterns, and how many there are in all. Kept in Next's data
 * cache, tagged with every type a result can be, so a search repeated (by anyone, on any instance with REDIS_URL)
 * asks the Content Lake nothing until something is published (matchPatterns sorts the patterns, so "reply follow"
 * and "follow reply" are one entry). Published content even in draft mode.
 */
export const searchContent = (patterns: string[], start: number, end: number) =>
  sanityFetch({
    query: searchResultsQuery,
    params: searchResultsParams(patterns, start, end),
    tags: ROUTABLE_TYPES,
    publishedOnly: true,
  })

/** The search page's texts: its title, the form's labels, the messages and the names of each kind of page. */
export const searchPageQuery = defineQuery(`*[_type == "searchPage" && _id == "searchPage"][0]{
  title,
  seo,
  resultsPerPage,
  form,
  messages,
  kindLabels,
  labels
}`)

export const getSearchPage = contentReader(searchPageQuery, ['searchPage'], 'Search page')
