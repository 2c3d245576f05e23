'use client'

import { lazy, Suspense } from 'react'

/**
 * Next loads the error boundaries (app/(site)/error.tsx, app/global-error.tsx) with every page; what they show loads
 * only when a page has failed.
 */
const ErrorMessage = lazy(() => import('./ErrorMessage').then((module) => ({ default: module.ErrorMessage })))

export function ErrorBoundaryContent(props: { error: unknown; retry: () => void }) {
  return (
    <Suspense>
      <ErrorMessage {...props} />
    </Suspense>
  )
}
