import { defineQuery } from 'next-sanity'
import { cachedSearch } from '@/lib/search/cache'
import { SEARCH_RESULTS_GROQ, searchResultsParams } from '@/lib/search/query'
import { ROUTABLE_TYPES } from '@/lib/site/routes'
import { contentBackend, sanityFetch } from '../fetch'
import { contentReader } from './read'

/** Site search (lib/search/query.ts): one query for the Content Lake and the embedded backend alike. */
export const searchResultsQuery = defineQuery(`${SEARCH_RESULTS_GROQ}`)

/**
 * Results `start` to `end` (exclusive) for the `match` patterns, and how many there are in all: read afresh from the
 * Content Lake, never stored per search in Next's data cache (which with REDIS_URL is the shared Redis, where every
 * distinct search a stranger made was an entry of its own), but kept in this instance's bounded cache
 * (lib/search/cache.ts) until the next publish (matchPatterns sorts the patterns, so "reply follow" and "follow reply"
 * are one entry). Published content even in draft mode.
 */
export const searchContent = cachedSearch({
  generation: contentGeneration,
  search: (patterns, start, end) =>
    sanityFetch({
      query: searchResultsQuery,
      params: searchResultsParams(patterns, start, end),
      tags: ROUTABLE_TYPES,
      publishedOnly: true,
      fresh: true,
    }),
})

/**
 * Which publish the search results belong to: the Content Lake's time when this was last read, kept as ONE entry in
 * Next's data cache tagged with every type a result can be, so a publish's refresh changes it on every instance (and
 * only a publish does). The embedded dataset never changes while the server runs.
 */
async function contentGeneration(): Promise<string> {
  if (contentBackend === 'embedded') return 'embedded'
  return String(await sanityFetch({ query: CONTENT_GENERATION_GROQ, tags: ROUTABLE_TYPES, publishedOnly: true }))
}
const CONTENT_GENERATION_GROQ = 'now()'

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
