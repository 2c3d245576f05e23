import { SanityImage } from '@/components/ui/SanityImage'
import { anchorId, type SectionProps } from './types'

/** Customer logos in a row under a short line; a logo whose image is missing is left out. */
export function LogoStripSection({ section, headingId }: SectionProps<'logoStripSection'>) {
  return (
    <section
      id={anchorId(section)}
      aria-labelledby={headingId}
      className="mx-auto max-w-6xl px-4 py-16 sm:px-6 lg:px-8"
    >
      <h2 id={headingId} className="text-center text-sm font-semibold uppercase tracking-wide text-ink-300">
        {section.heading}
      </h2>
      <ul className="mt-8 flex flex-wrap items-center justify-center gap-x-12 gap-y-8">
        {section.logos.map((logo) => (
          <li key={logo._key}>
            <SanityImage
              image={logo}
              owner={`logo strip ${section._key}`}
              width={160}
              sizes="160px"
              className="h-auto w-40 opacity-80"
            />
          </li>
        ))}
      </ul>
    </section>
  )
}
