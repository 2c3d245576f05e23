import { SiteLink } from '@/components/navigation/SiteLink'

/**
 * A link whose target comes from content: site paths are site links, while tel:, mailto: and
 * https: targets are plain anchors (https ones open in the same tab, with no referrer leak).
 */
export function ContentLink({
  href,
  className,
  children,
}: {
  href: string
  className?: string
  children: React.ReactNode
}) {
  if (href.startsWith('/') || href.startsWith('#')) {
    return (
      <SiteLink href={href} className={className}>
        {children}
      </SiteLink>
    )
  }
  return (
    <a href={href} className={className} rel={href.startsWith('https:') ? 'noopener noreferrer' : undefined}>
      {children}
    </a>
  )
}
