import { Starfield } from './Starfield'

/** Three planets circling a sun; each orbit's period in seconds, innermost first. */
const ORBITS = [
  { size: '45%', period: 15, planet: 'size-3 bg-brand-400' },
  { size: '70%', period: 20, planet: 'size-4 bg-violet-400' },
  { size: '95%', period: 10, planet: 'size-2.5 bg-emerald-400' },
] as const

/** The decorative solar system (how it works, features, guide chapters): rotations only, the compositor's work. */
export function SolarSystem({ starCount = 50, className = '' }: { starCount?: number; className?: string }) {
  return (
    // Off screen it is not rendered, so its orbits do not run (content-visibility).
    <div
      aria-hidden="true"
      className={`relative aspect-square w-full max-w-md overflow-hidden [content-visibility:auto] ${className}`}
    >
      <Starfield count={starCount} seed={7} />
      <div className="absolute left-1/2 top-1/2 size-16 -translate-x-1/2 -translate-y-1/2 rounded-full bg-gradient-to-br from-amber-200 via-orange-400 to-pink-500 shadow-[0_0_60px_rgba(251,146,60,0.6)]" />
      {ORBITS.map((orbit) => (
        <div
          key={orbit.period}
          data-orbit=""
          className="absolute left-1/2 top-1/2 -translate-x-1/2 -translate-y-1/2 rounded-full border border-white/15"
          style={{ width: orbit.size, height: orbit.size }}
        >
          <div
            data-orbit-path=""
            className="size-full motion-safe:animate-orbit"
            style={{ '--orbit-duration': `${orbit.period}s` } as React.CSSProperties}
          >
            <span
              className={`absolute left-1/2 top-0 -translate-x-1/2 -translate-y-1/2 rounded-full ${orbit.planet}`}
            />
          </div>
        </div>
      ))}
    </div>
  )
}
