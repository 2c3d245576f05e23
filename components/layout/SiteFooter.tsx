import { SiteLink } from '@/components/navigation/SiteLink'
import { SearchForm } from '@/components/search/SearchForm'
import { SocialIcon } from '@/components/ui/SocialIcon'
import { SOCIAL_PLATFORMS } from '@/lib/site/social'
import type { SiteChrome } from './types'

export function SiteFooter({ settings, search }: Pick<SiteChrome, 'settings' | 'search'>) {
  const { footer, labels, socialLinks, companyName } = settings
  return (
    <footer className="border-t border-white/10 bg-space-900">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-14 sm:px-6 lg:grid-cols-[1.2fr_2fr] lg:px-8">
        <div>
          <p className="text-gradient text-xl font-bold">{companyName}</p>
          <p className="mt-3 max-w-sm text-sm text-ink-300">{footer.blurb}</p>
          <div className="mt-6 max-w-sm">
            <SearchForm labels={search} compact id="footer-search-field" />
          </div>
          {socialLinks?.length ? (
            <ul aria-label={labels.socialLinks} className="mt-6 flex gap-3">
              {socialLinks.map((social) => (
                <li key={social._key}>
                  <a
                    href={social.url}
                    rel="noopener noreferrer"
                    target="_blank"
                    aria-label={SOCIAL_PLATFORMS[social.platform]}
                    className="inline-flex size-11 items-center justify-center rounded-full border border-white/15 text-ink-300 hover:border-white/40 hover:text-white"
                  >
                    <SocialIcon platform={social.platform} className="size-5" />
                  </a>
                </li>
              ))}
            </ul>
          ) : null}
        </div>
        <nav aria-label={labels.footerNavigation} className="grid grid-cols-2 gap-8 sm:grid-cols-4">
          {footer.columns.map((column) => (
            <div key={column._key}>
              <h2 className="text-sm font-semibold text-white">{column.title}</h2>
              <ul className="mt-4 space-y-2">
                {column.links.map((link) => (
                  <li key={link._key}>
                    {/* No prefetching: on a phone, reaching the footer fetched every page it lists (about 50 KB). */}
                    <SiteLink href={link.href} prefetch={false} className="text-sm text-ink-300 hover:text-white">
                      {link.label}
                    </SiteLink>
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </nav>
      </div>
      <p className="border-t border-white/10 py-6 text-center text-xs text-ink-400">
        © {new Date().getFullYear()} {footer.copyright}
      </p>
    </footer>
  )
}
