import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { HomePageContent } from '@/components/sections/HomePageContent'
import { sectionsWithVariant } from '@/lib/experiments/variantPage'
import { getRunningVariants } from '@/lib/sanity/content/experiments'
import { getHomePage } from '@/lib/sanity/content/marketing'
import { getSiteChrome } from '@/lib/sanity/content/site'
import { pageMetadata } from '@/lib/seo/metadata'
import { SINGLETON_PATHS, variantCode } from '@/lib/site/routes'

/**
 * A variant of the home page in an experiment (docs/experiments.md): prerendered like the page, served at "/" by the
 * proxy to the visitors it was drawn for. The build prerenders the variants of the experiments running then; one
 * started later is rendered on its first visit and kept. Its own address is for previews only: search engines are
 * pointed to the page's (canonical, noindex).
 */
type Props = PageProps<'/variants/[code]'>

export async function generateStaticParams() {
  const experiments = (await getRunningVariants()).filter(({ pageType }) => pageType === 'homePage')
  return experiments.flatMap(({ _id, variantIds }) =>
    (variantIds ?? []).flatMap((variantId) => (variantId ? { code: variantCode(_id, variantId) } : [])),
  )
}

export async function generateMetadata(): Promise<Metadata> {
  const home = await getHomePage()
  const metadata = await pageMetadata(home.seo, { path: SINGLETON_PATHS.homePage })
  return { ...metadata, title: { absolute: String(metadata.title) }, robots: { index: false } }
}

export default async function HomeVariantPage({ params }: Props) {
  const { code } = await params
  const [home, { settings }] = await Promise.all([getHomePage(), getSiteChrome()])
  const sections = await sectionsWithVariant(home.sections, code, { type: 'homePage' })
  if (!sections) notFound()
  return <HomePageContent home={{ ...home, sections }} settings={settings} />
}
