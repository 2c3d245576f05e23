import type { Metadata } from 'next'
import { PageHeader } from '@/components/layout/PageHeader'
import { CaseStudyCard } from '@/components/socialProof/CaseStudyCard'
import { Sections } from '@/components/sections/Sections'
import { getCaseStudiesPage } from '@/lib/sanity/content/socialProof'
import { pageMetadata } from '@/lib/seo/metadata'
import { SINGLETON_PATHS } from '@/lib/site/routes'

export async function generateMetadata(): Promise<Metadata> {
  const page = await getCaseStudiesPage()
  return pageMetadata(page.seo, { title: page.title, path: SINGLETON_PATHS.caseStudiesPage })
}

export default async function CaseStudiesPage() {
  const page = await getCaseStudiesPage()
  return (
    <>
      <PageHeader title={page.title} intro={page.intro} />
      <div className="mx-auto max-w-7xl px-4 pb-24 pt-8 sm:px-6 lg:px-8">
        <ul className="grid gap-8 lg:grid-cols-3">
          {page.caseStudies.map((caseStudy) => (
            <li key={caseStudy._id}>
              <CaseStudyCard caseStudy={caseStudy} labels={page.labels} />
            </li>
          ))}
        </ul>
      </div>
      <Sections sections={page.sections} owner={page} />
    </>
  )
}
