import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { copyableCodeBlocks } from '@/components/content/CopyableCodeBlock'
import { headingsOf, RichText } from '@/components/content/RichText'
import { OnThisPage } from '@/components/docs/OnThisPage'
import { BackLink } from '@/components/layout/BackLink'
import { PageHeader } from '@/components/layout/PageHeader'
import { JsonLd } from '@/components/seo/JsonLd'
import { getDocPage, getDocPageSlugs, getDocumentationPage } from '@/lib/sanity/content/docs'
import { getSiteChrome } from '@/lib/sanity/content/site'
import { breadcrumbJsonLd } from '@/lib/seo/jsonLd'
import { pageMetadata } from '@/lib/seo/metadata'
import { documentPath, SINGLETON_PATHS } from '@/lib/site/routes'

type Props = PageProps<'/documentation/[slug]'>

export async function generateStaticParams() {
  return (await getDocPageSlugs()).map(({ slug }) => ({ slug }))
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { slug } = await params
  const doc = await getDocPage(slug)
  if (!doc) notFound()
  return pageMetadata(doc.seo, { title: doc.title, path: documentPath('docPage', slug) })
}

export default async function DocPage({ params }: Props) {
  const { slug } = await params
  const [doc, hub, { settings }] = await Promise.all([getDocPage(slug), getDocumentationPage(), getSiteChrome()])
  if (!doc) notFound()

  return (
    <>
      <JsonLd
        data={breadcrumbJsonLd([
          { name: settings.companyName, path: SINGLETON_PATHS.homePage },
          { name: hub.title, path: SINGLETON_PATHS.documentationPage },
          { name: doc.title, path: documentPath('docPage', slug) },
        ])}
      />
      <PageHeader title={doc.title} intro={doc.summary} />
      <div className="mx-auto max-w-6xl px-4 pb-24 pt-6 sm:px-6 lg:px-8">
        <BackLink href={SINGLETON_PATHS.documentationPage} label={hub.labels.backLabel} />
        <div className="mt-8 lg:grid lg:grid-cols-[minmax(0,1fr)_15rem] lg:gap-12">
          <OnThisPage
            label={hub.labels.onThisPageLabel}
            headings={headingsOf(doc.body)}
            className="mb-10 rounded-2xl border border-white/10 bg-space-900/80 p-5 lg:sticky lg:top-24 lg:order-last lg:mb-0 lg:self-start lg:border-0 lg:bg-transparent lg:p-0"
          />
          <article className="min-w-0 max-w-3xl">
            <RichText
              value={doc.body}
              CodeSample={copyableCodeBlocks({ copy: settings.labels.copyCode, copied: settings.labels.codeCopied })}
            />
          </article>
        </div>
      </div>
    </>
  )
}
