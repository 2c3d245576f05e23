import '../globals.css'
import { draftMode } from 'next/headers'
import { Analytics } from '@/components/analytics/Analytics'
import { ToasterSlot } from '@/components/feedback/ToasterSlot'
import { SiteChrome } from '@/components/layout/SiteChrome'
import { DraftModePreview } from '@/components/preview/DraftModePreview'
import { analyticsConfig } from '@/lib/analytics/config'
import { env } from '@/lib/env/server'

export default async function SiteLayout({ children }: { children: React.ReactNode }) {
  // Off whenever a page is prerendered, so public pages carry nothing of the preview.
  const { isEnabled: previewingDrafts } = await draftMode()
  return (
    <>
      <SiteChrome>{children}</SiteChrome>
      <ToasterSlot />
      {/* Configured at build time (pages are prerendered); null turns analytics off entirely, as for editors' previews. */}
      <Analytics config={previewingDrafts ? null : analyticsConfig(env)} />
      {previewingDrafts && <DraftModePreview />}
    </>
  )
}
