import { SiteLink } from '@/components/navigation/SiteLink'
import { PageHeader } from '@/components/layout/PageHeader'
import { CircleAlert, CircleCheck } from '@/components/ui/icons'
import { buttonStyles } from '@/components/ui/styles'
import { ACCOUNT_PATH } from '@/lib/site/routes'
import type { PaymentSuccessPageQueryResult, PurchaseConfirmationQueryResult } from '@/sanity/types'
import { fillIn } from '@/lib/text/fillIn'

type Page = NonNullable<PaymentSuccessPageQueryResult>
type Texts = NonNullable<PurchaseConfirmationQueryResult>

/**
 * After checkout: a confirmed purchase gets the check mark, the thank-you, the plan and the email note; an
 * unconfirmed one (unknown, unpaid, someone else's) the honest "could not confirm" text. Both lead home or to support.
 * A plan chosen during the free trial that did not start (`trialPlan`) says so, and leads to the account to choose
 * again.
 */
export function PurchaseConfirmation({
  page,
  texts,
  confirmed,
  planTitle = null,
  trialPlan = false,
}: {
  page: Page
  texts: Texts
  confirmed: boolean
  planTitle?: string | null
  trialPlan?: boolean
}) {
  const unconfirmed = trialPlan ? texts.trialPlanUnconfirmed : texts.unconfirmed
  const Icon = confirmed ? CircleCheck : CircleAlert
  return (
    <div className="pb-24">
      <div className="flex justify-center pt-16 sm:pt-20 -mb-10 sm:-mb-14">
        <span
          className={`inline-flex size-20 items-center justify-center rounded-full ring-1 ${confirmed ? 'bg-emerald-400/15 text-emerald-400 ring-emerald-400/40' : 'bg-amber-400/15 text-amber-300 ring-amber-300/40'}`}
        >
          <Icon aria-hidden="true" className="size-11" />
        </span>
      </div>
      {confirmed ? (
        <PageHeader title={page.heading} intro={page.text} />
      ) : (
        <PageHeader title={unconfirmed.heading} intro={unconfirmed.text} />
      )}
      <div className="mx-auto max-w-2xl px-4 text-center sm:px-6">
        {confirmed && planTitle ? (
          <p className="mb-4 text-lg font-semibold text-white">{fillIn(texts.planLabel, { plan: planTitle })}</p>
        ) : null}
        {confirmed ? <p className="text-ink-400">{page.emailNote}</p> : null}
        <div className="mt-10 flex flex-col justify-center gap-4 sm:flex-row">
          {trialPlan ? (
            <SiteLink href={ACCOUNT_PATH} className={buttonStyles.primary}>
              {texts.trialPlanUnconfirmed.accountLabel}
            </SiteLink>
          ) : (
            <SiteLink href={page.homeLink.href} className={buttonStyles.primary}>
              {page.homeLink.label}
            </SiteLink>
          )}
          <SiteLink href={page.supportLink.href} className={buttonStyles.secondary}>
            {page.supportLink.label}
          </SiteLink>
        </div>
      </div>
    </div>
  )
}
