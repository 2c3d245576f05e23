import { fillIn } from '@/lib/text/fillIn'

/**
 * Article lists in pages (/blog, /blog/page/2, a category and its /page/2…): page 1 is the list's own address, and
 * every further page exists only while it has articles, so an address past the end is a 404.
 */
export type ArticlePage<T> = { items: T[]; page: number; pageCount: number }

/** Where the reader is ("2 of 3"), from the content’s label with its {page} and {pages} filled in. */
export const pageOfText = (label: string, { page, pageCount }: Pick<ArticlePage<unknown>, 'page' | 'pageCount'>) =>
  fillIn(label, { page, pages: pageCount })

/** Page `page` (from 1) of `items` at `pageSize` a page, or null past the end (page 1 always exists). */
export function pageOf<T>(items: readonly T[], pageSize: number, page: number): ArticlePage<T> | null {
  const size = Math.max(1, Math.floor(pageSize))
  const pageCount = Math.max(1, Math.ceil(items.length / size))
  if (!Number.isInteger(page) || page < 1 || page > pageCount) return null
  return { items: items.slice((page - 1) * size, page * size), page, pageCount }
}

/**
 * The page number in a /page/{n} address, or null: only 2 and up, written plainly (page 1 is the list's own address,
 * so /page/1, /page/02 or /page/2.0 would be second addresses for one page).
 */
export function pageNumberIn(segment: string): number | null {
  return /^[1-9]\d{0,5}$/.test(segment) && segment !== '1' ? Number(segment) : null
}

/** The address of page `page` of the list at `basePath`: the list's own for page 1. */
export const pagePath = (basePath: string, page: number) => (page === 1 ? basePath : `${basePath}/page/${page}`)

/** The page numbers from 2 to `pageCount`, for prerendering. */
export const laterPages = (pageCount: number) => Array.from({ length: Math.max(0, pageCount - 1) }, (_, i) => i + 2)
