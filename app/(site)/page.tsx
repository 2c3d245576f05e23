import type { Metadata } from 'next'
import { CallToAction } from '@/components/sections/CallToAction'
import { FaqSection } from '@/components/sections/FaqSection'
import { FeaturesSection } from '@/components/sections/FeaturesSection'
import { Hero } from '@/components/sections/Hero'
import { HowItWorks } from '@/components/sections/HowItWorks'
import { PricingSection } from '@/components/sections/PricingSection'
import { JsonLd } from '@/components/seo/JsonLd'
import { getHomePage } from '@/lib/sanity/content/marketing'
import { getPricingPage } from '@/lib/sanity/content/pricing'
import { getSiteChrome } from '@/lib/sanity/content/site'
import { faqPageJsonLd, organizationJsonLd, plansJsonLd } from '@/lib/seo/jsonLd'
import { pageMetadata } from '@/lib/seo/metadata'
import { SINGLETON_PATHS } from '@/lib/site/routes'

export async function generateMetadata(): Promise<Metadata> {
  const home = await getHomePage()
  const metadata = await pageMetadata(home.seo, { path: SINGLETON_PATHS.homePage })
  return { ...metadata, title: { absolute: String(metadata.title) } }
}

export default async function HomePage() {
  const [home, pricing, { settings }] = await Promise.all([getHomePage(), getPricingPage(), getSiteChrome()])
  const questions = home.faqSection.questions.filter((entry) => entry !== null)
  const plans = pricing.section.plans.filter((plan) => plan !== null)
  return (
    <>
      <JsonLd
        data={[
          organizationJsonLd({
            name: settings.companyName,
            ...settings.contact,
            sameAs: (settings.socialLinks ?? []).map((link) => link.url),
          }),
          faqPageJsonLd(questions),
          ...plansJsonLd(settings.companyName, plans),
        ]}
      />
      <Hero hero={home.hero} />
      <FeaturesSection section={home.featuresSection} />
      <HowItWorks section={home.howItWorksSection} />
      <PricingSection section={pricing.section} />
      <FaqSection section={home.faqSection} />
      <CallToAction section={home.ctaSection} />
    </>
  )
}
