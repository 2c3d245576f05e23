import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { SectionsPageContent } from '@/components/sections/SectionsPageContent'
import { sectionsWithVariant } from '@/lib/experiments/variantPage'
import { getRunningVariants } from '@/lib/sanity/content/experiments'
import { getSlugPage } from '@/lib/sanity/content/pages'
import { pageMetadata } from '@/lib/seo/metadata'
import { documentPath, variantCode } from '@/lib/site/routes'

/**
 * A variant of a page made of sections (/{slug}) in an experiment: as the home page's variants
 * (app/(site)/variants/[code]/page.tsx), served at the page's address by the proxy.
 */
type Props = PageProps<'/variants/[code]/[slug]'>

export async function generateStaticParams() {
  const experiments = (await getRunningVariants()).filter(({ pageType }) => pageType === 'page')
  return experiments.flatMap(({ _id, slug, variantIds }) =>
    slug
      ? (variantIds ?? []).flatMap((variantId) => (variantId ? { code: variantCode(_id, variantId), slug } : []))
      : [],
  )
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { slug } = await params
  const page = await getSlugPage(slug)
  if (page?._type !== 'page') notFound()
  const metadata = await pageMetadata(page.seo, { title: page.title, path: documentPath(page._type, page.slug) })
  return { ...metadata, robots: { index: false } }
}

export default async function SectionsPageVariant({ params }: Props) {
  const { code, slug } = await params
  const page = await getSlugPage(slug)
  if (page?._type !== 'page') notFound()
  const sections = await sectionsWithVariant(page.sections, code, { type: 'page', slug })
  if (!sections) notFound()
  return <SectionsPageContent page={{ ...page, sections }} />
}
