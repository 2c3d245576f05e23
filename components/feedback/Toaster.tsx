'use client'

import { useEffect } from 'react'
import { Toaster as HotToaster, toast, useToasterStore } from 'react-hot-toast'

export { toast }

/** The site's notification defaults: one toast at a time, each shown for 5 seconds. */
const TOAST_DURATION_MS = 5000
const MAX_VISIBLE = 1

/**
 * The one place notifications appear (in the site layout's ToasterSlot, from the first toast on). A new toast
 * replaces the one on screen instead of stacking. react-hot-toast announces toasts politely to screen
 * readers (role="status", aria-live) and pauses them while hovered.
 */
export function Toaster() {
  const { toasts } = useToasterStore()
  useEffect(() => {
    // Newest first: dismiss everything beyond the newest visible toast.
    toasts
      .filter((item) => item.visible)
      .slice(MAX_VISIBLE)
      .forEach((item) => toast.dismiss(item.id))
  }, [toasts])

  return (
    <HotToaster
      position="top-center"
      containerStyle={{ top: 80 }}
      toastOptions={{
        duration: TOAST_DURATION_MS,
        className: 'rounded-xl! border! border-white/10! bg-space-800! text-ink-100! shadow-lg!',
        success: { duration: TOAST_DURATION_MS },
        error: { duration: TOAST_DURATION_MS },
      }}
    />
  )
}
