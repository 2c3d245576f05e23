import type { Metadata } from 'next'
import { Sections } from '@/components/sections/Sections'
import { JsonLd } from '@/components/seo/JsonLd'
import { getHomePage } from '@/lib/sanity/content/marketing'
import { getSiteChrome } from '@/lib/sanity/content/site'
import { sectionsOfType } from '@/lib/sanity/sections'
import { faqPageJsonLd, organizationJsonLd, plansJsonLd } from '@/lib/seo/jsonLd'
import { pageMetadata } from '@/lib/seo/metadata'
import { SINGLETON_PATHS } from '@/lib/site/routes'

export async function generateMetadata(): Promise<Metadata> {
  const home = await getHomePage()
  const metadata = await pageMetadata(home.seo, { path: SINGLETON_PATHS.homePage })
  return { ...metadata, title: { absolute: String(metadata.title) } }
}

export default async function HomePage() {
  const [home, { settings }] = await Promise.all([getHomePage(), getSiteChrome()])
  const questions = sectionsOfType(home.sections, 'faqSection').flatMap((section) => section.questions)
  const plans = sectionsOfType(home.sections, 'pricingSection').flatMap((section) => section.plans ?? [])
  return (
    <>
      <JsonLd
        data={[
          organizationJsonLd({
            name: settings.companyName,
            ...settings.contact,
            sameAs: (settings.socialLinks ?? []).map((link) => link.url),
          }),
          ...(questions.length ? [faqPageJsonLd(questions.filter((entry) => entry !== null))] : []),
          ...plansJsonLd(
            settings.companyName,
            plans.filter((plan) => plan !== null),
          ),
        ]}
      />
      <Sections sections={home.sections} owner={home} />
    </>
  )
}
