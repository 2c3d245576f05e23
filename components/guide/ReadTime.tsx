import { Clock } from '@/components/ui/icons'

/** A reading time in minutes with a clock; the words after the number come from content. */
export function ReadTime({ minutes, label }: { minutes: number; label: string }) {
  return (
    <span className="inline-flex items-center gap-1.5 text-ink-400">
      <Clock aria-hidden="true" className="size-4" />
      {minutes} {label}
    </span>
  )
}
