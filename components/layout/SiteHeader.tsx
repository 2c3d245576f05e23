'use client'

import Link from 'next/link'
import { usePathname } from 'next/navigation'
import { lazy, Suspense, useEffect, useRef, useState, useSyncExternalStore, type ReactNode } from 'react'
import { SectionLink } from '@/components/navigation/SectionLink'
import { buttonStyles } from '@/components/ui/styles'
import { GOALS } from '@/lib/analytics/goals'
import { hasClientSession } from '@/lib/auth/clientSession'
import type { SiteChrome } from './types'

/**
 * Where the header's links go, built by the server from lib/site/routes.ts: the path map stays out of the code
 * every page downloads.
 */
export type HeaderPaths = {
  home: string
  pricing: string
  signIn: string
  account: string
  /** The home page's section of each navigation link, by its `_key`. */
  sections: Record<string, string>
}

type SiteHeaderProps = {
  companyName: string
  labels: Pick<SiteChrome['settings']['labels'], 'openMenu' | 'closeMenu' | 'mainNavigation' | 'homeLink'>
  navigation: SiteChrome['navigation']
  paths: HeaderPaths
  /** The menu button's icons, drawn by the server: their drawing is not part of the code every page downloads. */
  menuIcons: { open: ReactNode; close: ReactNode }
}

/**
 * Loaded when the menu first opens: its animation code is not part of the page's first load. React's `lazy`, not
 * `next/dynamic`, whose loader would add about 1.4 KB gzip to every page (docs/performance.md).
 */
const MobileMenu = lazy(() => import('./MobileMenu'))

const navLinkClass = 'rounded-md px-3 py-2 text-sm font-medium text-ink-300 hover:text-white'

// The cookie is read on every render (each route change renders the header) and when the tab comes back.
const onVisibility = (onChange: () => void) => {
  document.addEventListener('visibilitychange', onChange)
  return () => document.removeEventListener('visibilitychange', onChange)
}
const signedInNow = () => hasClientSession(document.cookie)
// Pages are prerendered signed out; the browser's cookie decides after hydration.
const signedOutOnServer = () => false

/** The fixed header: section links and the sign-in (or account) and pricing buttons; on small screens a menu that closes after a choice. */
export function SiteHeader({ companyName, labels, navigation, paths, menuIcons }: SiteHeaderProps) {
  const [menuOpen, setMenuOpen] = useState(false)
  // Mounted from the first opening on, so that closing can animate too.
  const [menuUsed, setMenuUsed] = useState(false)
  const toggleRef = useRef<HTMLButtonElement>(null)
  const pathname = usePathname()
  const signedIn = useSyncExternalStore(onVisibility, signedInNow, signedOutOnServer)
  const closeMenu = () => setMenuOpen(false)

  // A route change closes the menu, during render rather than in an effect (no extra render with it open).
  const [menuPathname, setMenuPathname] = useState(pathname)
  if (menuPathname !== pathname) {
    setMenuPathname(pathname)
    setMenuOpen(false)
  }
  useEffect(() => {
    if (!menuOpen) return
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return
      setMenuOpen(false)
      toggleRef.current?.focus()
    }
    document.addEventListener('keydown', onKeyDown)
    return () => document.removeEventListener('keydown', onKeyDown)
  }, [menuOpen])

  const links = (className: string) =>
    (navigation.links ?? []).map((link) => (
      <li key={link._key}>
        <SectionLink
          href={paths.sections[link._key]}
          section={link.anchor ?? ''}
          className={className}
          onNavigate={closeMenu}
        >
          {link.label}
        </SectionLink>
      </li>
    ))

  const actions = (
    <>
      {/* Both labels share one grid cell, so the link is as wide either way: switching moves nothing. A plain anchor:
          both pages run Clerk's browser code, which only their own policy allows (components/navigation/SiteLink). */}
      <a href={signedIn ? paths.account : paths.signIn} className={`${navLinkClass} grid`} onClick={closeMenu}>
        <span className={`[grid-area:1/1] text-center ${signedIn ? 'invisible' : ''}`}>{navigation.signInLabel}</span>
        <span className={`[grid-area:1/1] text-center ${signedIn ? '' : 'invisible'}`}>{navigation.accountLabel}</span>
      </a>
      <SectionLink
        href={paths.pricing}
        section="pricing"
        className={buttonStyles.small}
        onNavigate={closeMenu}
        data-goal={GOALS.getStarted}
      >
        {navigation.getStartedLabel}
      </SectionLink>
    </>
  )

  return (
    <header className="fixed inset-x-0 top-0 z-50 h-16 border-b border-white/10 bg-space-950/85 backdrop-blur">
      <div className="mx-auto flex h-full max-w-7xl items-center justify-between px-4 sm:px-6 lg:px-8">
        <Link href={paths.home} aria-label={labels.homeLink} className="text-gradient text-xl font-bold tracking-tight">
          {companyName}
        </Link>
        <nav aria-label={labels.mainNavigation} className="hidden md:block">
          <ul className="flex items-center gap-1">{links(navLinkClass)}</ul>
        </nav>
        <div className="hidden items-center gap-2 md:flex">{actions}</div>
        <button
          ref={toggleRef}
          type="button"
          className="rounded-md p-2 text-ink-100 hover:bg-white/10 md:hidden"
          aria-expanded={menuOpen}
          aria-controls="mobile-menu"
          aria-label={menuOpen ? labels.closeMenu : labels.openMenu}
          onClick={() => {
            setMenuUsed(true)
            setMenuOpen((open) => !open)
          }}
        >
          {menuOpen ? menuIcons.close : menuIcons.open}
        </button>
      </div>
      {menuUsed && (
        <Suspense>
          <MobileMenu open={menuOpen}>
            <nav aria-label={labels.mainNavigation} className="px-4 py-3">
              <ul className="flex flex-col">{links(`block ${navLinkClass} text-base`)}</ul>
              <div className="mt-3 flex items-center gap-3 border-t border-white/10 pt-3">{actions}</div>
            </nav>
          </MobileMenu>
        </Suspense>
      )}
    </header>
  )
}
