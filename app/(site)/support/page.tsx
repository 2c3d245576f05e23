import type { Metadata } from 'next'
import { PageHeader } from '@/components/layout/PageHeader'
import { CommunityCard, KnowledgeBase, SupportChannels } from '@/components/support/SupportSections'
import { Sections } from '@/components/sections/Sections'
import { getSupportPage } from '@/lib/sanity/content/support'
import { pageMetadata } from '@/lib/seo/metadata'
import { SINGLETON_PATHS } from '@/lib/site/routes'

export async function generateMetadata(): Promise<Metadata> {
  const page = await getSupportPage()
  return pageMetadata(page.seo, { title: page.title, path: SINGLETON_PATHS.supportPage })
}

export default async function SupportPage() {
  const page = await getSupportPage()
  return (
    <>
      <PageHeader title={page.title} intro={page.intro} />
      <div className="mx-auto max-w-5xl space-y-6 px-4 pb-24 pt-8 sm:px-6 lg:px-8">
        <SupportChannels channels={page.channels} />
        <div className="grid gap-6 md:grid-cols-2">
          <KnowledgeBase knowledgeBase={page.knowledgeBase} />
          <CommunityCard community={page.community} />
        </div>
      </div>
      <Sections sections={page.sections} owner={page} />
    </>
  )
}
