'use client'

import dynamic from 'next/dynamic'

/**
 * Sections in the order a marketer is dragging them to in the Presentation tool (SectionOrderFromEdits). Rendered by
 * Sections in draft mode only, and loaded only when rendered: its visual-editing code (about 30 KB) never reaches
 * public pages, which import this module but never render it.
 */
export const OptimisticSectionOrder = dynamic(() => import('./SectionOrderFromEdits'))
