import type { Metadata } from 'next'
import { PageHeader } from '@/components/layout/PageHeader'
import { FeaturedTestimonial } from '@/components/socialProof/FeaturedTestimonial'
import { TestimonialCard } from '@/components/socialProof/TestimonialCard'
import { Sections } from '@/components/sections/Sections'
import { getTestimonialsPage } from '@/lib/sanity/content/socialProof'
import { pageMetadata } from '@/lib/seo/metadata'
import { SINGLETON_PATHS } from '@/lib/site/routes'

export async function generateMetadata(): Promise<Metadata> {
  const page = await getTestimonialsPage()
  return pageMetadata(page.seo, { title: page.title, path: SINGLETON_PATHS.testimonialsPage })
}

export default async function TestimonialsPage() {
  const page = await getTestimonialsPage()
  return (
    <>
      <PageHeader title={page.title} intro={page.intro} />
      <FeaturedTestimonial testimonial={page.featured} labels={page.labels} />
      <section aria-labelledby="more-testimonials" className="mx-auto max-w-7xl px-4 pb-24 pt-8 sm:px-6 lg:px-8">
        <h2 id="more-testimonials" className="text-center text-2xl font-bold tracking-tight text-white sm:text-3xl">
          {page.labels.cardsHeading}
        </h2>
        <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {page.testimonials.map((testimonial) => (
            <li key={testimonial._id}>
              <TestimonialCard testimonial={testimonial} ratingLabel={page.labels.ratingLabel} />
            </li>
          ))}
        </ul>
      </section>
      <Sections sections={page.sections} owner={page} />
    </>
  )
}
