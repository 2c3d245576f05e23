import type { Metadata } from 'next'
import { PageHeader } from '@/components/layout/PageHeader'
import { TemplateGrid } from '@/components/templates/TemplateGrid'
import { getEmailTemplatesPage } from '@/lib/sanity/content/templates'
import { pageMetadata } from '@/lib/seo/metadata'
import { SINGLETON_PATHS } from '@/lib/site/routes'

export async function generateMetadata(): Promise<Metadata> {
  const page = await getEmailTemplatesPage()
  return pageMetadata(page.seo, { title: page.title, path: SINGLETON_PATHS.emailTemplatesPage })
}

export default async function EmailTemplatesPage() {
  const page = await getEmailTemplatesPage()
  return (
    <>
      <PageHeader title={page.title} intro={page.intro} />
      <div className="mx-auto max-w-7xl px-4 pb-24 pt-8 sm:px-6 lg:px-8">
        <TemplateGrid templates={page.templates} viewLabel={page.labels.viewTemplateLabel} />
      </div>
    </>
  )
}
