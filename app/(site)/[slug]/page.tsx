import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { PageHeader } from '@/components/layout/PageHeader'
import { LastUpdated } from '@/components/legal/LastUpdated'
import { ProseBody } from '@/components/legal/ProseBody'
import { getSlugPage, getSlugPageSlugs } from '@/lib/sanity/content/legal'
import { pageMetadata } from '@/lib/seo/metadata'
import { documentPath } from '@/lib/site/routes'

/**
 * One-segment content pages: the legal texts (/privacy, /terms) and the generic pages marketers add.
 * Only the slugs that exist are built; any other single-segment path is a 404. The site's own routes
 * (/pricing, /support, …) are static folders and always win over this one.
 */
export const dynamicParams = false

type Props = PageProps<'/[slug]'>

export async function generateStaticParams() {
  const rows = await getSlugPageSlugs()
  return [...new Set(rows.map((row) => row.slug))].map((slug) => ({ slug }))
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { slug } = await params
  const page = await getSlugPage(slug)
  if (!page) notFound()
  return pageMetadata(page.seo, { title: page.title, path: documentPath(page._type, page.slug) })
}

export default async function SlugPage({ params }: Props) {
  const { slug } = await params
  const page = await getSlugPage(slug)
  if (!page) notFound()
  return (
    <article>
      {page._type === 'legalPage' ? (
        <>
          <PageHeader title={page.title} />
          <LastUpdated label={page.lastUpdatedLabel} date={page.lastUpdated} />
        </>
      ) : (
        <PageHeader title={page.title} intro={page.intro} />
      )}
      <ProseBody value={page.body} />
    </article>
  )
}
