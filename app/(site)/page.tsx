import type { Metadata } from 'next'
import { CallToAction } from '@/components/sections/CallToAction'
import { FaqSection } from '@/components/sections/FaqSection'
import { FeaturesSection } from '@/components/sections/FeaturesSection'
import { Hero } from '@/components/sections/Hero'
import { HowItWorks } from '@/components/sections/HowItWorks'
import { PricingSection } from '@/components/sections/PricingSection'
import { getHomePage } from '@/lib/sanity/content/marketing'
import { getPricingPage } from '@/lib/sanity/content/pricing'
import { pageMetadata } from '@/lib/seo/metadata'

export async function generateMetadata(): Promise<Metadata> {
  const home = await getHomePage()
  return { ...pageMetadata(home.seo, { path: '/' }), title: { absolute: home.seo.title ?? '' } }
}

export default async function HomePage() {
  const [home, pricing] = await Promise.all([getHomePage(), getPricingPage()])
  return (
    <>
      <Hero hero={home.hero} />
      <FeaturesSection section={home.featuresSection} />
      <HowItWorks section={home.howItWorksSection} />
      <PricingSection section={pricing.section} />
      <FaqSection section={home.faqSection} />
      <CallToAction section={home.ctaSection} />
    </>
  )
}
