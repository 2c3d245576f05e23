import '../globals.css'
import { draftMode } from 'next/headers'
import { stegaClean } from '@sanity/client/stega'
import { Analytics } from '@/components/analytics/Analytics'
import { ToasterSlot } from '@/components/feedback/ToasterSlot'
import { ErrorPageWordsProvider } from '@/components/layout/ErrorPageWords'
import { SiteChrome } from '@/components/layout/SiteChrome'
import { DraftModePreview } from '@/components/preview/DraftModePreview'
import { analyticsConfig } from '@/lib/analytics/config'
import { env } from '@/lib/env/server'
import { getErrorPage } from '@/lib/sanity/content/site'

export default async function SiteLayout({ children }: { children: React.ReactNode }) {
  // Off whenever a page is prerendered, so public pages carry nothing of the preview.
  const [{ isEnabled: previewingDrafts }, errorPage] = await Promise.all([draftMode(), getErrorPage()])
  return (
    <>
      {/* For app/(site)/error.tsx, a client component that cannot read content when a page fails. */}
      <ErrorPageWordsProvider words={{ ...errorPage, documentTitle: stegaClean(errorPage.documentTitle) }}>
        <SiteChrome>{children}</SiteChrome>
      </ErrorPageWordsProvider>
      <ToasterSlot />
      {/* Configured at build time (pages are prerendered); null turns analytics off entirely, as for editors' previews. */}
      <Analytics config={previewingDrafts ? null : analyticsConfig(env)} />
      {previewingDrafts && <DraftModePreview />}
    </>
  )
}
