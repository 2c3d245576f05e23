import type { TestimonialCardData } from '@/lib/sanity/cards'
import { Person } from './Person'
import { StarRating } from './StarRating'

/** A smaller testimonial card: stars, quote, person. */
export function TestimonialCard({
  testimonial,
  ratingLabel,
}: {
  testimonial: TestimonialCardData
  ratingLabel: string
}) {
  return (
    <figure className="flex h-full flex-col rounded-2xl border border-white/10 bg-space-900/80 p-6 transition-colors hover:border-brand-400/40">
      <StarRating rating={testimonial.rating} label={ratingLabel} className="size-4" />
      <blockquote className="mt-4 flex-1 space-y-3 text-ink-300">
        {testimonial.quotes.map((quote, index) => (
          <p key={index}>&ldquo;{quote}&rdquo;</p>
        ))}
      </blockquote>
      <Person
        owner={testimonial._id}
        name={testimonial.name}
        role={testimonial.role}
        company={testimonial.company}
        photo={testimonial.photo}
        className="mt-6"
      />
    </figure>
  )
}
