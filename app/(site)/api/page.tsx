import type { Metadata } from 'next'
import { ApiSection } from '@/components/apiDocs/ApiSection'
import { EndpointGroups } from '@/components/apiDocs/EndpointGroups'
import { RateLimitTable } from '@/components/apiDocs/RateLimitTable'
import { CopyableCodeBlock, copyableCodeBlocks } from '@/components/content/CopyableCodeBlock'
import { RichText } from '@/components/content/RichText'
import { PageHeader } from '@/components/layout/PageHeader'
import { getApiDocsPage } from '@/lib/sanity/content/apiDocs'
import { pageMetadata } from '@/lib/seo/metadata'
import { SINGLETON_PATHS } from '@/lib/site/routes'
import { slugify } from '@/lib/text/slugify'

export async function generateMetadata(): Promise<Metadata> {
  const page = await getApiDocsPage()
  return pageMetadata(page.seo, { title: page.title, path: SINGLETON_PATHS.apiDocsPage })
}

export default async function ApiDocsPage() {
  const page = await getApiDocsPage()
  const { gettingStarted, authentication, rateLimits, endpoints, labels } = page
  const codeLabels = { copy: labels.copyLabel, copied: labels.copiedLabel }
  return (
    <>
      <PageHeader title={page.title} intro={page.intro} />
      <div className="mx-auto max-w-4xl px-4 pb-24 pt-8 sm:px-6 lg:px-8">
        <ApiSection heading={gettingStarted.heading}>
          <p className="mt-4 leading-relaxed text-ink-300">{gettingStarted.body}</p>
          <CopyableCodeBlock {...gettingStarted.codeSample} labels={codeLabels} />
        </ApiSection>
        <ApiSection heading={authentication.heading}>
          <RichText value={authentication.body} CodeSample={copyableCodeBlocks(codeLabels)} />
        </ApiSection>
        <ApiSection heading={rateLimits.heading}>
          <p className="mt-4 leading-relaxed text-ink-300">{rateLimits.intro}</p>
          <RateLimitTable tiers={rateLimits.tiers} labelledBy={slugify(rateLimits.heading)} labels={labels} />
          {rateLimits.note ? <p className="mt-4 text-sm leading-relaxed text-ink-400">{rateLimits.note}</p> : null}
        </ApiSection>
        <ApiSection heading={endpoints.heading}>
          {endpoints.intro ? <p className="mt-4 leading-relaxed text-ink-300">{endpoints.intro}</p> : null}
          <EndpointGroups groups={endpoints.groups} />
        </ApiSection>
      </div>
    </>
  )
}
