import Link from 'next/link'

/**
 * A link whose target comes from content: site paths navigate client-side, while tel:, mailto: and
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
      <Link href={href} className={className}>
        {children}
      </Link>
    )
  }
  return (
    <a href={href} className={className} rel={href.startsWith('https:') ? 'noopener noreferrer' : undefined}>
      {children}
    </a>
  )
}
