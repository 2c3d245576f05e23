'use client'

import { lazy, Suspense } from 'react'
import { useHydrated } from '@/components/ui/useHydrated'

/**
 * Draft mode only: the Studio's click-to-edit overlays and live preview (./VisualEditingPreview.tsx), loaded in the
 * browser once rendered. The site layout imports this module on every page, so it holds only the loader: React's
 * `lazy`, not `next/dynamic` (next-sanity's `VisualEditing` wrapper), whose loader would add about 1.4 KB gzip to every
 * page (docs/performance.md).
 */
const VisualEditingPreview = lazy(() => import('./VisualEditingPreview'))

export function LivePreview() {
  // Browser only, as the overlays are (`ssr: false` in next-sanity's wrapper): nothing rendered on the server.
  return useHydrated() ? (
    <Suspense>
      <VisualEditingPreview />
    </Suspense>
  ) : null
}
