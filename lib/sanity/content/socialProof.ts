import { defineQuery } from 'next-sanity'
import { metricFields, testimonialCardFields } from '@/lib/sanity/cards'
import { contentBySlug, contentReader } from './read'

/** /testimonials: the featured testimonial, the smaller cards and the page's labels. */
export const testimonialsPageQuery = defineQuery(`*[_type == "testimonialsPage" && _id == "testimonialsPage"][0]{
  title,
  intro,
  seo,
  "featured": featured->{ _id, name, role, company, rating, quotes },
  "testimonials": testimonials[]->{ ${testimonialCardFields} },
  labels
}`)

/** /case-studies: the cards in the order the page lists them, and the labels shared with the detail pages. */
export const caseStudiesPageQuery = defineQuery(`*[_type == "caseStudiesPage" && _id == "caseStudiesPage"][0]{
  title,
  intro,
  seo,
  "caseStudies": caseStudies[]->{
    _id,
    title,
    "slug": slug.current,
    industry,
    summary,
    metrics[]{ ${metricFields} },
    challenge,
    solution
  },
  labels
}`)

/** One case study page, with the index's title (breadcrumb) and labels (headings, back link). */
export const caseStudyQuery = defineQuery(`*[_type == "caseStudy" && slug.current == $slug][0]{
  _id,
  title,
  "slug": slug.current,
  industry,
  intro,
  metrics[]{ ${metricFields} },
  challenge,
  solution,
  results,
  seo,
  "index": *[_type == "caseStudiesPage" && _id == "caseStudiesPage"][0]{ title, labels }
}`)

/** Every case study that has a page (listed on the index or not). */
export const caseStudySlugsQuery = defineQuery(`*[_type == "caseStudy" && defined(slug.current)].slug.current`)

export const getTestimonialsPage = contentReader(
  testimonialsPageQuery,
  ['testimonialsPage', 'testimonial'],
  'Testimonials page',
)
export const getCaseStudiesPage = contentReader(
  caseStudiesPageQuery,
  ['caseStudiesPage', 'caseStudy'],
  'Case studies page',
)
export const getCaseStudy = contentBySlug(caseStudyQuery, [
  'caseStudy',
  'caseStudiesPage',
])
export const getCaseStudySlugs = contentReader(caseStudySlugsQuery, ['caseStudy'], 'Case study slugs')
