'use client'

import { buttonStyles } from '@/components/ui/styles'
import { digestOf } from '@/lib/log/digest'
import { BUNDLED_ERROR_PAGE_WORDS } from '@/lib/site/errorPageWords'
import { SINGLETON_PATHS } from '@/lib/site/routes'
import { usePublishedErrorPageWords } from './ErrorPageWords'

/**
 * The error page's content: what happened, a button that renders the page again (`retry` fetches it anew, so it works
 * once the cause has passed) and a way home. A server failure arrives here without its message (Next keeps it on the
 * server), with the digest it was logged under: shown, so that a visitor who reports it points at its log entry. The
 * words are the published ones, or the seed's bundled copy where no layout could provide them.
 */
export function ErrorMessage({ error, retry }: { error: unknown; retry: () => void }) {
  const words = usePublishedErrorPageWords() ?? BUNDLED_ERROR_PAGE_WORDS
  const digest = digestOf(error)
  return (
    <div className="mx-auto flex min-h-[60vh] max-w-xl flex-col items-center justify-center px-4 py-24 text-center">
      <title>{words.documentTitle}</title>
      <h1 className="text-gradient text-4xl font-bold sm:text-5xl">{words.heading}</h1>
      <p className="mt-4 text-lg text-ink-100">{words.message}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-4">
        <button type="button" onClick={retry} className={buttonStyles.primary}>
          {words.retryLabel}
        </button>
        {/* A full load rather than the client router: the failure may have left the router's state behind. */}
        <a href={SINGLETON_PATHS.homePage} className={buttonStyles.secondary}>
          {words.homeLinkLabel}
        </a>
      </div>
      {digest && (
        <p className="mt-8 text-sm text-ink-300">
          {words.referenceLabel}: <code>{digest}</code>
        </p>
      )}
    </div>
  )
}
