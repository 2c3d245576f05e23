'use client'

import Link from 'next/link'
import { usePathname } from 'next/navigation'
import type { ComponentProps } from 'react'
import { scrollToSection } from './scrollToSection'

type SectionLinkProps = Omit<ComponentProps<typeof Link>, 'href'> & {
  /** Where the link goes from any other page. */
  href: string
  /** The section it scrolls to instead, when the visitor is already on the page that has it. */
  section: string
  /** Called after a choice, e.g. to close the mobile menu. */
  onNavigate?: () => void
}

/** A link to a page section: scrolls smoothly when already there, navigates otherwise. */
export function SectionLink({ href, section, onNavigate, onClick, ...props }: SectionLinkProps) {
  const pathname = usePathname()
  const page = href.split('#')[0] || '/'
  return (
    <Link
      {...props}
      href={href}
      onClick={(event) => {
        onClick?.(event)
        onNavigate?.()
        if (pathname !== page || !document.getElementById(section)) return
        event.preventDefault()
        scrollToSection(section)
      }}
    />
  )
}
