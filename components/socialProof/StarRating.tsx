import { Star } from '@/components/ui/icons'
import { fillIn } from '@/lib/text/fillIn'

const MAX_STARS = 5

/** Filled and empty stars, read out as one image with the label from content (e.g. "… 5 out of 5 …"). */
export function StarRating({
  rating,
  label,
  className = 'size-5',
}: {
  rating: number
  label: string
  className?: string
}) {
  const filled = Math.max(0, Math.min(MAX_STARS, Math.round(rating)))
  return (
    <div role="img" aria-label={fillIn(label, { rating: filled })} className="flex gap-1">
      {Array.from({ length: MAX_STARS }, (_, index) => (
        <Star
          key={index}
          aria-hidden="true"
          focusable="false"
          className={`${className} ${index < filled ? 'fill-amber-400 text-amber-400' : 'text-ink-400/50'}`}
        />
      ))}
    </div>
  )
}
