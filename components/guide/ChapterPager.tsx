import Link from 'next/link'
import { ArrowLeft, ArrowRight } from '@/components/ui/icons'
import { documentPath } from '@/lib/site/routes'

type ChapterLink = { slug: string; title: string }

const card =
  'group flex flex-col rounded-2xl border border-white/10 bg-space-900/80 p-5 transition-colors hover:border-brand-400/40'

/** Links to the chapters before and after this one, in the guide's reading order. */
export function ChapterPager({
  previous,
  next,
  labels,
}: {
  previous: ChapterLink | null
  next: ChapterLink | null
  labels: { previousChapterLabel: string; nextChapterLabel: string }
}) {
  if (!previous && !next) return null
  return (
    <div className="mt-16 grid gap-4 border-t border-white/10 pt-8 sm:grid-cols-2">
      {previous ? (
        <Link href={documentPath('guideChapter', previous.slug)} rel="prev" className={card}>
          <span className="inline-flex items-center gap-2 text-sm text-ink-400">
            <ArrowLeft aria-hidden="true" className="size-4" />
            {labels.previousChapterLabel}
          </span>
          <span className="mt-1 font-semibold text-white group-hover:text-brand-400">{previous.title}</span>
        </Link>
      ) : null}
      {next ? (
        <Link
          href={documentPath('guideChapter', next.slug)}
          rel="next"
          className={`${card} items-end text-right sm:col-start-2`}
        >
          <span className="inline-flex items-center gap-2 text-sm text-ink-400">
            {labels.nextChapterLabel}
            <ArrowRight aria-hidden="true" className="size-4" />
          </span>
          <span className="mt-1 font-semibold text-white group-hover:text-brand-400">{next.title}</span>
        </Link>
      ) : null}
    </div>
  )
}
