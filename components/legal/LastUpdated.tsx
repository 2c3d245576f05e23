import { formatDate } from '@/lib/text/formatDate'

/** "<label> <date>" under a legal page's title; `date` is the Studio's YYYY-MM-DD value. */
export function LastUpdated({ label, date }: { label: string; date: string }) {
  return (
    <p className="text-center text-sm text-ink-400">
      {label} <time dateTime={date}>{formatDate(date)}</time>
    </p>
  )
}
