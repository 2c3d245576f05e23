import type { Metadata } from 'next'
import { ChapterCards } from '@/components/guide/ChapterCards'
import { PageHeader } from '@/components/layout/PageHeader'
import { getGuidePage } from '@/lib/sanity/content/guide'
import { pageMetadata } from '@/lib/seo/metadata'

export async function generateMetadata(): Promise<Metadata> {
  const guide = await getGuidePage()
  return pageMetadata(guide.seo, { title: guide.title, path: '/cold-outreach-guide' })
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
