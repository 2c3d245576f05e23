import { SiteLink } from '@/components/navigation/SiteLink'
import { PurchaseButton, type PurchaseMessages } from '@/components/pricing/PurchaseButton'
import { buttonStyles } from '@/components/ui/styles'
import { formatDate } from '@/lib/text/formatDate'
import { TRIAL_PATH, TRIAL_PLAN_CHOICE_ID } from '@/lib/site/routes'
import type { FreeTrialQueryResult } from '@/sanity/types'
import { BillingButton } from './BillingButton'
import { fillIn } from '@/lib/text/fillIn'

type TrialContent = Pick<NonNullable<FreeTrialQueryResult>, 'account' | 'contactLimit'> & {
  page: Pick<NonNullable<FreeTrialQueryResult>['page'], 'contactLimitText'>
}

const sectionHeading = 'text-lg font-semibold text-white'

/** A plan the trial can become, as its pricing card shows it. */
export type TrialPlanOption = { planKey: string; title: string; priceLabel: string | null; pricePeriod: string | null }

/**
 * /account during the free trial: its name, days left and end date, the contact limit, **Add a payment method** (the
 * portal's card form: the trial then becomes the paid plan at its end) and the choice of a yearly plan now (Basic or Pro:
 * the trial's own subscription becomes that plan, so there is never a second one; lib/payments/trialPlan.ts).
 */
export function TrialRunning({
  trial,
  endsAt,
  daysLeft,
  heading,
  billing,
  plans,
  purchaseMessages,
}: {
  trial: TrialContent
  endsAt: string
  daysLeft: number
  heading: string
  billing: { unavailableText: string }
  plans: TrialPlanOption[]
  purchaseMessages: PurchaseMessages
}) {
  const { account } = trial
  return (
    <>
      <section aria-labelledby="account-plan" className="space-y-2">
        <h2 id="account-plan" className={sectionHeading}>
          {heading}
        </h2>
        <p className="flex flex-wrap items-center gap-3">
          <span className="text-2xl font-bold text-white">{account.label}</span>
          <span className="rounded-full bg-emerald-400/15 px-3 py-1 text-sm font-medium text-emerald-300 ring-1 ring-emerald-400/40">
            {daysLeft <= 1 ? account.lastDayText : fillIn(account.daysLeftText, { days: daysLeft })}
          </span>
        </p>
        <p className="text-ink-300">{fillIn(account.endsOnText, { date: formatDate(endsAt) })}</p>
        <p className="text-ink-300">
          {fillIn(trial.page.contactLimitText, { contacts: trial.contactLimit.toLocaleString('en-US') })}
        </p>
      </section>
      <div className="space-y-3">
        <p className="text-ink-300">{account.paymentMethodText}</p>
        <BillingButton
          label={account.paymentMethodLabel}
          unavailableText={billing.unavailableText}
          className={buttonStyles.primary}
          paymentMethod
        />
      </div>
      <section aria-labelledby={TRIAL_PLAN_CHOICE_ID} className="space-y-3">
        <h2 id={TRIAL_PLAN_CHOICE_ID} className={sectionHeading}>
          {account.choosePlanHeading}
        </h2>
        <p className="text-ink-300">{account.choosePlanText}</p>
        <div className="flex flex-wrap gap-3">
          {/* Pressed, the year is charged at once to the card on file: each button says how much. */}
          {plans.map((plan) => (
            <PurchaseButton
              key={plan.planKey}
              planKey={plan.planKey}
              className={buttonStyles.secondary}
              messages={purchaseMessages}
              endTrial
            >
              {plan.title}{' '}
              {plan.priceLabel ? (
                <span className="font-normal text-ink-300">
                  {plan.priceLabel}
                  {plan.pricePeriod}
                </span>
              ) : null}
            </PurchaseButton>
          ))}
        </div>
      </section>
    </>
  )
}

/** /account after the free trial ended without a plan: it says so, and gives the way to the plans. */
export function TrialEnded({
  account,
  pricingLink,
}: {
  account: TrialContent['account']
  pricingLink: { label: string; href: string }
}) {
  return (
    <section aria-labelledby="account-plan" className="space-y-3">
      <h2 id="account-plan" className={sectionHeading}>
        {account.endedHeading}
      </h2>
      <p className="text-ink-300">{account.endedText}</p>
      <SiteLink href={pricingLink.href} className={buttonStyles.primary}>
        {pricingLink.label}
      </SiteLink>
    </section>
  )
}

/** /account without a plan and without a past trial: the trial, one click away. */
export function TrialOffer({ account }: { account: TrialContent['account'] }) {
  return (
    <section aria-labelledby="account-trial-offer" className="space-y-3">
      <h2 id="account-trial-offer" className={sectionHeading}>
        {account.offerHeading}
      </h2>
      <p className="text-ink-300">{account.offerText}</p>
      <SiteLink href={TRIAL_PATH} className={buttonStyles.primary}>
        {account.startLabel}
      </SiteLink>
    </section>
  )
}
