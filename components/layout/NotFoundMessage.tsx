import Link from 'next/link'
import { buttonStyles } from '@/components/ui/styles'
import { SINGLETON_PATHS } from '@/lib/site/routes'
import type { NotFoundPageQueryResult } from '@/sanity/types'

type NotFoundPage = Pick<NonNullable<NotFoundPageQueryResult>, 'code' | 'heading' | 'homeLinkLabel'>

/**
 * The not-found page's content, inside the site's header and footer; marked so that NotFoundLogger (in SiteChrome)
 * logs the missing address for debugging.
 */
export function NotFoundMessage({ page }: { page: NotFoundPage }) {
  return (
    <div
      data-not-found=""
      className="mx-auto flex min-h-[60vh] max-w-xl flex-col items-center justify-center px-4 py-24 text-center"
    >
      <h1 className="text-gradient text-7xl font-bold">{page.code}</h1>
      <p className="mt-4 text-xl text-ink-100">{page.heading}</p>
      <Link href={SINGLETON_PATHS.homePage} className={`${buttonStyles.primary} mt-8`}>
        {page.homeLinkLabel}
      </Link>
    </div>
  )
}
