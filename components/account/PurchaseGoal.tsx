'use client'

import { useEffect, useRef } from 'react'
import { GOALS } from '@/lib/analytics/goals'
import { trackGoal } from '@/lib/analytics/tracker'

/**
 * Counts a confirmed purchase as the Purchase goal, with the plan bought (and, as every goal, the experiment the
 * buyer is in). Once per page load; a reload counts again, which Plausible's conversions (unique visitors) absorb.
 */
export function PurchaseGoal({ planKey }: { planKey: string | null }) {
  const sent = useRef(false)
  useEffect(() => {
    if (sent.current) return
    sent.current = true
    trackGoal(GOALS.purchase, planKey ? { plan: planKey } : undefined)
  }, [planKey])
  return null
}
