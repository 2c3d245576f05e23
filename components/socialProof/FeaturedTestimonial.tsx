import { Quote } from '@/components/ui/icons'
import type { TestimonialsPageQueryResult } from '@/sanity/types'
import { Person } from './Person'
import { StarRating } from './StarRating'

type Page = NonNullable<TestimonialsPageQueryResult>

/** The large testimonial at the top of /testimonials: badge, stars, every quote paragraph, the person. */
export function FeaturedTestimonial({
  testimonial,
  labels,
}: {
  testimonial: Page['featured']
  labels: Page['labels']
}) {
  return (
    <section aria-labelledby="featured-testimonial" className="mx-auto max-w-4xl px-4 py-10 sm:px-6 lg:px-8">
      <figure className="relative overflow-hidden rounded-3xl border border-violet-400/40 bg-space-900/80 p-8 shadow-[0_0_40px_rgba(154,107,255,0.18)] sm:p-12">
        <Quote aria-hidden="true" className="absolute right-8 top-8 size-16 text-violet-400/20" />
        <h2
          id="featured-testimonial"
          className="inline-block rounded-full border border-violet-400/40 bg-violet-500/10 px-4 py-1 text-sm font-semibold text-violet-400"
        >
          {labels.featuredBadge}
        </h2>
        <div className="mt-6">
          <StarRating rating={testimonial.rating} label={labels.ratingLabel} className="size-6" />
        </div>
        <blockquote className="mt-6 space-y-5 text-lg leading-relaxed text-ink-100 sm:text-xl">
          {testimonial.quotes.map((quote, index) => (
            <p key={index}>&ldquo;{quote}&rdquo;</p>
          ))}
        </blockquote>
        <Person
          owner={testimonial._id}
          photo={testimonial.photo}
          name={testimonial.name}
          role={testimonial.role}
          company={testimonial.company}
          large
          className="mt-8 border-t border-white/10 pt-6"
        />
      </figure>
    </section>
  )
}
