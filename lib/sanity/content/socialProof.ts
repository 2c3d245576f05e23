import { defineQuery } from 'next-sanity'
import { imageFields } from '@/lib/images/projection'
import { caseStudyCardFields, metricFields, testimonialCardFields } from '@/lib/sanity/cards'
import { SECTION_TAGS, sectionsProjection } from '@/lib/sanity/sections'
import { contentBySlug, contentReader } from './read'

/** /testimonials: the featured testimonial, the smaller cards and the page's labels. */
export const testimonialsPageQuery = defineQuery(`*[_type == "testimonialsPage" && _id == "testimonialsPage"][0]{
  _id,
  _type,
  title,
  intro,
  seo,
  "featured": featured->{ ${testimonialCardFields} },
  "testimonials": testimonials[]->{ ${testimonialCardFields} },
  labels,
  ${sectionsProjection}
}`)

/** /case-studies: the cards in the order the page lists them, and the labels shared with the detail pages. */
export const caseStudiesPageQuery = defineQuery(`*[_type == "caseStudiesPage" && _id == "caseStudiesPage"][0]{
  _id,
  _type,
  title,
  intro,
  seo,
  "caseStudies": caseStudies[]->{ ${caseStudyCardFields} },
  labels,
  ${sectionsProjection}
}`)

/** One case study page, with the index's title (breadcrumb) and labels (headings, back link). */
export const caseStudyQuery = defineQuery(`*[_type == "caseStudy" && slug.current == $slug][0]{
  _id,
  title,
  "slug": slug.current,
  industry,
  logo{ ${imageFields} },
  cover{ ${imageFields} },
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
  ['testimonialsPage', 'testimonial', ...SECTION_TAGS],
  'Testimonials page',
)
export const getCaseStudiesPage = contentReader(
  caseStudiesPageQuery,
  ['caseStudiesPage', 'caseStudy', ...SECTION_TAGS],
  'Case studies page',
)
export const getCaseStudy = contentBySlug(caseStudyQuery, [
  'caseStudy',
  'caseStudiesPage',
  'sanity.imageAsset',
])
export const getCaseStudySlugs = contentReader(caseStudySlugsQuery, ['caseStudy'], 'Case study slugs')
