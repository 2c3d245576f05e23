import '../globals.css'
import { Analytics } from '@/components/analytics/Analytics'
import { Toaster } from '@/components/feedback/Toaster'
import { SiteChrome } from '@/components/layout/SiteChrome'
import { analyticsConfig } from '@/lib/analytics/config'
import { env } from '@/lib/env/server'

export default function SiteLayout({ children }: { children: React.ReactNode }) {
  return (
    <>
      <SiteChrome>{children}</SiteChrome>
      <Toaster />
      {/* Configured at build time (pages are prerendered); null turns analytics off entirely. */}
      <Analytics config={analyticsConfig(env)} />
    </>
  )
}
