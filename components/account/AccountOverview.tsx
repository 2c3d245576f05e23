import { SiteLink } from '@/components/navigation/SiteLink'
import { formatDate } from '@/lib/text/formatDate'
import { AuthCard } from '@/components/auth/AuthCard'
import { BillingButton } from './BillingButton'
import { SignOutButton } from './SignOutButton'
import { PageHeader } from '@/components/layout/PageHeader'
import { buttonStyles } from '@/components/ui/styles'
import type { Account } from '@/lib/payments/clerkUsers'
import type { AccountPageQueryResult, FreeTrialQueryResult } from '@/sanity/types'
import type { PurchaseMessages } from '@/components/pricing/PurchaseButton'
import { TrialEnded, TrialOffer, TrialRunning, type TrialPlanOption } from './TrialPlan'
import { fillIn } from '@/lib/text/fillIn'

type Page = NonNullable<AccountPageQueryResult>

/** What the plan part of the page needs about the free trial, and the plans a trial can be swapped for. */
export type TrialSupport = {
  content: NonNullable<FreeTrialQueryResult>
  plans: TrialPlanOption[]
  purchaseMessages: PurchaseMessages
}

const sectionHeading = 'text-lg font-semibold text-white'

/** The badge text for a subscription status that gives a plan (PLAN_STATUSES). */
const statusLabel = (labels: Page['plan']['statusLabels'], status: string) =>
  status === 'trialing' ? labels.trialing : status === 'past_due' ? labels.pastDue : labels.active

/**
 * /account: who is signed in, their plan with its renewal (or end) date, the free trial (running, ended, or on offer
 * to an account that never had it) or what an account without a plan has,
 * billing management (a small island) and signing out (a plain form). No Clerk
 * browser code: the server has read the session.
 */
export function AccountOverview({
  page,
  account,
  planTitle,
  trial,
  signOutFailed,
}: {
  page: Page
  account: Account
  planTitle: string | null
  trial: TrialSupport
  /** The last sign-out could not end the session (app/api/sign-out). */
  signOutFailed: boolean
}) {
  const { plan } = account
  const dateLine = plan?.cancelAt
    ? fillIn(page.plan.cancelsText, { date: formatDate(plan.cancelAt) })
    : plan?.currentPeriodEnd
      ? fillIn(page.plan.renewsText, { date: formatDate(plan.currentPeriodEnd) })
      : null
  return (
    <div className="pb-8">
      <PageHeader title={page.heading} />
      <AuthCard>
        <div className="space-y-8">
          <p className="text-ink-300">
            {page.emailLabel} <strong className="font-semibold text-ink-100">{account.email}</strong>
          </p>
          {plan?.trial ? (
            <TrialRunning
              trial={trial.content}
              endsAt={plan.trial.endsAt}
              daysLeft={plan.trial.daysLeft}
              heading={page.plan.heading}
              billing={page.billing}
              plans={trial.plans}
              purchaseMessages={trial.purchaseMessages}
            />
          ) : plan ? (
            <section aria-labelledby="account-plan" className="space-y-2">
              <h2 id="account-plan" className={sectionHeading}>
                {page.plan.heading}
              </h2>
              <p className="flex flex-wrap items-center gap-3">
                <span className="text-2xl font-bold text-white">{planTitle}</span>
                <span className="rounded-full bg-emerald-400/15 px-3 py-1 text-sm font-medium text-emerald-300 ring-1 ring-emerald-400/40">
                  {statusLabel(page.plan.statusLabels, plan.status)}
                </span>
              </p>
              {dateLine ? <p className="text-ink-300">{dateLine}</p> : null}
            </section>
          ) : account.trialEnded ? (
            <TrialEnded account={trial.content.account} pricingLink={page.noPlan.pricingLink} />
          ) : (
            <section aria-labelledby="account-plan" className="space-y-3">
              <h2 id="account-plan" className={sectionHeading}>
                {page.noPlan.heading}
              </h2>
              <p className="text-ink-300">{page.noPlan.text}</p>
              <SiteLink href={page.noPlan.pricingLink.href} className={buttonStyles.primary}>
                {page.noPlan.pricingLink.label}
              </SiteLink>
            </section>
          )}
          {account.trialOffered ? <TrialOffer account={trial.content.account} /> : null}
          {account.customerId && !plan?.trial ? (
            <div className="space-y-3">
              <p className="text-ink-300">{page.billing.text}</p>
              <BillingButton
                label={page.billing.label}
                unavailableText={page.billing.unavailableText}
                className={plan ? buttonStyles.primary : buttonStyles.secondary}
              />
            </div>
          ) : null}
          <div className="border-t border-white/10 pt-6">
            <SignOutButton
              label={page.signOutLabel}
              className={buttonStyles.secondary}
              failedText={signOutFailed ? page.signOutFailedText : null}
            />
          </div>
        </div>
      </AuthCard>
    </div>
  )
}
