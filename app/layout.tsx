import type { Metadata, Viewport } from 'next'
import { stegaClean } from '@sanity/client/stega'
import { inter } from '@/components/layout/font'
import { env } from '@/lib/env/server'
import { getSiteChrome } from '@/lib/sanity/content/site'
import { titleTemplate } from '@/lib/seo/metadata'

export async function generateMetadata(): Promise<Metadata> {
  const { settings } = stegaClean(await getSiteChrome())
  return {
    metadataBase: new URL(env.NEXT_PUBLIC_SITE_URL),
    title: { default: settings.seo?.title ?? settings.companyName, template: titleTemplate(settings.companyName) },
    description: settings.seo?.description,
    applicationName: settings.companyName,
  }
}

export const viewport: Viewport = { themeColor: '#05060f', colorScheme: 'dark' }

export default function RootLayout({ children }: { children: React.ReactNode }) {
  return (
    <html lang="en" className={inter.variable}>
      <body className="min-h-dvh font-sans antialiased">{children}</body>
    </html>
  )
}
