import { CreditCardIcon } from '@sanity/icons/CreditCard'
import { defineArrayMember, defineField, defineType } from '@sanity/types'
import { pageHeaderFields, requiredGroup, requiredString } from '../fields'
import { extraSectionsField, SECTIONS_UNDER_CONTENT } from '../sections'

/** The /pricing page and the pricing section it shares with the home page. */
export const pricingPage = defineType({
  name: 'pricingPage',
  title: 'Pricing',
  type: 'document',
  icon: CreditCardIcon,
  fields: [
    ...pageHeaderFields(),
    requiredGroup({
      name: 'section',
      title: 'Pricing section (also on the home page)',
      fields: [
        requiredString('heading', 'Heading'),
        defineField({ name: 'intro', title: 'Intro', type: 'text', rows: 2 }),
        defineField({
          name: 'plans',
          title: 'Plans',
          description: 'Drag to reorder the cards.',
          type: 'array',
          of: [defineArrayMember({ type: 'reference', to: [{ type: 'pricingPlan' }] })],
          validation: (rule) => rule.required().min(1).max(4).unique(),
        }),
        requiredString('popularBadge', 'Badge on the most popular plan'),
        defineField({ name: 'footnote', title: 'Note under the cards', type: 'string' }),
        defineField({
          name: 'purchaseMessages',
          title: 'Purchase messages',
          description: 'The notices a buyer sees after pressing the button of a plan sold online (Basic, Pro).',
          type: 'object',
          fields: [
            requiredString('signInTitle', 'Sign-in needed: title', 'e.g. "Sign In Required"'),
            requiredString('signInText', 'Sign-in needed: text', 'e.g. "Please sign in to make a purchase."'),
            requiredString('processing', 'While the checkout is being prepared', 'e.g. "Processing"'),
            requiredString('errorTitle', 'Failure: title', 'e.g. "Error"'),
            requiredString('errorText', 'Failure: text', 'e.g. "Failed to initiate payment. Please try again."'),
            requiredString('noUrlText', 'Failure without a checkout address', 'e.g. "No checkout URL returned"'),
            requiredString(
              'alreadySubscribedText',
              'Refusal: the buyer already has a plan',
              'Shown instead of a second checkout to a buyer whose plan is still active, while billing management opens, e.g. "You already have an active plan. Opening billing management, where you can change or cancel it."',
            ),
          ],
          validation: (rule) => rule.required(),
        }),
      ],
    }),
    extraSectionsField(SECTIONS_UNDER_CONTENT),
  ],
  preview: { prepare: () => ({ title: 'Pricing' }) },
})
