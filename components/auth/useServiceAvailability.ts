'use client'

import { useEffect, useState } from 'react'
import type { AuthAvailability } from '@/lib/auth/client'

/** How long the form waits for the sign-in service before saying it is unavailable. */
const SERVICE_LOAD_TIMEOUT_MS = 8_000

/**
 * The sign-in service's availability from its load status: ready once loaded (or loaded with degraded
 * features), unavailable when loading failed or has not finished after `timeoutMs`, instead of a form
 * that waits forever. A service that loads after the timeout still makes the form usable.
 */
export function useServiceAvailability(
  status: 'loading' | 'ready' | 'degraded' | 'error',
  timeoutMs: number = SERVICE_LOAD_TIMEOUT_MS,
): AuthAvailability {
  const [timedOut, setTimedOut] = useState(false)
  const loading = status === 'loading'
  useEffect(() => {
    if (!loading) return
    const timer = setTimeout(() => setTimedOut(true), timeoutMs)
    return () => clearTimeout(timer)
  }, [loading, timeoutMs])
  if (status === 'ready' || status === 'degraded') return 'ready'
  if (status === 'error' || timedOut) return 'unavailable'
  return 'loading'
}
