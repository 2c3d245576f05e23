import { seededRandom } from './random'

/** Stars twinkle in a few groups, each one layer whose opacity the compositor animates: no main-thread work. */
const TWINKLE_GROUPS = [
  { duration: 3.2, delay: 0 },
  { duration: 4.1, delay: 1.3 },
  { duration: 2.6, delay: 2.1 },
] as const

/**
 * Twinkling stars behind a section. Pure CSS and SVG: no JavaScript; still under reduced motion; not rendered
 * (so not animated) while off screen (`content-visibility: auto`).
 */
export function Starfield({ count, seed = 1, className = '' }: { count: number; seed?: number; className?: string }) {
  const random = seededRandom(seed)
  const stars = Array.from({ length: count }, (_, index) => ({
    group: index % TWINKLE_GROUPS.length,
    x: (random() * 100).toFixed(2),
    y: (random() * 100).toFixed(2),
    radius: (0.5 + random()).toFixed(1),
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
          className="absolute inset-0 size-full fill-white opacity-60 motion-safe:animate-twinkle"
          style={{ '--twinkle-duration': `${duration}s`, animationDelay: `${delay}s` } as React.CSSProperties}
        >
          {stars
            .filter((star) => star.group === group)
            .map((star, index) => (
              <circle key={index} data-star="" cx={`${star.x}%`} cy={`${star.y}%`} r={star.radius} />
            ))}
        </svg>
      ))}
    </div>
  )
}
