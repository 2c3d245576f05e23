import type { ReactNode } from 'react'
import { anchorId } from './types'

/** The centred heading and intro that open each landing-page section. */
export function SectionIntro({ id, heading, intro }: { id: string; heading: string; intro?: string | null }) {
  return (
    <div className="mx-auto max-w-2xl text-center">
      <h2 id={id} className="text-3xl font-bold tracking-tight text-white sm:text-4xl">
        {heading}
      </h2>
      {intro ? <p className="mt-4 text-lg text-ink-300">{intro}</p> : null}
    </div>
  )
}

type IntroducedSectionProps = {
  section: { anchor: string | null; heading: string; intro?: string | null }
  headingId: string
  /** The section's width and spacing; most sections are as wide as the page's content. */
  className?: string
  children: ReactNode
}

/** A section that opens with its heading and intro: labelled by that heading, reached by its anchor. */
export function IntroducedSection({
  section,
  headingId,
  className = 'mx-auto max-w-7xl px-4 py-24 sm:px-6 lg:px-8',
  children,
}: IntroducedSectionProps) {
  return (
    <section id={anchorId(section)} aria-labelledby={headingId} className={className}>
      <SectionIntro id={headingId} heading={section.heading} intro={section.intro} />
      {children}
    </section>
  )
}
