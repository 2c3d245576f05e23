import { defineQuery } from 'next-sanity'
import { cache } from 'react'
import { sanityFetch } from '../fetch'
import { contentReader } from './read'

/** /trial and the trial part of /account: every word about the free trial, its length, limit and inclusions. */
export const freeTrialQuery = defineQuery(`*[_type == "freeTrial" && _id == "freeTrial"][0]{
  seo,
  trialDays,
  contactLimit,
  includes,
  "planTitle": plan->title,
  page{ heading, confirmText, startLabel, startingText, startedHeading, endsOnText, includesHeading, contactLimitText, endText, accountLinkLabel },
  refusals{ alreadyUsedText, hasPlanText, failedText, retryLabel, plansLinkLabel },
  account{ label, daysLeftText, lastDayText, endsOnText, paymentMethodLabel, paymentMethodText, choosePlanHeading, choosePlanText, endedHeading, endedText, offerHeading, offerText, startLabel }
}`)

export const getFreeTrial = contentReader(freeTrialQuery, ['freeTrial', 'pricingPlan'], 'Free trial')

/**
 * SERVER ONLY (POST /api/trial): the trial's length and the plan it tries, with that plan's Stripe lookup key and
 * yearly amount, only while the plan is sold online and listed on the pricing page (as for checkout).
 */
export const trialOfferQuery = defineQuery(`*[_type == "freeTrial" && _id == "freeTrial"][0]{
  trialDays,
  "plan": plan->{ planKey, title, stripeLookupKey, annualPriceUsd, action, "listed": _id in *[_type == "pricingPage" && _id == "pricingPage"][0].section.plans[]._ref }
}`)

export const getTrialOffer = cache(async () =>
  sanityFetch({ query: trialOfferQuery, tags: ['freeTrial', 'pricingPlan', 'pricingPage'], publishedOnly: true }),
)
