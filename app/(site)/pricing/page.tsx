import type { Metadata } from 'next'
import { PageHeader } from '@/components/layout/PageHeader'
import { PricingSection } from '@/components/sections/PricingSection'
import { getPricingPage } from '@/lib/sanity/content/pricing'
import { pageMetadata } from '@/lib/seo/metadata'

export async function generateMetadata(): Promise<Metadata> {
  const page = await getPricingPage()
  return pageMetadata(page.seo, { title: page.title, path: '/pricing' })
}

export default async function PricingPage() {
  const page = await getPricingPage()
  return (
    <>
      <PageHeader title={page.title} intro={page.intro} />
      <PricingSection section={page.section} />
    </>
  )
}
