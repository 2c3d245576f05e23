import { ClockIcon } from '@sanity/icons/Clock'
import { defineField, defineType, type ValidationContext } from '@sanity/types'
import { requiredGroup, requiredString, requiredText, requiredWithPlaceholder, seoField, stringList } from '../fields'

/** Stripe allows trials of up to 730 days; for a yearly plan anything beyond a quarter is taken as a typo. */
export const MAX_TRIAL_DAYS = 90

/** A required line the site completes with a value, e.g. "Ends on {date}". */
function textWith(placeholder: string, name: string, title: string, description: string) {
  return defineField({
    ...requiredString(name, title, `${description} Write ${placeholder} where the value goes.`),
    validation: requiredWithPlaceholder(placeholder),
  })
}

/** A whole number in range (an empty field is `required()`'s to report). */
const wholeNumber = (min: number, max: number, what: string) => (value: number | undefined) =>
  value === undefined || (Number.isInteger(value) && value >= min && value <= max)
    ? true
    : `${what}: a whole number from ${min} to ${max}.`

/** The trial must try a plan sold online: only those have a Stripe price for the trial's subscription. */
async function planSoldOnline(plan: { _ref?: string } | undefined, context: ValidationContext) {
  if (!plan?._ref) return true
  const action = await context
    .getClient({ apiVersion: '2025-01-01' })
    .fetch<string | null>('*[_id == $id][0].action', { id: plan._ref.replace(/^drafts\./, '') })
  return action === 'checkout'
    ? true
    : 'Choose a plan bought online (Basic or Pro): the trial runs on its Stripe price.'
}

/**
 * The card-free free trial: its length, the plan it tries, its contact limit, what it includes and every word
 * about it, on /trial (starting it and the confirmation), on /account (during and after it) and in its refusals.
 * A link or button of the site whose target is /trial starts it; opened from elsewhere, /trial asks first
 * (docs/payments.md, "The free trial").
 */
export const freeTrial = defineType({
  name: 'freeTrial',
  title: 'Free trial',
  type: 'document',
  icon: ClockIcon,
  groups: [
    { name: 'offer', title: 'The trial', default: true },
    { name: 'page', title: 'Starting it' },
    { name: 'account', title: 'On the account page' },
    { name: 'seo', title: 'Browser tab' },
  ],
  fields: [
    defineField({
      name: 'trialDays',
      title: 'Length (days)',
      description: 'How long the trial lasts. Changing it applies to trials started afterwards.',
      type: 'number',
      group: 'offer',
      validation: (rule) => rule.required().custom(wholeNumber(1, MAX_TRIAL_DAYS, 'The length')),
    }),
    defineField({
      name: 'plan',
      title: 'The plan it tries',
      description: 'The plan the trial becomes when the customer has added a payment method by its end.',
      type: 'reference',
      to: [{ type: 'pricingPlan' }],
      group: 'offer',
      validation: (rule) => rule.required().custom(planSoldOnline),
    }),
    defineField({
      name: 'contactLimit',
      title: 'Contact limit',
      description: 'How many contacts a trial account may have.',
      type: 'number',
      group: 'offer',
      validation: (rule) => rule.required().custom(wholeNumber(1, 1_000_000, 'The contact limit')),
    }),
    defineField({ ...stringList('includes', 'What it includes'), group: 'offer' }),
    seoField('seo', { title: 'Browser tab', description: 'The /trial page is hidden from search engines.' }),
    requiredGroup({
      name: 'page',
      title: 'Starting the trial (/trial)',
      group: 'page',
      fields: [
        requiredString('heading', 'Heading'),
        textWith(
          '{days}',
          'confirmText',
          'Opened from elsewhere: the offer',
          'Above the start button when /trial is opened from another site, an email or a typed address (from a link on this site the trial starts at once), e.g. "Try Persistly free for {days} days."',
        ),
        requiredString('startLabel', 'Opened from elsewhere: start button', 'e.g. "Start My Free Trial"'),
        requiredString('startingText', 'While it starts', 'e.g. "Starting your free trial…"'),
        requiredString('startedHeading', 'Started: heading'),
        textWith('{date}', 'endsOnText', 'Started: end date', 'e.g. "Your trial ends on {date}."'),
        requiredString('includesHeading', 'Heading above what it includes'),
        textWith('{contacts}', 'contactLimitText', 'The contact limit', 'e.g. "Up to {contacts} contacts".'),
        requiredText('endText', 'What happens at the end', 3),
        requiredString('accountLinkLabel', 'Link to the account page'),
      ],
    }),
    requiredGroup({
      name: 'refusals',
      title: 'When no trial starts',
      group: 'page',
      fields: [
        requiredText('alreadyUsedText', 'The account or email address had a trial', 2),
        requiredText('hasPlanText', 'The account has a plan', 2),
        requiredText('failedText', 'It could not start (try again)', 2),
        requiredString('retryLabel', 'Try again button'),
        requiredString('plansLinkLabel', 'Link to the plans'),
      ],
    }),
    requiredGroup({
      name: 'account',
      title: 'On the account page',
      group: 'account',
      fields: [
        requiredString('label', 'Plan name during the trial', 'e.g. "Free trial"'),
        textWith('{days}', 'daysLeftText', 'Days left', 'e.g. "{days} days left".'),
        requiredString('lastDayText', 'On its last day', 'e.g. "Last day"'),
        textWith('{date}', 'endsOnText', 'End date', 'e.g. "Ends on {date}".'),
        requiredString('paymentMethodLabel', 'Add a payment method: button'),
        requiredText('paymentMethodText', 'Add a payment method: text', 2),
        requiredString('choosePlanHeading', 'Choose a plan now: heading'),
        requiredText('choosePlanText', 'Choose a plan now: text', 2),
        requiredString('endedHeading', 'After the trial: heading'),
        requiredText('endedText', 'After the trial: text', 2),
        requiredString('offerHeading', 'Without a plan or a past trial: heading'),
        requiredText('offerText', 'Without a plan or a past trial: text', 2),
        requiredString('startLabel', 'Start button'),
      ],
    }),
  ],
  preview: { prepare: () => ({ title: 'Free trial' }) },
})
