import type { Metadata } from 'next'
import { SolarSystem } from '@/components/decor/SolarSystem'
import { PageHeader } from '@/components/layout/PageHeader'
import { FeatureGrid } from '@/components/sections/FeatureGrid'
import { Sections } from '@/components/sections/Sections'
import { getFeaturesPage } from '@/lib/sanity/content/marketing'
import { pageMetadata } from '@/lib/seo/metadata'
import { SINGLETON_PATHS } from '@/lib/site/routes'

export async function generateMetadata(): Promise<Metadata> {
  const page = await getFeaturesPage()
  return pageMetadata(page.seo, { title: page.title, path: SINGLETON_PATHS.featuresPage })
}

export default async function FeaturesPage() {
  const page = await getFeaturesPage()
  return (
    <div className="relative isolate">
      <SolarSystem className="absolute right-0 top-0 w-72 sm:w-96" drawingClassName="-z-10 opacity-70" />
      <PageHeader title={page.title} intro={page.intro} />
      <div className="mx-auto max-w-7xl px-4 pb-24 pt-8 sm:px-6 lg:px-8">
        <FeatureGrid features={page.features} headingLevel="h2" />
      </div>
      <Sections sections={page.sections} owner={page} />
    </div>
  )
}
