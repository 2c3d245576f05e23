import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { copyableCodeBlocks } from '@/components/content/CopyableCodeBlock'
import { RichText } from '@/components/content/RichText'
import { SolarSystem } from '@/components/decor/SolarSystem'
import { ChapterPager } from '@/components/guide/ChapterPager'
import { ReadTime } from '@/components/guide/ReadTime'
import { BackLink } from '@/components/layout/BackLink'
import { PageHeader } from '@/components/layout/PageHeader'
import { JsonLd } from '@/components/seo/JsonLd'
import { getGuideChapter, getGuideChapterSlugs, getGuidePage } from '@/lib/sanity/content/guide'
import { getSiteChrome } from '@/lib/sanity/content/site'
import { breadcrumbJsonLd } from '@/lib/seo/jsonLd'
import { pageMetadata } from '@/lib/seo/metadata'
import { documentPath, SINGLETON_PATHS } from '@/lib/site/routes'

type Props = PageProps<'/cold-outreach-guide/[slug]'>

export async function generateStaticParams() {
  return (await getGuideChapterSlugs()).map(({ slug }) => ({ slug }))
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { slug } = await params
  const chapter = await getGuideChapter(slug)
  if (!chapter) notFound()
  return pageMetadata(chapter.seo, { title: chapter.title, path: documentPath('guideChapter', slug), type: 'article' })
}

export default async function GuideChapterPage({ params }: Props) {
  const { slug } = await params
  const [chapter, guide, { settings }] = await Promise.all([getGuideChapter(slug), getGuidePage(), getSiteChrome()])
  if (!chapter) notFound()

  // Position and neighbours follow the guide's reading order; a chapter not listed there stands alone.
  const chapters = guide.chapters.filter((item) => item != null)
  const index = chapters.findIndex((item) => item.slug === slug)
  const previous = index > 0 ? chapters[index - 1] : null
  const next = index >= 0 && index < chapters.length - 1 ? chapters[index + 1] : null

  return (
    <div className="relative isolate">
      <JsonLd
        data={breadcrumbJsonLd([
          { name: settings.companyName, path: SINGLETON_PATHS.homePage },
          { name: guide.title, path: SINGLETON_PATHS.guidePage },
          { name: chapter.title, path: documentPath('guideChapter', slug) },
        ])}
      />
      <SolarSystem className="absolute right-0 top-0 w-64 sm:w-80 lg:w-96" drawingClassName="-z-10 opacity-60" />
      <PageHeader title={chapter.title} intro={chapter.description} />
      <p className="flex flex-wrap items-center justify-center gap-x-4 gap-y-1 px-4 text-sm">
        {index >= 0 ? (
          <span className="font-medium text-violet-400">
            {guide.labels.chapterLabel} {index + 1}
          </span>
        ) : null}
        <ReadTime minutes={chapter.readTime} label={guide.labels.minReadLabel} />
      </p>
      <div className="mx-auto max-w-3xl px-4 pb-24 pt-10 sm:px-6 lg:px-8">
        <BackLink href={SINGLETON_PATHS.guidePage} label={guide.labels.backLabel} />
        <article className="mt-6">
          <RichText
            value={chapter.body}
            CodeSample={copyableCodeBlocks({ copy: settings.labels.copyCode, copied: settings.labels.codeCopied })}
          />
        </article>
        <ChapterPager previous={previous} next={next} labels={guide.labels} />
      </div>
    </div>
  )
}
