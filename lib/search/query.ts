import { LISTED_PAGE, ROUTABLE_TYPES, SINGLETON_PATHS } from '@/lib/site/routes'

/**
 * Site search in GROQ, one query for both backends. The Content Lake and groq-js (the embedded backend, and the
 * Content Lake stand-in the tests use) both evaluate `match` with an array of patterns (every pattern must match
 * a word; `word*` matches by prefix), `score()` and `boost()`; `text::query()` exists only in the Content Lake
 * (groq-js throws "not implemented"), so the query does without it. Each text is a flat array of strings with the
 * empty ones taken out: groq-js matches nothing in an array holding a null or an object.
 */

/** A page's title: singletons have `title` or `heading`, the home page only its search title. */
const titleText = /* groq */ `coalesce(title, heading, seo.title)`

/** The sentence that sums the page up (an article's summary, a template's description…). */
const summaryText = /* groq */ `coalesce(summary, description, intro, seo.description)`

/** The page's own text: an email template's is plain text (subject, email, when to use it), the rest Portable Text. */
const bodyText = /* groq */ `select(
  _type == "emailTemplate" => array::join(array::compact([subject, body, whenToUse]), " "),
  pt::text(body)
)`

/** Every listed page: the types with an address, a collection's documents only once they have a slug. */
const searchable = /* groq */ `_type in $types && (_type in $singletons || defined(slug.current)) && ${LISTED_PAGE}
  && array::compact([${titleText}, ${summaryText}, ${bodyText}]) match $patterns`

/**
 * A page of results, best first: a match in the title counts far above matches in the summary and text (whose
 * score grows with how often each word appears), ties in title order. `total` counts every result.
 */
export const SEARCH_RESULTS_GROQ = /* groq */ `{
  "total": count(*[${searchable}]),
  "results": *[${searchable}]
    | score(boost(${titleText} match $patterns, 10), ${summaryText} match $patterns, ${bodyText} match $patterns)
    | order(_score desc, ${titleText} asc, _id asc)[$start...$end]{
      _id,
      _type,
      "slug": slug.current,
      "title": ${titleText},
      "summary": ${summaryText},
      "body": ${bodyText}
    }
}`

/** The query's parameters: results `start` to `end` (exclusive) for the `match` patterns. */
export const searchResultsParams = (patterns: string[], start: number, end: number) => ({
  types: ROUTABLE_TYPES,
  singletons: Object.keys(SINGLETON_PATHS),
  patterns,
  start,
  end,
})
