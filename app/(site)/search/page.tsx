import type { Metadata } from 'next'
import { headers } from 'next/headers'
import { notFound } from 'next/navigation'
import { PageHeader } from '@/components/layout/PageHeader'
import { Pagination } from '@/components/navigation/Pagination'
import { SearchForm } from '@/components/search/SearchForm'
import { SearchResults, type SearchResult } from '@/components/search/SearchResults'
import { getSearchPage, searchContent } from '@/lib/sanity/content/search'
import { resultsHeading } from '@/lib/search/heading'
import { runSearch, SEARCH_NETWORK_RATE_LIMITS, SEARCH_RATE_LIMIT, type SearchOutcome } from '@/lib/search/run'
import { MAX_SEARCH_LENGTH, readResultPage, readSearchInput } from '@/lib/search/terms'
import { rateLimiterFor } from '@/lib/security/limiters'
import { networkLimiters } from '@/lib/security/networks'
import { requestClientKey } from '@/lib/security/requestClient'
import { pageMetadata } from '@/lib/seo/metadata'
import { pathFor, SEARCH_PATH } from '@/lib/site/routes'
import { fillIn } from '@/lib/text/fillIn'

type Content = Awaited<ReturnType<typeof getSearchPage>>
type Found = Awaited<ReturnType<typeof searchContent>>['results'][number]

/** While Redis is unreachable each instance counts on its own: search stays up, still limited. */
const searchLimiter = rateLimiterFor('search', SEARCH_RATE_LIMIT, 'count-per-instance')
const searchNetworkLimiters = networkLimiters(SEARCH_NETWORK_RATE_LIMITS, (prefix, rule) =>
  rateLimiterFor(`search-${prefix}`, rule, 'count-per-instance'),
)

/** Kept out of search engines (and the sitemap): result pages are not pages of their own. */
export async function generateMetadata(): Promise<Metadata> {
  const content = await getSearchPage()
  return pageMetadata(content.seo, { title: content.title, path: SEARCH_PATH, indexable: false })
}

/** /search?q=…&page=…: a GET form and server-rendered results, so it works the same without JavaScript. */
export default async function SearchPage({ searchParams }: PageProps<'/search'>) {
  const [content, params, requestHeaders] = await Promise.all([getSearchPage(), searchParams, headers()])
  const input = readSearchInput(params.q)
  const outcome = await runSearch(input, readResultPage(params.page), {
    pageSize: content.resultsPerPage,
    limiter: searchLimiter,
    networkLimiters: searchNetworkLimiters,
    clientKey: requestClientKey(requestHeaders),
    search: searchContent,
  })
  if (outcome.kind === 'pastTheEnd') notFound()
  const typed = Array.isArray(params.q) ? params.q[0] : params.q
  return (
    <>
      <PageHeader title={content.title} />
      <div className="mx-auto max-w-3xl px-4 pb-24 pt-4 sm:px-6 lg:px-8">
        <SearchForm labels={content.form} name={content.title} value={typed} id="search-page-field" />
        <Outcome outcome={outcome} content={content} />
      </div>
    </>
  )
}

const messageClass = 'mt-8 text-ink-300'

function Outcome({ outcome, content }: { outcome: SearchOutcome<Found>; content: Content }) {
  const { messages } = content
  switch (outcome.kind) {
    case 'results':
      break
    case 'tooLong':
      return <p className={messageClass}>{fillIn(messages.tooLong, { max: MAX_SEARCH_LENGTH })}</p>
    case 'tooManySearches':
      return <p className={messageClass}>{messages.tooManySearches}</p>
    case 'unavailable':
      return <p className={messageClass}>{messages.unavailable}</p>
    default:
      return <p className={messageClass}>{messages.empty}</p>
  }
  const { text, terms, total, results } = outcome
  return (
    <>
      <h2 id="search-results-heading" className="mt-10 text-xl font-semibold text-white">
        {resultsHeading(messages, total, text)}
      </h2>
      {results.length > 0 && (
        <SearchResults
          results={results.flatMap((found) => asResult(found, content))}
          terms={terms}
          labelledBy="search-results-heading"
        />
      )}
      {outcome.pageCount > 1 && (
        <Pagination hrefOf={(page) => resultsPath(text, page)} page={outcome} labels={content.labels} />
      )}
    </>
  )
}

/** A result as the list shows it: its address and the name of its kind (the site's own pages are all "pages"). */
function asResult(found: Found, content: Content): SearchResult[] {
  const path = pathFor(found._type, found.slug)
  if (!path || !found.title) return []
  const kind = (found._type in content.kindLabels ? found._type : 'page') as keyof Content['kindLabels']
  return [
    {
      key: found._id,
      path,
      kind: content.kindLabels[kind],
      title: found.title,
      summary: found.summary,
      body: found.body,
    },
  ]
}

/** Page `page` of the results for `text`, as the form would have asked for it. */
const resultsPath = (text: string, page: number) =>
  `${SEARCH_PATH}?${new URLSearchParams(page > 1 ? { q: text, page: String(page) } : { q: text })}`
