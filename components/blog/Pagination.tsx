import Link from 'next/link'
import { ArrowLeft, ArrowRight } from '@/components/ui/icons'
import { pagePath, type ArticlePage } from '@/lib/blog/pagination'
import type { BlogPageQueryResult } from '@/sanity/types'

type Labels = Pick<
  NonNullable<BlogPageQueryResult>['labels'],
  'paginationLabel' | 'previousPageLabel' | 'nextPageLabel' | 'pageOfLabel' | 'feedLabel'
>

/** Where the reader is ("2 of 3"), from the content’s label with its {page} and {pages} filled in. */
export const pageOfText = (label: string, { page, pageCount }: Pick<ArticlePage<unknown>, 'page' | 'pageCount'>) =>
  label.replace('{page}', String(page)).replace('{pages}', String(pageCount))

/**
 * Below an article list: links to the newer and older pages (with the `rel` prev/next links search engines read,
 * which React places in the head), where the reader is, and the list's feed (RSS). Plain links: no JavaScript.
 */
export function Pagination({
  basePath,
  page,
  feedPath,
  labels,
}: {
  basePath: string
  page: Pick<ArticlePage<unknown>, 'page' | 'pageCount'>
  feedPath: string
  labels: Labels
}) {
  const newer = page.page > 1 ? pagePath(basePath, page.page - 1) : null
  const older = page.page < page.pageCount ? pagePath(basePath, page.page + 1) : null
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
        <a href={feedPath} type="application/rss+xml" className={linkClass}>
          {labels.feedLabel}
        </a>
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
