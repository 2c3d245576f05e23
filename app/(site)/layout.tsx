import '../globals.css'
import { draftMode } from 'next/headers'
import { stegaClean } from '@sanity/client/stega'
import { Analytics } from '@/components/analytics/Analytics'
import { ToasterSlot } from '@/components/feedback/ToasterSlot'
import { ErrorPageWordsProvider } from '@/components/layout/ErrorPageWords'
import { SiteChrome } from '@/components/layout/SiteChrome'
import { DraftModePreview } from '@/components/preview/DraftModePreview'
import { analyticsConfig } from '@/lib/analytics/config'
import { publicEnv } from '@/lib/env/public'
import { getDraftModeBanner, getErrorPage, getSiteChrome } from '@/lib/sanity/content/site'

export default async function SiteLayout({ children }: { children: React.ReactNode }) {
  // Off whenever a page is prerendered, so public pages carry nothing of the preview.
  const [{ isEnabled: previewingDrafts }, errorPage, chrome] = await Promise.all([
    draftMode(),
    getErrorPage(),
    getSiteChrome(),
  ])
  return (
    <>
      {/* For app/(site)/error.tsx, a client component that cannot read content when a page fails. */}
      <ErrorPageWordsProvider words={{ ...errorPage, documentTitle: stegaClean(errorPage.documentTitle) }}>
        <SiteChrome content={chrome}>{children}</SiteChrome>
      </ErrorPageWordsProvider>
      <ToasterSlot />
      {/*
        The build's settings (publicEnv, inlined by Next), as in the browser's bundles: a page rendered per request
        (/trial, /account) counts like a prerendered one, whatever the server's own environment says. Null turns
        analytics off entirely, as for editors' previews.
      */}
      <Analytics config={previewingDrafts ? null : analyticsConfig(publicEnv)} />
      {previewingDrafts && <DraftModePreview banner={await getDraftModeBanner()} />}
    </>
  )
}
