import type { ErrorPageQueryResult } from '@/sanity/types'
import { errorPageDocument } from '@/studio/seed/errorPage'

/** What the error page says (the `errorPage` document, schemas/site/errorPage.ts). */
export type ErrorPageWords = NonNullable<ErrorPageQueryResult>

/**
 * The seed's copy of those words, bundled with the site: the error page's words are content, but the page must still
 * say something when the failure is that content cannot be read (a Content Lake outage while the site layout renders:
 * app/global-error.tsx). Read from the seed, so the two never differ until a marketer edits the published document.
 */
export const BUNDLED_ERROR_PAGE_WORDS: ErrorPageWords = {
  heading: errorPageDocument.heading,
  message: errorPageDocument.message,
  retryLabel: errorPageDocument.retryLabel,
  homeLinkLabel: errorPageDocument.homeLinkLabel,
  referenceLabel: errorPageDocument.referenceLabel,
  documentTitle: errorPageDocument.documentTitle,
}
