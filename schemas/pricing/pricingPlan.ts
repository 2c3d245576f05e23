import { CreditCardIcon } from '@sanity/icons/CreditCard'
import { defineField, defineType, type ValidationContext } from '@sanity/types'
import { LINK_HREF_PATTERN } from '../objects/link'
import { requiredString, requiredText, stringList } from '../fields'

const PLAN_ACCENTS = ['blue', 'purple', 'emerald'] as const

type PlanDraft = { action?: 'checkout' | 'link'; annualPriceUsd?: number } | undefined

const isCheckout = (context: ValidationContext) => (context.parent as PlanDraft)?.action === 'checkout'
const publishedId = (id = '') => id.replace(/^drafts\./, '')

export const pricingPlan = defineType({
  name: 'pricingPlan',
  title: 'Pricing plan',
  type: 'document',
  icon: CreditCardIcon,
  groups: [
    { name: 'card', title: 'Card', default: true },
    { name: 'purchase', title: 'Purchase' },
  ],
  fields: [
    defineField({ ...requiredString('title', 'Plan name'), group: 'card' }),
    defineField({
      name: 'planKey',
      title: 'Plan key',
      description: 'A short stable id (e.g. "pro") that checkout uses. Do not change it on a live plan.',
      type: 'string',
      group: 'purchase',
      validation: (rule) =>
        rule
          .required()
          .regex(/^[a-z0-9-]+$/, { name: 'lowercase letters, digits and hyphens' })
          .custom(async (key, context) => {
            if (!key) return true
            const id = publishedId(context.document?._id)
            const taken = await context
              .getClient({ apiVersion: '2025-01-01' })
              .fetch<number>(
                'count(*[_type == "pricingPlan" && planKey == $key && !(_id in [$id, "drafts." + $id])])',
                { key, id },
              )
            return taken === 0 ? true : `Another plan already uses the key "${key}".`
          }),
    }),
    defineField({
      name: 'priceLabel',
      title: 'Price',
      description: 'As shown on the card, e.g. "$2,999". Required on plans bought online.',
      type: 'string',
      group: 'card',
      validation: (rule) =>
        rule.custom((label: string | undefined, context) => {
          if (!isCheckout(context)) return true
          if (!label) return 'Plans bought online need a price.'
          const amount = (context.parent as PlanDraft)?.annualPriceUsd
          const shownAmount = Number(label.replace(/[^\d.]/g, ''))
          return amount === undefined || shownAmount === amount
            ? true
            : `The price shown (${label}) differs from the amount charged (${amount} USD).`
        }),
    }),
    defineField({
      name: 'pricePeriod',
      title: 'Price period',
      description: 'Shown after the price, e.g. "/year". Leave empty for plans without a fixed price.',
      type: 'string',
      group: 'card',
    }),
    defineField({ ...requiredText('description', 'Description', 2), group: 'card' }),
    defineField({ ...stringList('features', 'Included'), group: 'card' }),
    defineField({ ...requiredString('buttonText', 'Button text'), group: 'card' }),
    defineField({
      name: 'isPopular',
      title: 'Mark as most popular',
      description: 'Highlights the card with a badge. Only one plan can have it.',
      type: 'boolean',
      group: 'card',
      initialValue: false,
      validation: (rule) =>
        rule.custom(async (popular, context) => {
          if (!popular) return true
          const id = publishedId(context.document?._id)
          const others = await context
            .getClient({ apiVersion: '2025-01-01' })
            .fetch<number>(
              'count(*[_type == "pricingPlan" && isPopular == true && !(_id in [$id, "drafts." + $id])])',
              { id },
            )
          return others === 0 ? true : 'Another plan is already marked as most popular: unmark it first.'
        }),
    }),
    defineField({
      name: 'accentColor',
      title: 'Accent colour',
      type: 'string',
      group: 'card',
      options: { list: [...PLAN_ACCENTS], layout: 'radio', direction: 'horizontal' },
      initialValue: 'blue',
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'action',
      title: 'Button behaviour',
      type: 'string',
      group: 'purchase',
      options: {
        list: [
          { title: 'Buy online (Stripe Checkout)', value: 'checkout' },
          { title: 'Go to a page', value: 'link' },
        ],
        layout: 'radio',
      },
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'href',
      title: 'Button target',
      description: 'For example /contact.',
      type: 'string',
      group: 'purchase',
      hidden: ({ parent }) => parent?.action !== 'link',
      validation: (rule) =>
        rule.custom((href: string | undefined, context) => {
          if ((context.parent as PlanDraft)?.action !== 'link') return true
          if (!href) return 'Choose where the button goes.'
          return LINK_HREF_PATTERN.test(href) ? true : 'Use a site path, an https address, mailto: or tel:.'
        }),
    }),
    defineField({
      name: 'stripeLookupKey',
      title: 'Stripe price lookup key',
      description: 'The lookup key of the yearly Stripe price (the same key in test and live mode).',
      type: 'string',
      group: 'purchase',
      hidden: ({ parent }) => parent?.action !== 'checkout',
      validation: (rule) =>
        rule.custom((key: string | undefined, context) => {
          if (!isCheckout(context)) return true
          if (!key) return 'Plans bought online need a Stripe lookup key.'
          return /^[A-Za-z0-9_.-]+$/.test(key) ? true : 'Lookup keys use letters, digits, dots, dashes and underscores.'
        }),
    }),
    defineField({
      name: 'annualPriceUsd',
      title: 'Amount charged per year (USD)',
      description: 'Checkout refuses to sell the plan if the Stripe price differs from this amount.',
      type: 'number',
      group: 'purchase',
      hidden: ({ parent }) => parent?.action !== 'checkout',
      validation: (rule) =>
        rule.custom((amount: number | undefined, context) => {
          if (!isCheckout(context)) return true
          return typeof amount === 'number' && amount > 0 && Number.isInteger(amount)
            ? true
            : 'Plans bought online need a whole-dollar yearly amount.'
        }),
    }),
  ],
  preview: {
    select: { title: 'title', price: 'priceLabel', period: 'pricePeriod', popular: 'isPopular' },
    prepare: ({ title, price, period, popular }) => ({
      title: popular ? `${title} ★` : title,
      subtitle: [price, period].filter(Boolean).join(' '),
    }),
  },
})
