import { defineQuery } from 'next-sanity'
import { contentReader } from './read'

/** The /pricing page and the pricing section the home page shares with it. The Stripe lookup key stays server-side. */
export const pricingPageQuery = defineQuery(`*[_type == "pricingPage" && _id == "pricingPage"][0]{
  title,
  intro,
  seo,
  section{
    heading,
    intro,
    popularBadge,
    footnote,
    "plans": plans[]->{ _id, title, planKey, priceLabel, pricePeriod, description, features, buttonText, isPopular, accentColor, action, href, annualPriceUsd }
  }
}`)

export const getPricingPage = contentReader(pricingPageQuery, ['pricingPage', 'pricingPlan'], 'Pricing page')
