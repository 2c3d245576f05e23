import { planCardFields } from '@/lib/sanity/cards'

const PRICING_PAGE = /* groq */ `*[_type == "pricingPage" && _id == "pricingPage"][0].section`

/** The chosen plans, or else the pricing page's; the badge and purchase messages are the pricing page's. */
export const pricingSectionFields = /* groq */ `heading, intro, footnote,
  "plans": select(count(plans) > 0 => plans[]->{ ${planCardFields} }, ${PRICING_PAGE}.plans[]->{ ${planCardFields} }),
  "popularBadge": ${PRICING_PAGE}.popularBadge,
  "purchaseMessages": ${PRICING_PAGE}.purchaseMessages{ signInTitle, signInText, processing, errorTitle, errorText, noUrlText, alreadySubscribedText }`
