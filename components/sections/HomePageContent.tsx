import { JsonLd } from '@/components/seo/JsonLd'
import type { getHomePage } from '@/lib/sanity/content/marketing'
import type { getSiteChrome } from '@/lib/sanity/content/site'
import { sectionsOfType } from '@/lib/sanity/sections'
import { faqPageJsonLd, organizationJsonLd, plansJsonLd } from '@/lib/seo/jsonLd'
import { Sections } from './Sections'

type Props = {
  home: Awaited<ReturnType<typeof getHomePage>>
  settings: Awaited<ReturnType<typeof getSiteChrome>>['settings']
}

/** The home page's sections and structured data: the page itself (/) and each of its prerendered variants. */
export function HomePageContent({ home, settings }: Props) {
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
