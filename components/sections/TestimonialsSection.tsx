import { TestimonialCard } from '@/components/socialProof/TestimonialCard'
import { IntroducedSection } from './SectionIntro'
import type { SectionProps } from './types'

/** Chosen testimonials as cards; a deleted one is left out. */
export function TestimonialsSection({ section, headingId }: SectionProps<'testimonialsSection'>) {
  const ratingLabel = section.ratingLabel
  // The stars' spoken label is the testimonials page's: without it, no cards.
  if (!ratingLabel) return null
  return (
    <IntroducedSection section={section} headingId={headingId}>
      <ul className="mt-14 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
        {section.testimonials
          .filter((testimonial) => testimonial !== null)
          .map((testimonial) => (
            <li key={testimonial._id}>
              <TestimonialCard testimonial={testimonial} ratingLabel={ratingLabel} />
            </li>
          ))}
      </ul>
    </IntroducedSection>
  )
}
