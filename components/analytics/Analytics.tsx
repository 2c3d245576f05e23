'use client'

import { useEffect } from 'react'
import type { AnalyticsConfig } from '@/lib/analytics/config'
import { startAnalytics } from '@/lib/analytics/tracker'

/**
 * Starts Plausible once the page is interactive: the first pageview, one per client-side route change, and
 * the goals of links marked with `data-goal`. Renders nothing. Without a configuration it does nothing at
 * all: the tracker is never started and no request is made.
 */
export function Analytics({ config }: { config: AnalyticsConfig | null }) {
  useEffect(() => {
    if (config) startAnalytics(config)
  }, [config])
  return null
}
