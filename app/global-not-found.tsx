import './globals.css'
import { inter } from '@/components/layout/font'
import { NotFoundMessage } from '@/components/layout/NotFoundMessage'
import { SiteChrome } from '@/components/layout/SiteChrome'
import { getNotFoundPage, getSiteChrome } from '@/lib/sanity/content/site'
import { notFoundMetadata } from '@/lib/seo/metadata'

export { viewport } from './layout'
export const generateMetadata = notFoundMetadata

/**
 * Any address no route matches. A global not-found page rather than `app/not-found.tsx`: Next sends a root
 * not-found with every page and loads its client components there, which would be a second copy of the
 * header's code on every page. Addresses a page rejects (`notFound()`) get `(site)/not-found.tsx`.
 */
export default async function GlobalNotFound() {
  const [chrome, page] = await Promise.all([getSiteChrome(), getNotFoundPage()])
  return (
    <html lang="en" className={inter.variable}>
      <body className="min-h-dvh font-sans antialiased">
        <SiteChrome content={chrome}>
          <NotFoundMessage page={page} />
        </SiteChrome>
      </body>
    </html>
  )
}
