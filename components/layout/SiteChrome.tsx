import { PauseAnimationLabel } from '@/components/decor/PauseAnimation'
import { ScrollToTop } from '@/components/navigation/ScrollToTop'
import { Menu, X } from '@/components/ui/icons'
import { ACCOUNT_PATH, AUTH_PATH, homeSectionPath, SINGLETON_PATHS } from '@/lib/site/routes'
import { NotFoundLogger } from './NotFoundLogger'
import { SiteFooter } from './SiteFooter'
import { SiteHeader } from './SiteHeader'
import type { SiteChrome as SiteChromeContent } from './types'

/** Header, main landmark and footer around every public page (and the not-found page), from the route's content. */
export function SiteChrome({
  content: { settings, navigation, search },
  children,
}: {
  content: SiteChromeContent
  children: React.ReactNode
}) {
  const headerPaths = {
    home: SINGLETON_PATHS.homePage,
    pricing: SINGLETON_PATHS.pricingPage,
    signIn: AUTH_PATH,
    account: ACCOUNT_PATH,
    sections: Object.fromEntries(
      (navigation.links ?? []).map((link) => [link._key, homeSectionPath(link.anchor ?? '')]),
    ),
  }
  return (
    <>
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:left-4 focus:top-4 focus:z-[60] focus:rounded-md focus:bg-white focus:px-4 focus:py-2 focus:text-space-950"
      >
        {settings.labels.skipToContent}
      </a>
      <SiteHeader
        companyName={settings.companyName}
        labels={settings.labels}
        navigation={navigation}
        paths={headerPaths}
        menuIcons={{
          open: <Menu aria-hidden="true" className="size-6" />,
          close: <X aria-hidden="true" className="size-6" />,
        }}
      />
      <main id="main" tabIndex={-1} className="pt-16 focus:outline-none">
        {children}
      </main>
      <SiteFooter settings={settings} search={search} />
      <PauseAnimationLabel text={settings.labels.pauseAnimation} />
      <ScrollToTop />
      <NotFoundLogger />
    </>
  )
}
