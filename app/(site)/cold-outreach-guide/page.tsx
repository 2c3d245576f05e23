import type { Metadata } from 'next'
import { ChapterCards } from '@/components/guide/ChapterCards'
import { PageHeader } from '@/components/layout/PageHeader'
import { getGuidePage } from '@/lib/sanity/content/guide'
import { pageMetadata } from '@/lib/seo/metadata'
import { SINGLETON_PATHS } from '@/lib/site/routes'

export async function generateMetadata(): Promise<Metadata> {
  const guide = await getGuidePage()
  return pageMetadata(guide.seo, { title: guide.title, path: SINGLETON_PATHS.guidePage })
}

export default async function ColdOutreachGuidePage() {
  const guide = await getGuidePage()
  return (
    <>
      <PageHeader title={guide.title} intro={guide.intro} />
      <div className="mx-auto max-w-5xl px-4 pb-24 pt-8 sm:px-6 lg:px-8">
        <ChapterCards chapters={guide.chapters} labels={guide.labels} />
      </div>
    </>
  )
}
