import { TestimonialCard } from '@/components/socialProof/TestimonialCard'
import { SectionIntro } from './SectionIntro'
import { anchorId, type SectionProps } from './types'

/** Chosen testimonials as cards; a deleted one is left out. */
export function TestimonialsSection({ section, headingId }: SectionProps<'testimonialsSection'>) {
  const ratingLabel = section.ratingLabel
  // The stars' spoken label is the testimonials page's: without it, no cards.
  if (!ratingLabel) return null
  return (
    <section
      id={anchorId(section)}
      aria-labelledby={headingId}
      className="mx-auto max-w-7xl px-4 py-24 sm:px-6 lg:px-8"
    >
      <SectionIntro id={headingId} heading={section.heading} intro={section.intro} />
      <ul className="mt-14 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
        {section.testimonials
          .filter((testimonial) => testimonial !== null)
          .map((testimonial) => (
            <li key={testimonial._id}>
              <TestimonialCard testimonial={testimonial} ratingLabel={ratingLabel} />
            </li>
          ))}
      </ul>
    </section>
  )
}
