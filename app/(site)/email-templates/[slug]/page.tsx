import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { TagList } from '@/components/blog/TagList'
import { BackLink } from '@/components/layout/BackLink'
import { PageHeader } from '@/components/layout/PageHeader'
import { JsonLd } from '@/components/seo/JsonLd'
import { EmailPreview } from '@/components/templates/EmailPreview'
import { FollowUpSteps } from '@/components/templates/FollowUpSteps'
import { Info } from '@/components/ui/icons'
import { getSiteChrome } from '@/lib/sanity/content/site'
import { getEmailTemplate, getEmailTemplateSlugs, getEmailTemplatesPage } from '@/lib/sanity/content/templates'
import { breadcrumbJsonLd } from '@/lib/seo/jsonLd'
import { pageMetadata } from '@/lib/seo/metadata'
import { documentPath, SINGLETON_PATHS } from '@/lib/site/routes'

type Props = PageProps<'/email-templates/[slug]'>

export async function generateStaticParams() {
  return (await getEmailTemplateSlugs()).map(({ slug }) => ({ slug }))
}

async function loadTemplate(params: Props['params']) {
  const { slug } = await params
  const template = await getEmailTemplate(slug)
  if (!template) notFound()
  return template
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const template = await loadTemplate(params)
  return pageMetadata(template.seo, { title: template.title, path: documentPath('emailTemplate', template.slug) })
}

const sectionHeading = 'text-2xl font-semibold text-white'

export default async function EmailTemplatePage({ params }: Props) {
  const [template, page, { settings }] = await Promise.all([
    loadTemplate(params),
    getEmailTemplatesPage(),
    getSiteChrome(),
  ])
  const { labels } = page
  const path = documentPath('emailTemplate', template.slug)
  const followUps = template.followUps ?? []
  return (
    <>
      <JsonLd
        data={breadcrumbJsonLd([
          { name: settings.companyName, path: SINGLETON_PATHS.homePage },
          { name: page.title, path: SINGLETON_PATHS.emailTemplatesPage },
          { name: template.title, path },
        ])}
      />
      <PageHeader title={template.title} intro={template.description} />
      <div className="mx-auto max-w-3xl px-4 pb-24 pt-4 sm:px-6 lg:px-8">
        <BackLink href={SINGLETON_PATHS.emailTemplatesPage} label={labels.backLabel} />
        <TagList tags={template.tags} className="mt-6" />

        <section aria-labelledby="template-email" className="mt-10">
          <h2 id="template-email" className={sectionHeading}>
            {labels.bodyLabel}
          </h2>
          <div className="mt-4">
            <EmailPreview subject={template.subject} body={template.body} labels={labels} />
          </div>
          <p className="mt-4 flex gap-2 text-sm text-ink-400">
            <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand-400" />
            <span>{labels.mergeTagNote}</span>
          </p>
        </section>

        <section aria-labelledby="template-when" className="mt-14">
          <h2 id="template-when" className={sectionHeading}>
            {labels.whenToUseHeading}
          </h2>
          {template.whenToUse
            .split(/\n\s*\n/)
            .filter((paragraph) => paragraph.trim())
            .map((paragraph, index) => (
              <p key={index} className="mt-4 leading-relaxed text-ink-300">
                {paragraph.trim()}
              </p>
            ))}
        </section>

        {followUps.length ? (
          <section aria-labelledby="template-follow-ups" className="mt-14">
            <h2 id="template-follow-ups" className={sectionHeading}>
              {labels.followUpsHeading}
            </h2>
            <FollowUpSteps steps={followUps} dayLabel={labels.dayLabel} labels={labels} />
          </section>
        ) : null}
      </div>
    </>
  )
}
