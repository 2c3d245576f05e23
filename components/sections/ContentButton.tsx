import { SiteLink } from '@/components/navigation/SiteLink'

/**
 * A button-styled link from content: an in-page "#anchor" is a plain anchor (it scrolls, smoothly and below the
 * header, even before JavaScript loads), anything else a site link.
 */
export function ContentButton({
  link,
  className,
  goal,
}: {
  link: { label: string; href: string }
  className: string
  /** Counted in analytics when pressed (components/analytics). */
  goal?: string
}) {
  return link.href.startsWith('#') ? (
    <a href={link.href} className={className} data-goal={goal}>
      {link.label}
    </a>
  ) : (
    <SiteLink href={link.href} className={className} data-goal={goal}>
      {link.label}
    </SiteLink>
  )
}
