import { seededRandom } from './random'

/** Twinkling stars behind a section. Pure CSS: no JavaScript, and still under reduced motion. */
export function Starfield({ count, seed = 1, className = '' }: { count: number; seed?: number; className?: string }) {
  const random = seededRandom(seed)
  const stars = Array.from({ length: count }, () => ({
    left: random() * 100,
    top: random() * 100,
    size: 1 + random() * 2,
    delay: random() * 4,
    duration: 2 + random() * 3,
  }))
  return (
    <div aria-hidden="true" className={`pointer-events-none absolute inset-0 overflow-hidden ${className}`}>
      {stars.map((star, index) => (
        <span
          key={index}
          data-star=""
          className="absolute rounded-full bg-white opacity-60 motion-safe:animate-twinkle"
          style={
            {
              left: `${star.left.toFixed(2)}%`,
              top: `${star.top.toFixed(2)}%`,
              width: `${star.size.toFixed(1)}px`,
              height: `${star.size.toFixed(1)}px`,
              animationDelay: `${star.delay.toFixed(2)}s`,
              '--twinkle-duration': `${star.duration.toFixed(2)}s`,
            } as React.CSSProperties
          }
        />
      ))}
    </div>
  )
}
