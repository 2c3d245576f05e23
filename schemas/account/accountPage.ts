import { UserIcon } from '@sanity/icons/User'
import { defineField, defineType } from '@sanity/types'
import { requiredGroup, requiredString, requiredText, requiredWithPlaceholder, seoField } from '../fields'

/** A line with the plan's date in it, e.g. "Renews on {date}". */
function textWithDate(name: string, title: string, description: string) {
  return defineField({
    ...requiredString(name, title, `${description} Write {date} where the date goes.`),
    validation: requiredWithPlaceholder('{date}'),
  })
}

/**
 * /account: a signed-in visitor's email, their plan as the last purchase left it (or what an account without a
 * plan has), billing management in Stripe's portal and signing out. The page is not indexed by search engines.
 */
export const accountPage = defineType({
  name: 'accountPage',
  title: 'Account page',
  type: 'document',
  icon: UserIcon,
  groups: [
    { name: 'account', title: 'Account', default: true },
    { name: 'plan', title: 'Plan' },
    { name: 'noPlan', title: 'Without a plan' },
    { name: 'seo', title: 'Browser tab' },
  ],
  fields: [
    seoField('seo', {
      title: 'Browser tab & sharing',
      description: 'The page is hidden from search engines, but the title still shows in the browser tab.',
    }),
    defineField({ ...requiredString('heading', 'Heading'), group: 'account' }),
    defineField({
      ...requiredString('emailLabel', 'Email label', 'Before the signed-in email address, e.g. "Signed in as".'),
      group: 'account',
    }),
    defineField({ ...requiredString('signOutLabel', 'Sign-out button'), group: 'account' }),
    defineField({
      ...requiredText('signOutFailedText', 'When signing out failed', 2),
      description:
        'Shown above the sign-out button when the sign-in service could not end the session: still signed in.',
      group: 'account',
    }),
    requiredGroup({
      name: 'plan',
      title: 'The plan',
      description: 'Shown to a buyer whose plan is active, in a trial or waiting for a payment.',
      group: 'plan',
      fields: [
        requiredString('heading', 'Heading'),
        defineField({
          name: 'statusLabels',
          title: 'Status labels',
          description: 'The badge next to the plan name, for each state of the subscription.',
          type: 'object',
          fields: [
            requiredString('active', 'Active'),
            requiredString('trialing', 'In a trial'),
            requiredString('pastDue', 'Payment overdue', 'Stripe is still retrying the payment.'),
          ],
          options: { columns: 3 },
          validation: (rule) => rule.required(),
        }),
        textWithDate('renewsText', 'Renewal line', 'When the plan renews by itself.'),
        textWithDate('cancelsText', 'Cancellation line', 'When the plan was cancelled and ends then.'),
      ],
    }),
    requiredGroup({
      name: 'billing',
      title: 'Billing management',
      description: 'The button that opens Stripe’s billing portal (change plan or card, invoices, cancel).',
      group: 'plan',
      fields: [
        requiredString('label', 'Button'),
        requiredText('text', 'Text', 2),
        requiredText('unavailableText', 'When the portal cannot be opened', 2),
      ],
    }),
    requiredGroup({
      name: 'noPlan',
      title: 'Without a plan',
      description:
        'What an account without a plan has, and the way to the plans. Say honestly what a new account gets.',
      group: 'noPlan',
      fields: [
        requiredString('heading', 'Heading'),
        requiredText('text', 'Text', 3),
        defineField({
          name: 'pricingLink',
          title: 'Link to the plans',
          type: 'link',
          validation: (rule) => rule.required(),
        }),
      ],
    }),
  ],
  preview: { prepare: () => ({ title: 'Account page' }) },
})
