import '../globals.css'
import { Analytics } from '@/components/analytics/Analytics'
import { ToasterSlot } from '@/components/feedback/ToasterSlot'
import { SiteChrome } from '@/components/layout/SiteChrome'
import { analyticsConfig } from '@/lib/analytics/config'
import { env } from '@/lib/env'

export default function SiteLayout({ children }: { children: React.ReactNode }) {
  return (
    <>
      <SiteChrome>{children}</SiteChrome>
      <ToasterSlot />
      {/* Configured at build time (pages are prerendered); null turns analytics off entirely. */}
      <Analytics config={analyticsConfig(env)} />
    </>
  )
}
