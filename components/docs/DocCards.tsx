import Link from 'next/link'
import { IconBadge } from '@/components/ui/IconCard'
import { ArrowRight } from '@/components/ui/icons'
import { CARD_PICTURE_CLASS, SanityImage } from '@/components/ui/SanityImage'
import { documentPath } from '@/lib/site/routes'
import type { DocumentationPageQueryResult } from '@/sanity/types'

type Hub = NonNullable<DocumentationPageQueryResult>

/** The documentation hub's cards: icon, title, summary, the topics the page covers and a link to it. */
export function DocCards({ pages, readMoreLabel }: { pages: Hub['pages']; readMoreLabel: string }) {
  return (
    <ul className="grid gap-6 md:grid-cols-2">
      {pages
        .filter((page) => page != null)
        .map((page) => (
          <li
            key={page._id}
            className="relative flex flex-col rounded-2xl border border-white/10 bg-space-900/80 p-6 transition-colors focus-within:border-brand-400/60 hover:border-brand-400/40"
          >
            <SanityImage
              image={page.image}
              owner={page._id}
              aspectRatio={16 / 10}
              width={600}
              sizes="(min-width: 768px) 36rem, 100vw"
              className={CARD_PICTURE_CLASS}
            />
            <IconBadge name={page.icon} />
            <h2 className="mt-4 text-xl font-semibold text-white">{page.title}</h2>
            <p className="mt-2 text-ink-300">{page.summary}</p>
            <ul className="mt-4 flex-1 space-y-2">
              {page.topics.map((topic) => (
                <li key={topic} className="check-item gap-2 text-ink-300">
                  {topic}
                </li>
              ))}
            </ul>
            <Link
              href={documentPath('docPage', page.slug)}
              className="mt-6 inline-flex items-center gap-2 self-start text-sm font-medium text-brand-400 after:absolute after:inset-0 after:rounded-2xl hover:text-white"
            >
              {readMoreLabel}
              <span className="sr-only">: {page.title}</span>
              <ArrowRight aria-hidden="true" className="size-4" />
            </Link>
          </li>
        ))}
    </ul>
  )
}
