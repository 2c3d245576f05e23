'use client'

import { lazy, Suspense, type ComponentProps } from 'react'

/**
 * Sections in the order a marketer is dragging them to in the Presentation tool (SectionOrderFromEdits). Rendered by
 * Sections in draft mode only, and loaded only when rendered: its visual-editing code (about 30 KB) never reaches
 * public pages, which import this module but never render it. React's `lazy`, not `next/dynamic`, whose loader would
 * come with every page that has sections, and with every page whose header links to one (docs/performance.md).
 */
const SectionOrderFromEdits = lazy(() => import('./SectionOrderFromEdits'))

export function OptimisticSectionOrder(props: ComponentProps<typeof SectionOrderFromEdits>) {
  return (
    <Suspense>
      <SectionOrderFromEdits {...props} />
    </Suspense>
  )
}
