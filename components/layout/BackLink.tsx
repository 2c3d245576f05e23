import Link from 'next/link'
import { ArrowLeft } from '@/components/ui/icons'

/** "Back to …" from a detail page to its index. */
export function BackLink({ href, label }: { href: string; label: string }) {
  return (
    <Link href={href} className="inline-flex items-center gap-2 text-sm font-medium text-brand-400 hover:text-white">
      <ArrowLeft aria-hidden="true" className="size-4" />
      {label}
    </Link>
  )
}
