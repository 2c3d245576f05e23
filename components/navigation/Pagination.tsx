import Link from 'next/link'
import { ArrowLeft, ArrowRight } from '@/components/ui/icons'
import { pageOfText, type ArticlePage } from '@/lib/blog/pagination'

type Labels = { paginationLabel: string; previousPageLabel: string; nextPageLabel: string; pageOfLabel: string }

/**
 * Below a list in pages (articles, search results): links to the previous and next pages (with the `rel` prev/next
 * links search engines read, which React places in the head), where the reader is, and the list's feed if it has
 * one. Plain links: no JavaScript.
 */
export function Pagination({
  hrefOf,
  page,
  feed,
  labels,
}: {
  /** The address of page n of the list. */
  hrefOf: (page: number) => string
  page: Pick<ArticlePage<unknown>, 'page' | 'pageCount'>
  feed?: { path: string; label: string }
  labels: Labels
}) {
  const newer = page.page > 1 ? hrefOf(page.page - 1) : null
  const older = page.page < page.pageCount ? hrefOf(page.page + 1) : null
  const linkClass = 'inline-flex items-center gap-2 font-medium text-brand-400 hover:text-white'
  return (
    <nav
      aria-label={labels.paginationLabel}
      className="mt-12 flex flex-wrap items-center justify-between gap-4 border-t border-white/10 pt-6 text-sm"
    >
      {newer && <link rel="prev" href={newer} />}
      {older && <link rel="next" href={older} />}
      {newer ? (
        <Link href={newer} className={linkClass}>
          <ArrowLeft aria-hidden="true" className="size-4" />
          {labels.previousPageLabel}
        </Link>
      ) : (
        <span />
      )}
      {page.pageCount > 1 && <p className="text-ink-300">{pageOfText(labels.pageOfLabel, page)}</p>}
      <span className="flex items-center gap-6">
        {feed && (
          <a href={feed.path} type="application/rss+xml" className={linkClass}>
            {feed.label}
          </a>
        )}
        {older && (
          <Link href={older} className={linkClass}>
            {labels.nextPageLabel}
            <ArrowRight aria-hidden="true" className="size-4" />
          </Link>
        )}
      </span>
    </nav>
  )
}
