import type { Metadata } from 'next'
import { PageHeader } from '@/components/layout/PageHeader'
import { PricingSection } from '@/components/sections/PricingSection'
import { JsonLd } from '@/components/seo/JsonLd'
import { Sections } from '@/components/sections/Sections'
import { getPricingPage } from '@/lib/sanity/content/pricing'
import { getSiteChrome } from '@/lib/sanity/content/site'
import { plansJsonLd } from '@/lib/seo/jsonLd'
import { pageMetadata } from '@/lib/seo/metadata'
import { SINGLETON_PATHS } from '@/lib/site/routes'

export async function generateMetadata(): Promise<Metadata> {
  const page = await getPricingPage()
  return pageMetadata(page.seo, { title: page.title, path: SINGLETON_PATHS.pricingPage })
}

export default async function PricingPage() {
  const [page, { settings }] = await Promise.all([getPricingPage(), getSiteChrome()])
  return (
    <>
      <JsonLd
        data={plansJsonLd(
          settings.companyName,
          page.section.plans.filter((plan) => plan !== null),
        )}
      />
      <PageHeader title={page.title} intro={page.intro} />
      <PricingSection section={{ ...page.section, anchor: 'pricing' }} headingId="pricing-heading" />
      <Sections sections={page.sections} owner={page} />
    </>
  )
}
