import { CheckmarkCircleIcon } from '@sanity/icons/CheckmarkCircle'
import { defineField, defineType } from '@sanity/types'
import { requiredGroup, requiredString, requiredText, requiredWithPlaceholder, seoField } from '../fields'

/** /payment-success: where Stripe Checkout returns the buyer. The page is not indexed by search engines. */
export const paymentSuccessPage = defineType({
  name: 'paymentSuccessPage',
  title: 'Payment success page',
  type: 'document',
  icon: CheckmarkCircleIcon,
  groups: [
    { name: 'confirmed', title: 'Purchase confirmed', default: true },
    { name: 'unconfirmed', title: 'Not confirmed' },
    { name: 'seo', title: 'Browser tab' },
  ],
  fields: [
    seoField('seo', {
      title: 'Browser tab & sharing',
      description: 'The page is hidden from search engines, but the title still shows in the browser tab.',
    }),
    defineField({ ...requiredString('heading', 'Heading'), group: 'confirmed' }),
    defineField({
      ...requiredText('text', 'Text', 2),
      description: 'That the payment went through and the plan is active.',
      group: 'confirmed',
    }),
    defineField({
      ...requiredString('planLabel', 'Plan line', 'Write {plan} where the plan name goes, e.g. "Your plan: {plan}".'),
      group: 'confirmed',
      validation: requiredWithPlaceholder('{plan}'),
    }),
    defineField({
      ...requiredText('emailNote', 'Confirmation email note', 2),
      description: 'Tells the buyer a receipt and confirmation are on their way to their inbox.',
      group: 'confirmed',
    }),
    defineField({
      name: 'homeLink',
      title: 'First button',
      description: 'Usually "Return to Homepage" → /.',
      type: 'link',
      group: 'confirmed',
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'supportLink',
      title: 'Second button',
      description: 'Usually "Contact Support" → /contact.',
      type: 'link',
      group: 'confirmed',
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'unconfirmed',
      title: 'When the purchase cannot be confirmed',
      description:
        'Shown instead of the thank-you text when the checkout session is unknown, unpaid or cannot be checked. The same two buttons follow.',
      type: 'object',
      group: 'unconfirmed',
      fields: [requiredString('heading', 'Heading'), requiredText('text', 'Text', 3)],
      validation: (rule) => rule.required(),
    }),
    requiredGroup({
      name: 'trialPlanUnconfirmed',
      title: 'When a plan chosen during the free trial did not start',
      description:
        'Shown on the return from giving a card to end the free trial with a plan, when the plan could not start (the card was declined, or the trial ended meanwhile). The trial goes on; the button leads to the account, where a plan can be chosen again.',
      group: 'unconfirmed',
      fields: [
        requiredString('heading', 'Heading'),
        requiredText('text', 'Text', 3),
        requiredString('accountLabel', 'Button to the account'),
      ],
    }),
  ],
  preview: { prepare: () => ({ title: 'Payment success page' }) },
})
