import type { Metadata } from 'next'
import { IconCardSection } from '@/components/company/IconCardSection'
import { StatList } from '@/components/company/StatList'
import { StoryBlock } from '@/components/company/StoryBlock'
import { PageHeader } from '@/components/layout/PageHeader'
import { Sections } from '@/components/sections/Sections'
import { getAboutPage } from '@/lib/sanity/content/company'
import { pageMetadata } from '@/lib/seo/metadata'
import { SINGLETON_PATHS } from '@/lib/site/routes'

export async function generateMetadata(): Promise<Metadata> {
  const page = await getAboutPage()
  return pageMetadata(page.seo, { title: page.title, path: SINGLETON_PATHS.aboutPage })
}

export default async function AboutPage() {
  const page = await getAboutPage()
  return (
    <>
      <PageHeader title={page.title} intro={page.intro} />
      <div className="mx-auto max-w-7xl px-4 pb-24 pt-8 sm:px-6 lg:px-8">
        <div className="grid gap-6 lg:grid-cols-2">
          <StoryBlock id="mission" heading={page.mission.heading} text={page.mission.text} />
          <StoryBlock id="journey" heading={page.journey.heading} text={page.journey.text} />
        </div>
        <div className="pt-16">
          <StatList stats={page.stats} />
        </div>
        <IconCardSection
          id="values"
          heading={page.values.heading}
          intro={page.values.intro}
          items={page.values.items}
        />
      </div>
      <Sections sections={page.sections} owner={page} />
    </>
  )
}
