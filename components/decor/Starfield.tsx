import { seededRandom } from '@/lib/random/seededRandom'

/** Stars twinkle in a few groups, each one layer whose opacity the compositor animates: no main-thread work. */
const TWINKLE_GROUPS = [
  { duration: 3.2, delay: 0 },
  { duration: 4.1, delay: 1.3 },
  { duration: 2.6, delay: 2.1 },
] as const

/** Star diameters in pixels, whatever the size of the section. */
const STAR_SIZES = [1, 2, 3] as const

/**
 * Twinkling stars behind a section. Pure CSS and SVG: no JavaScript; still under reduced motion; not rendered
 * (so not animated) while off screen (`content-visibility: auto`).
 *
 * Each star is a zero-length stroke with round caps, so a whole group of one size is a single path
 * ("M x y h0" per star): a tenth of the markup of one element per star, on pages that show a hundred of them.
 * The layer stretches to the section (positions are percentages of it) while the strokes keep their size.
 */
export function Starfield({ count, seed = 1, className = '' }: { count: number; seed?: number; className?: string }) {
  const random = seededRandom(seed)
  const stars = Array.from({ length: count }, (_, index) => ({
    group: index % TWINKLE_GROUPS.length,
    at: `M${(random() * 100).toFixed(1)} ${(random() * 100).toFixed(1)}h0`,
    size: STAR_SIZES[Math.floor(random() * STAR_SIZES.length)],
  }))
  return (
    <div
      aria-hidden="true"
      className={`pointer-events-none absolute inset-0 overflow-hidden [content-visibility:auto] ${className}`}
    >
      {TWINKLE_GROUPS.map(({ duration, delay }, group) => (
        <svg
          key={group}
          data-twinkle-group=""
          viewBox="0 0 100 100"
          preserveAspectRatio="none"
          className="absolute inset-0 size-full stroke-white [stroke-linecap:round] opacity-60 *:[vector-effect:non-scaling-stroke] motion-safe:animate-twinkle"
          style={{ '--twinkle-duration': `${duration}s`, animationDelay: `${delay}s` } as React.CSSProperties}
        >
          {STAR_SIZES.map((size) => {
            const path = stars
              .filter((star) => star.group === group && star.size === size)
              .map((star) => star.at)
              .join('')
            return path ? <path key={size} d={path} strokeWidth={size} /> : null
          })}
        </svg>
      ))}
    </div>
  )
}
