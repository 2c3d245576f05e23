import { SINGLETON_PATHS } from '@/lib/site/routes'
import './globals.css'
import type { Metadata } from 'next'
import Link from 'next/link'
import { stegaClean } from '@sanity/client/stega'
import { NotFoundLogger } from '@/components/layout/NotFoundLogger'
import { SiteChrome } from '@/components/layout/SiteChrome'
import { buttonStyles } from '@/components/ui/styles'
import { getNotFoundPage } from '@/lib/sanity/content/site'

export async function generateMetadata(): Promise<Metadata> {
  const page = await getNotFoundPage()
  return { title: stegaClean(page.documentTitle), robots: { index: false } }
}

export default async function NotFound() {
  const page = await getNotFoundPage()
  return (
    <SiteChrome>
      <NotFoundLogger />
      <div className="mx-auto flex min-h-[60vh] max-w-xl flex-col items-center justify-center px-4 py-24 text-center">
        <h1 className="text-gradient text-7xl font-bold">{page.code}</h1>
        <p className="mt-4 text-xl text-ink-100">{page.heading}</p>
        <Link href={SINGLETON_PATHS.homePage} className={`${buttonStyles.primary} mt-8`}>
          {page.homeLinkLabel}
        </Link>
      </div>
    </SiteChrome>
  )
}
