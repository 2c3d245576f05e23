import { ScrollToTop } from '@/components/navigation/ScrollToTop'
import { getSiteChrome } from '@/lib/sanity/content/site'
import { SiteFooter } from './SiteFooter'
import { SiteHeader } from './SiteHeader'

/** Header, main landmark and footer around every public page (and the not-found page). */
export async function SiteChrome({ children }: { children: React.ReactNode }) {
  const { settings, navigation } = await getSiteChrome()
  return (
    <>
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:left-4 focus:top-4 focus:z-[60] focus:rounded-md focus:bg-white focus:px-4 focus:py-2 focus:text-space-950"
      >
        {settings.labels.skipToContent}
      </a>
      <SiteHeader companyName={settings.companyName} labels={settings.labels} navigation={navigation} />
      <main id="main" tabIndex={-1} className="pt-16 focus:outline-none">
        {children}
      </main>
      <SiteFooter settings={settings} />
      <ScrollToTop />
    </>
  )
}
