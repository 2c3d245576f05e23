import { PauseAnimation } from './PauseAnimation'
import { Starfield } from './Starfield'

/** Three planets circling a sun; each orbit's period in seconds, innermost first. */
const ORBITS = [
  { size: '45%', period: 15, planet: 'size-3 bg-brand-400' },
  { size: '70%', period: 20, planet: 'size-4 bg-violet-400' },
  { size: '95%', period: 10, planet: 'size-2.5 bg-emerald-400' },
] as const

/**
 * The decorative solar system (how it works, features, guide chapters): rotations only, the compositor's work, with
 * its pause switch at its corner. `className` places it; `drawingClassName` styles the drawing alone, so that a
 * drawing set behind a page's content (`-z-10`) still has its switch above it, where it can be pressed.
 */
export function SolarSystem({ className, drawingClassName = '' }: { className: string; drawingClassName?: string }) {
  return (
    <div data-decorated="" className={`pointer-events-none ${className}`}>
      {/* Off screen it is not rendered, so its orbits do not run (content-visibility). */}
      <div
        aria-hidden="true"
        className={`relative aspect-square overflow-hidden [content-visibility:auto] ${drawingClassName}`}
      >
        <Starfield name="solarSystem" />
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
      <PauseAnimation className="absolute right-2 top-2" />
    </div>
  )
}
