import { testimonialCardFields } from '@/lib/sanity/cards'
import type { SectionDeclaration } from './declaration'

/** The star rating's spoken label is the testimonials page's. */
export const testimonialsSectionFields = /* groq */ `heading, intro,
  "testimonials": testimonials[]->{ ${testimonialCardFields} },
  "ratingLabel": *[_type == "testimonialsPage" && _id == "testimonialsPage"][0].labels.ratingLabel`

/** Chosen testimonials as cards: stars, quote, person. */
export const testimonialsSection = {
  type: 'testimonialsSection',
  title: 'Testimonials',
  idBase: 'testimonials',
  projection: testimonialsSectionFields,
  reads: ['testimonial', 'testimonialsPage', 'sanity.imageAsset'],
  shows: 'testimonials',
} as const satisfies SectionDeclaration
