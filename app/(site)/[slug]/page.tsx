import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { PageHeader } from '@/components/layout/PageHeader'
import { LastUpdated } from '@/components/legal/LastUpdated'
import { ProseBody } from '@/components/legal/ProseBody'
import { SectionsPageContent } from '@/components/sections/SectionsPageContent'
import { getSlugPage, getSlugPageSlugs } from '@/lib/sanity/content/pages'
import { pageMetadata } from '@/lib/seo/metadata'
import { documentPath } from '@/lib/site/routes'

/**
 * One-segment content pages: the legal texts (/privacy, /terms) and the pages marketers build from sections.
 * The slugs published at build time are prerendered, later ones rendered on first visit; an address that names no
 * published page never gets here (the proxy's guard, lib/front/addresses.ts). The site's own routes (/pricing,
 * /support, …) are static folders and always win over this one.
 */
type Props = PageProps<'/[slug]'>

export async function generateStaticParams() {
  const rows = await getSlugPageSlugs()
  return [...new Set(rows.map((row) => row.slug))].map((slug) => ({ slug }))
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { slug } = await params
  const page = await getSlugPage(slug)
  if (!page) notFound()
  return pageMetadata(page.seo, {
    title: page.title,
    path: documentPath(page._type, page.slug),
    indexable: !(page._type === 'page' && page.hiddenFromSearch),
  })
}

export default async function SlugPage({ params }: Props) {
  const { slug } = await params
  const page = await getSlugPage(slug)
  if (!page) notFound()
  if (page._type === 'legalPage') {
    return (
      <article>
        <PageHeader title={page.title} />
        <LastUpdated label={page.lastUpdatedLabel} date={page.lastUpdated} />
        <ProseBody value={page.body} />
      </article>
    )
  }
  return <SectionsPageContent page={page} />
}
