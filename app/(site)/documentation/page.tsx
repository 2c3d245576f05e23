import type { Metadata } from 'next'
import { DocCards } from '@/components/docs/DocCards'
import { PageHeader } from '@/components/layout/PageHeader'
import { getDocumentationPage } from '@/lib/sanity/content/docs'
import { pageMetadata } from '@/lib/seo/metadata'
import { SINGLETON_PATHS } from '@/lib/site/routes'

export async function generateMetadata(): Promise<Metadata> {
  const hub = await getDocumentationPage()
  return pageMetadata(hub.seo, { title: hub.title, path: SINGLETON_PATHS.documentationPage })
}

export default async function DocumentationPage() {
  const hub = await getDocumentationPage()
  return (
    <>
      <PageHeader title={hub.title} intro={hub.intro} />
      <div className="mx-auto max-w-5xl px-4 pb-24 pt-8 sm:px-6 lg:px-8">
        <DocCards pages={hub.pages} readMoreLabel={hub.labels.readMoreLabel} />
      </div>
    </>
  )
}
