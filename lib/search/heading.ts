import { fillIn } from '@/lib/text/fillIn'

/** The Search page's messages over its results: `{count}` results for `{query}`, the visitor's words. */
export type ResultsMessages = { noResults: string; oneResult: string; results: string }

/** The heading over the results: the message for none, one or several, with the count and the words as typed. */
export function resultsHeading(messages: ResultsMessages, total: number, text: string): string {
  const template = total === 0 ? messages.noResults : total === 1 ? messages.oneResult : messages.results
  return fillIn(template, { count: total.toLocaleString('en-US'), query: text })
}
