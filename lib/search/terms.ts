/**
 * What a visitor typed into the search field, turned into the words the GROQ query matches. Only letters and
 * digits ever reach the query (as a parameter, never as query text): quotes, operators, wildcards and markup are
 * word breaks, so no input can change what the query does.
 */

/** Longer searches are refused with a message rather than cut: the visitor sees what was not searched. */
export const MAX_SEARCH_LENGTH = 200

/** Words beyond these are left out: every result must contain all of them, so more only narrows to nothing. */
const MAX_TERMS = 8
const MAX_TERM_LENGTH = 50

export type SearchInput =
  | { kind: 'empty' }
  | { kind: 'tooLong' }
  /** `text` as typed (trimmed), for the page to repeat; `terms` the lowercase words matched, each as a prefix. */
  | { kind: 'words'; text: string; terms: string[] }

const WORD = /[\p{L}\p{N}]+/gu

/** The words of a search, lowercase, each once, single letters left out (they would match nearly every page). */
export function searchTerms(text: string): string[] {
  const words = text.normalize('NFKC').toLowerCase().match(WORD) ?? []
  const terms = new Set(words.filter((word) => word.length > 1).map((word) => word.slice(0, MAX_TERM_LENGTH)))
  return [...terms].slice(0, MAX_TERMS)
}

/** The `q` of /search?q=…: a second `q` (a crafted address) is ignored, like any other parameter the form never sends. */
export function readSearchInput(q: string | string[] | undefined): SearchInput {
  const text = (Array.isArray(q) ? q[0] : q)?.trim() ?? ''
  if (text.length > MAX_SEARCH_LENGTH) return { kind: 'tooLong' }
  const terms = searchTerms(text)
  return terms.length ? { kind: 'words', text, terms } : { kind: 'empty' }
}

/**
 * The GROQ `match` patterns: every term as a prefix ("pric" finds "pricing"), all of them required. Sorted: their order
 * changes nothing in the results, and the data cache then keeps one entry for the words in any order.
 */
export const matchPatterns = (terms: string[]) => terms.map((term) => `${term}*`).sort()

/** `?page=2` and up, written plainly; anything else is the first page. */
export function readResultPage(page: string | string[] | undefined): number {
  const value = Array.isArray(page) ? page[0] : page
  return value && /^[1-9]\d{0,4}$/.test(value) ? Number(value) : 1
}
