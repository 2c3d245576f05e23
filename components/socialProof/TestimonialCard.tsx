import { imageFields, type ImageData } from '@/lib/images/projection'
import { Person } from './Person'
import { StarRating } from './StarRating'

/** What a testimonial card shows, projected from a `testimonial` document by the queries that list them. */
export const testimonialCardFields = /* groq */ `_id, name, role, company, photo{ ${imageFields} }, rating, quotes`
type Testimonial = {
  _id: string
  name: string
  role: string
  company: string
  photo: ImageData | null
  rating: 1 | 2 | 3 | 4 | 5
  quotes: string[]
}

/** A smaller testimonial card: stars, quote, person. */
export function TestimonialCard({ testimonial, ratingLabel }: { testimonial: Testimonial; ratingLabel: string }) {
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
