'use client'

import { ErrorBoundaryContent } from '@/components/layout/ErrorBoundaryContent'

/**
 * A page that failed to render (a Content Lake outage, a bug), inside the site's header and footer: the layout
 * rendered, and provides the published words. A failure of the layout itself reaches app/global-error.tsx.
 */
export default function SiteError({ error, retry }: { error: unknown; retry: () => void }) {
  return <ErrorBoundaryContent error={error} retry={retry} />
}
