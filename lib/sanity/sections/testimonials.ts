import { testimonialCardFields } from '@/lib/sanity/cards'

/** The star rating's spoken label is the testimonials page's. */
export const testimonialsSectionFields = /* groq */ `heading, intro,
  "testimonials": testimonials[]->{ ${testimonialCardFields} },
  "ratingLabel": *[_type == "testimonialsPage" && _id == "testimonialsPage"][0].labels.ratingLabel`
