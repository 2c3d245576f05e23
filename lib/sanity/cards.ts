/**
 * The cards several pages share: each card's GROQ projection and the shape it returns, in one place that both
 * the readers in lib/sanity/content (which interpolate the projection into their queries) and the components
 * that render the card import. TypeGen resolves the interpolation, so the compiler checks each query's result
 * against the card's props.
 */
import { imageFields, type ImageData } from '@/lib/images/projection'

/** An article card, projected from a `blogPost` document. */
export const postCardFields = /* groq */ `_id, title, "slug": slug.current, publishedAt, "author": author->{ name, role }, cover{ ${imageFields} }, summary, tags`
export type PostCardData = {
  _id: string
  title: string
  slug: string
  publishedAt: string
  author: { name: string; role: string | null }
  cover: ImageData | null
  summary: string
  tags: string[]
}

/** A feature card, projected from a `feature` document. */
export const featureCardFields = /* groq */ `_id, title, description, icon, image{ ${imageFields} }`
export type FeatureCardData = { _id: string; title: string; description: string; icon: string; image: ImageData | null }

/** A testimonial card, projected from a `testimonial` document. */
export const testimonialCardFields = /* groq */ `_id, name, role, company, photo{ ${imageFields} }, rating, quotes`
export type TestimonialCardData = {
  _id: string
  name: string
  role: string
  company: string
  photo: ImageData | null
  rating: 1 | 2 | 3 | 4 | 5
  quotes: string[]
}

/** A case study's headline number, projected from an entry of its `metrics`. */
export const metricFields = /* groq */ `_key, value, label`
export type MetricData = { _key: string; value: string; label: string }

/** A case study card, projected from a `caseStudy` document. */
export const caseStudyCardFields = /* groq */ `_id, title, "slug": slug.current, industry, logo{ ${imageFields} }, summary, metrics[]{ ${metricFields} }, challenge, solution`

/** A plan card with its button, projected from a `pricingPlan` document. The Stripe lookup key stays server-side. */
export const planCardFields = /* groq */ `_id, title, planKey, priceLabel, pricePeriod, description, features, buttonText, isPopular, accentColor, action, href, annualPriceUsd`
