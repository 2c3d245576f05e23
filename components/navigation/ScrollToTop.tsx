'use client'

import { usePathname } from 'next/navigation'
import { useEffect, useRef } from 'react'

/** Each route change starts at the top of the page, unless the new address points at a section. */
export function ScrollToTop() {
  const pathname = usePathname()
  const previous = useRef(pathname)
  useEffect(() => {
    if (previous.current === pathname) return
    previous.current = pathname
    if (!window.location.hash) window.scrollTo({ top: 0, behavior: 'instant' })
  }, [pathname])
  return null
}
