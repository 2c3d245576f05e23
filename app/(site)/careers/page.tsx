import type { Metadata } from 'next'
import { IconCardSection } from '@/components/company/IconCardSection'
import { JobCard } from '@/components/company/JobCard'
import { PageHeader } from '@/components/layout/PageHeader'
import { Sections } from '@/components/sections/Sections'
import { getCareersPage } from '@/lib/sanity/content/company'
import { pageMetadata } from '@/lib/seo/metadata'
import { SINGLETON_PATHS } from '@/lib/site/routes'

export async function generateMetadata(): Promise<Metadata> {
  const page = await getCareersPage()
  return pageMetadata(page.seo, { title: page.title, path: SINGLETON_PATHS.careersPage })
}

export default async function CareersPage() {
  const page = await getCareersPage()
  const jobs = page.positions.jobs ?? []
  return (
    <>
      <PageHeader title={page.title} intro={page.intro} />
      <div className="mx-auto max-w-7xl px-4 pb-24 pt-8 sm:px-6 lg:px-8">
        <section aria-labelledby="open-positions" className="mx-auto max-w-4xl py-8">
          <div className="text-center">
            <h2 id="open-positions" className="text-3xl font-bold tracking-tight text-white">
              {page.positions.heading}
            </h2>
            {page.positions.intro ? <p className="mt-4 text-lg text-ink-300">{page.positions.intro}</p> : null}
          </div>
          {jobs.length ? (
            <ul className="mt-10 space-y-6">
              {jobs.map((job) => (
                <li key={job._id}>
                  <JobCard job={job} labels={page.labels} />
                </li>
              ))}
            </ul>
          ) : (
            <p className="mt-10 rounded-2xl border border-white/10 bg-space-900/80 p-6 text-center text-ink-300">
              {page.positions.emptyText}
            </p>
          )}
        </section>
        <IconCardSection
          id="benefits"
          heading={page.benefits.heading}
          intro={page.benefits.intro}
          items={page.benefits.items}
        />
      </div>
      <Sections sections={page.sections} owner={page} />
    </>
  )
}
