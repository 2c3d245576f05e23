import { starLayerPath, TWINKLE_GROUPS, type StarfieldName } from '@/lib/decor/starfield'

/**
 * Twinkling stars behind a section: one image per twinkle group (lib/decor/starfield.ts), stretched over the section.
 * Pure CSS: no JavaScript; still under reduced motion; not rendered (so not animated, nor loaded) while off screen
 * (`content-visibility: auto`).
 */
export function Starfield({ name, className = '' }: { name: StarfieldName; className?: string }) {
  return (
    <div
      aria-hidden="true"
      className={`pointer-events-none absolute inset-0 overflow-hidden [content-visibility:auto] ${className}`}
    >
      {TWINKLE_GROUPS.map(({ duration, delay }, group) => (
        // A drawing of the site's own, stretched to the section: nothing for the image optimiser to do.
        // eslint-disable-next-line @next/next/no-img-element
        <img
          key={group}
          data-twinkle-group=""
          src={starLayerPath(name, group)}
          alt=""
          loading="lazy"
          fetchPriority="low"
          className="absolute inset-0 size-full opacity-60 motion-safe:animate-twinkle"
          style={{ '--twinkle-duration': `${duration}s`, animationDelay: `${delay}s` } as React.CSSProperties}
        />
      ))}
    </div>
  )
}
