import type { ReactNode } from 'react'
import { Icon } from './Icon'

/** The rounded icon tile cards start with. */
export function IconBadge({ name }: { name: string }) {
  return (
    <span className="inline-flex size-11 items-center justify-center rounded-xl bg-brand-500/15 text-brand-400">
      <Icon name={name} className="size-6" />
    </span>
  )
}

/** A list item card: an optional picture across its top, icon, heading, one paragraph (features, values, benefits). */
export function IconCard({
  icon,
  title,
  description,
  picture,
  headingLevel: Heading = 'h3',
}: {
  icon: string
  title: string
  description: string
  picture?: ReactNode
  headingLevel?: 'h2' | 'h3'
}) {
  return (
    <li className="rounded-2xl border border-white/10 bg-space-900/80 p-6 transition-colors hover:border-brand-400/40">
      {picture}
      <IconBadge name={icon} />
      <Heading className="mt-4 text-lg font-semibold text-white">{title}</Heading>
      <p className="mt-2 text-ink-300">{description}</p>
    </li>
  )
}
