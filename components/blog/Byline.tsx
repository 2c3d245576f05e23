import { Calendar, UserRound } from '@/components/ui/icons'
import { formatDate } from '@/lib/text/formatDate'

/** "{by} {author} · {date}" (with the author's role where given), on cards and article pages. */
export function Byline({
  author,
  publishedAt,
  byLabel,
  showRole = false,
}: {
  author: { name: string; role: string | null }
  publishedAt: string
  byLabel: string
  showRole?: boolean
}) {
  return (
    <p className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-ink-400">
      <span className="inline-flex items-center gap-1.5">
        <UserRound aria-hidden="true" className="size-4" />
        <span>
          {byLabel} <span className="font-medium text-ink-100">{author.name}</span>
          {showRole && author.role ? <>, {author.role}</> : null}
        </span>
      </span>
      <span className="inline-flex items-center gap-1.5">
        <Calendar aria-hidden="true" className="size-4" />
        <time dateTime={publishedAt}>{formatDate(publishedAt)}</time>
      </span>
    </p>
  )
}
