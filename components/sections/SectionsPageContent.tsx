import { PageHeader } from '@/components/layout/PageHeader'
import type { getSlugPage } from '@/lib/sanity/content/pages'
import { Sections } from './Sections'

type SectionsPage = Extract<NonNullable<Awaited<ReturnType<typeof getSlugPage>>>, { _type: 'page' }>

/** A page made of sections (/{slug}), and each of its prerendered variants: a hero opening it is its heading, else its title is. */
export function SectionsPageContent({ page }: { page: SectionsPage }) {
  return (
    <>
      {page.sections?.[0]?._type === 'heroSection' ? null : <PageHeader title={page.title} />}
      <Sections sections={page.sections} owner={page} />
    </>
  )
}
