import { defineQuery } from 'next-sanity'
import { contentReader } from './read'

/** The /pricing page and the pricing section the home page shares with it. Purchase internals stay server-side. */
export const pricingPageQuery = defineQuery(`*[_type == "pricingPage" && _id == "pricingPage"][0]{
  title,
  intro,
  seo,
  section{
    heading,
    intro,
    popularBadge,
    footnote,
    "plans": plans[]->{ _id, title, planKey, priceLabel, pricePeriod, description, features, buttonText, isPopular, accentColor, action, href }
  }
}`)

export const getPricingPage = contentReader(pricingPageQuery, ['pricingPage', 'pricingPlan'], 'Pricing page')
