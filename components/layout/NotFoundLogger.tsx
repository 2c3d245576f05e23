'use client'

import { usePathname } from 'next/navigation'
import { useEffect } from 'react'

/** Leaves a trace of the missing address in the browser console, for whoever debugs a broken link. */
export function NotFoundLogger() {
  const pathname = usePathname()
  useEffect(() => {
    console.error('404 Error: User attempted to access non-existent route:', pathname)
  }, [pathname])
  return null
}
