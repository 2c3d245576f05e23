'use client'

import './global-error.css'
import { inter } from '@/components/layout/font'
import { ErrorBoundaryContent } from '@/components/layout/ErrorBoundaryContent'

/**
 * A failure no page-level boundary could catch: the root or the site layout failed (their content could not be read),
 * so there is no header or footer to show. This replaces the root layout, hence its own document; the words are the
 * seed's bundled copy (components/layout/ErrorMessage.tsx).
 */
export default function GlobalError({ error, retry }: { error: unknown; retry: () => void }) {
  return (
    <html lang="en" className={inter.variable}>
      <body className="min-h-dvh font-sans antialiased">
        <main id="main">
          <ErrorBoundaryContent error={error} retry={retry} />
        </main>
      </body>
    </html>
  )
}
