import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { BackLink } from '@/components/layout/BackLink'
import { PageHeader } from '@/components/layout/PageHeader'
import { JsonLd } from '@/components/seo/JsonLd'
import { CaseStudyStory } from '@/components/socialProof/CaseStudyStory'
import { MetricList } from '@/components/socialProof/MetricList'
import { SanityImage } from '@/components/ui/SanityImage'
import { getSiteChrome } from '@/lib/sanity/content/site'
import { getCaseStudy, getCaseStudySlugs } from '@/lib/sanity/content/socialProof'
import { breadcrumbJsonLd } from '@/lib/seo/jsonLd'
import { pageMetadata } from '@/lib/seo/metadata'
import { documentPath, SINGLETON_PATHS } from '@/lib/site/routes'

type Props = PageProps<'/case-studies/[slug]'>

export async function generateStaticParams() {
  const slugs = await getCaseStudySlugs()
  return slugs.map((slug) => ({ slug }))
}

/** The case study, or a 404 when no case study has this slug. */
async function load(slug: string) {
  const caseStudy = await getCaseStudy(slug)
  if (!caseStudy) notFound()
  if (!caseStudy.index) throw new Error('Content missing: Case studies page. Create and publish it in the Studio.')
  return { ...caseStudy, index: caseStudy.index }
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { slug } = await params
  const caseStudy = await load(slug)
  return pageMetadata(caseStudy.seo, { title: caseStudy.title, path: documentPath('caseStudy', slug), type: 'article' })
}

export default async function CaseStudyPage({ params }: Props) {
  const { slug } = await params
  const [caseStudy, { settings }] = await Promise.all([load(slug), getSiteChrome()])
  const path = documentPath('caseStudy', slug)
  return (
    <>
      <JsonLd
        data={breadcrumbJsonLd([
          { name: settings.companyName, path: SINGLETON_PATHS.homePage },
          { name: caseStudy.index.title, path: SINGLETON_PATHS.caseStudiesPage },
          { name: caseStudy.title, path },
        ])}
      />
      <PageHeader title={caseStudy.title} intro={caseStudy.intro} />
      <div className="mx-auto max-w-5xl space-y-10 px-4 pb-24 pt-8 sm:px-6 lg:px-8">
        <SanityImage
          image={caseStudy.logo}
          owner={caseStudy._id}
          width={216}
          sizes="216px"
          className="mx-auto h-auto w-54"
        />
        <SanityImage
          image={caseStudy.cover}
          owner={caseStudy._id}
          aspectRatio={16 / 9}
          width={1024}
          sizes="(min-width: 64rem) 64rem, 100vw"
          priority
          className="w-full rounded-3xl"
        />
        <MetricList metrics={caseStudy.metrics} size="page" />
        <CaseStudyStory caseStudy={caseStudy} labels={caseStudy.index.labels} />
        <div className="border-t border-white/10 pt-8">
          <BackLink href={SINGLETON_PATHS.caseStudiesPage} label={caseStudy.index.labels.backLabel} />
        </div>
      </div>
    </>
  )
}
