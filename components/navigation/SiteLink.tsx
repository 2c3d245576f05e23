import Link from 'next/link'
import { ACCOUNT_PATH, AUTH_PATH, TRIAL_PATH } from '@/lib/site/routes'

/**
 * The pages that run Clerk's browser code under a Content-Security-Policy of their own (proxy.ts), which comes only
 * with a document load, and /trial, which sends a signed-out visitor on to /auth. Next's client router would carry a
 * visitor there under the policy of the page they came from, which refuses Clerk's scripts: sign-in would say it is
 * unavailable. (Client components link to them with a plain `<a>`, which ships nothing: SiteHeader, TrialStarter.)
 */
const LOADED_AS_DOCUMENT: ReadonlySet<string> = new Set([AUTH_PATH, ACCOUNT_PATH, TRIAL_PATH])

/** Whether a link to `href` must load a new document rather than go through Next's client router. */
export const loadsAsDocument = (href: string) => LOADED_AS_DOCUMENT.has(href.split(/[?#]/, 1)[0])

/**
 * A link to a page of the site, from server components: through Next's client router, or as a plain anchor to the
 * pages above.
 */
export function SiteLink({
  href,
  className,
  prefetch,
  children,
  ...data
}: {
  href: string
  className?: string
  prefetch?: false
  children: React.ReactNode
  'data-goal'?: string
}) {
  return loadsAsDocument(href) ? (
    <a href={href} className={className} {...data}>
      {children}
    </a>
  ) : (
    <Link href={href} className={className} prefetch={prefetch} {...data}>
      {children}
    </Link>
  )
}
