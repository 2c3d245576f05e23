import Link from 'next/link'
import { ArrowRight } from '@/components/ui/icons'
import { documentPath } from '@/lib/site/routes'
import type { GuidePageQueryResult } from '@/sanity/types'
import { ReadTime } from './ReadTime'

type Guide = NonNullable<GuidePageQueryResult>

/** The guide's chapters in reading order: number, reading time, title, description and a link to each. */
export function ChapterCards({ chapters, labels }: { chapters: Guide['chapters']; labels: Guide['labels'] }) {
  return (
    <ol className="grid gap-6 md:grid-cols-2">
      {chapters
        .filter((chapter) => chapter != null)
        .map((chapter, index) => (
          <li
            key={chapter._id}
            className="relative flex flex-col rounded-2xl border border-white/10 bg-space-900/80 p-6 transition-colors focus-within:border-brand-400/60 hover:border-brand-400/40"
          >
            <p className="flex flex-wrap items-center justify-between gap-2 text-sm">
              <span className="font-medium text-violet-400">
                {labels.chapterLabel} {index + 1}
              </span>
              <ReadTime minutes={chapter.readTime} label={labels.minReadLabel} />
            </p>
            <h2 className="mt-3 text-xl font-semibold text-white">{chapter.title}</h2>
            <p className="mt-2 flex-1 text-ink-300">{chapter.description}</p>
            <Link
              href={documentPath('guideChapter', chapter.slug)}
              className="mt-6 inline-flex items-center gap-2 self-start text-sm font-medium text-brand-400 after:absolute after:inset-0 after:rounded-2xl hover:text-white"
            >
              {labels.readChapterLabel}
              <span className="sr-only">: {chapter.title}</span>
              <ArrowRight aria-hidden="true" className="size-4" />
            </Link>
          </li>
        ))}
    </ol>
  )
}
