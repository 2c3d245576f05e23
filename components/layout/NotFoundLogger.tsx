'use client'

import { usePathname } from 'next/navigation'
import { useEffect } from 'react'

/**
 * Leaves a trace of the missing address in the browser console, for whoever debugs a broken link. Rendered by
 * SiteChrome on every page, with the header's code, and logging where the page shows the not-found message: the
 * not-found boundary's own client component would be a chunk of its own that every page loads. NotFoundMessage
 * marks its message with `data-not-found`.
 */
export function NotFoundLogger() {
  const pathname = usePathname()
  useEffect(() => {
    if (document.querySelector('[data-not-found]'))
      console.error('404 Error: User attempted to access non-existent route:', pathname)
  }, [pathname])
  return null
}
