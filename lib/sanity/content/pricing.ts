import { defineQuery } from 'next-sanity'
import { cache } from 'react'
import { planCardFields } from '@/lib/sanity/cards'
import { sanityFetch } from '../fetch'
import { SECTION_TAGS, sectionsProjection } from '@/lib/sanity/sections'
import { contentReader } from './read'

/** The /pricing page and the pricing section the home page shares with it. The Stripe lookup key stays server-side. */
export const pricingPageQuery = defineQuery(`*[_type == "pricingPage" && _id == "pricingPage"][0]{
  _id,
  _type,
  title,
  intro,
  seo,
  section{
    heading,
    intro,
    popularBadge,
    footnote,
    "plans": plans[]->{ ${planCardFields} },
    purchaseMessages{ signInTitle, signInText, processing, errorTitle, errorText, noUrlText, alreadySubscribedText }
  },
  ${sectionsProjection}
}`)

export const getPricingPage = contentReader(pricingPageQuery, ['pricingPage', 'pricingPlan', ...SECTION_TAGS], 'Pricing page')

/**
 * SERVER ONLY (POST /api/checkout, the webhook, /payment-success): a plan sold online, by its key, with the
 * Stripe lookup key of its price and the yearly amount the price must have. Only plans listed on the pricing
 * page count, so an unpublished or removed plan cannot be bought.
 */
export const purchasablePlanQuery =
  defineQuery(`*[_type == "pricingPlan" && planKey == $planKey && action == "checkout" && _id in *[_type == "pricingPage" && _id == "pricingPage"][0].section.plans[]._ref][0]{
  planKey,
  title,
  stripeLookupKey,
  annualPriceUsd
}`)

export const getPurchasablePlan = cache(async (planKey: string) =>
  sanityFetch({
    query: purchasablePlanQuery,
    params: { planKey },
    tags: ['pricingPage', 'pricingPlan'],
    publishedOnly: true,
  }),
)

/** SERVER ONLY: the plan whose Stripe price has this lookup key (the webhook and the confirmation name it). */
export const planByLookupKeyQuery = defineQuery(`*[_type == "pricingPlan" && stripeLookupKey == $lookupKey][0]{
  planKey,
  title
}`)

export const getPlanByLookupKey = cache(async (lookupKey: string) =>
  sanityFetch({ query: planByLookupKeyQuery, params: { lookupKey }, tags: ['pricingPlan'], publishedOnly: true }),
)

/** SERVER ONLY (POST /api/checkout): what a buyer who already has a plan is told instead of a second checkout. */
export const checkoutRefusalQuery = defineQuery(
  `*[_type == "pricingPage" && _id == "pricingPage"][0].section.purchaseMessages{ alreadySubscribedText }`,
)

export const getCheckoutRefusal = contentReader(checkoutRefusalQuery, ['pricingPage'], 'Pricing page purchase messages')

/** The texts /payment-success needs besides the thank-you (which lib/sanity/content/account.ts reads). */
export const purchaseConfirmationQuery = defineQuery(`*[_type == "paymentSuccessPage" && _id == "paymentSuccessPage"][0]{
  planLabel,
  unconfirmed{ heading, text },
  trialPlanUnconfirmed{ heading, text, accountLabel }
}`)

export const getPurchaseConfirmationTexts = contentReader(
  purchaseConfirmationQuery,
  ['paymentSuccessPage'],
  'Payment success page',
)
