import { planCardFields } from '@/lib/sanity/cards'
import type { SectionDeclaration } from './declaration'

const PRICING_PAGE = /* groq */ `*[_type == "pricingPage" && _id == "pricingPage"][0].section`

/** The chosen plans, or else the pricing page's; the badge and purchase messages are the pricing page's. */
export const pricingSectionFields = /* groq */ `heading, intro, footnote,
  "plans": select(count(plans) > 0 => plans[]->{ ${planCardFields} }, ${PRICING_PAGE}.plans[]->{ ${planCardFields} }),
  "popularBadge": ${PRICING_PAGE}.popularBadge,
  "purchaseMessages": ${PRICING_PAGE}.purchaseMessages{ signInTitle, signInText, processing, errorTitle, errorText, noUrlText, alreadySubscribedText }`

/** Plan cards with their buttons: the chosen plans, or else the pricing page's. */
export const pricingSection = {
  type: 'pricingSection',
  title: 'Pricing',
  idBase: 'pricing',
  projection: pricingSectionFields,
  reads: ['pricingPlan', 'pricingPage'],
} as const satisfies SectionDeclaration
