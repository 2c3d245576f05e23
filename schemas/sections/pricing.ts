import { CreditCardIcon } from '@sanity/icons/CreditCard'
import { defineArrayMember, defineField } from '@sanity/types'
import { pricingSection } from '@/lib/sanity/sections/pricing'
import { defineSectionType, headingFields } from './fields'

/** The plans listed on the pricing page: only those can be bought (lib/sanity/content/pricing.ts). */
const PURCHASABLE_PLANS = `*[_type == "pricingPage" && _id == "pricingPage"][0].section.plans[]._ref`

/**
 * Plan cards with their buttons. Without chosen plans it shows the pricing page's plans; chosen plans must be
 * among them, or their buttons could not sell them.
 */
export const pricingSectionSchema = defineSectionType(pricingSection, {
  icon: CreditCardIcon,
  fields: [
    ...headingFields(),
    defineField({
      name: 'plans',
      title: 'Plans',
      description: 'Leave empty to show every plan of the pricing page, in its order.',
      type: 'array',
      of: [defineArrayMember({ type: 'reference', to: [{ type: 'pricingPlan' }] })],
      validation: (rule) =>
        rule.unique().custom(async (plans: { _ref?: string }[] | undefined, context) => {
          if (!plans?.length) return true
          const client = context.getClient({ apiVersion: '2025-02-19' })
          const purchasable = ((await client.fetch<string[] | null>(PURCHASABLE_PLANS)) ?? []).map((id) =>
            id.replace(/^drafts\./, ''),
          )
          const unsellable = plans.filter((plan) => plan._ref && !purchasable.includes(plan._ref))
          return unsellable.length ? 'Choose plans listed on the pricing page: only those can be bought.' : true
        }),
    }),
    defineField({ name: 'footnote', title: 'Small print under the plans', type: 'string' }),
  ],
})
