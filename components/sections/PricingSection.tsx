import { SiteLink } from '@/components/navigation/SiteLink'
import { PurchaseButton } from '@/components/pricing/PurchaseButton'
import { buttonStyles } from '@/components/ui/styles'
import type { SectionOfType } from '@/lib/sanity/sections'
import type { PricingPageQueryResult } from '@/sanity/types'
import { IntroducedSection } from './SectionIntro'

/** A pricing section of a page, or the one of /pricing (the same fields, its badge and messages required). */
type PricingSectionData =
  SectionOfType<'pricingSection'> | (NonNullable<PricingPageQueryResult>['section'] & { anchor: string })
type Plan = NonNullable<NonNullable<PricingSectionData['plans']>[number]>

const ACCENTS: Record<Plan['accentColor'], string> = {
  blue: 'from-brand-500 to-brand-400',
  purple: 'from-violet-500 to-brand-500',
  emerald: 'from-emerald-400 to-brand-400',
}

type PurchaseMessages = NonNullable<PricingSectionData['purchaseMessages']>

/** The plan button: a link for plans sold in person, the purchase flow for plans sold online. */
function PlanButton({ plan, messages }: { plan: Plan; messages: PurchaseMessages }) {
  const style = `${plan.isPopular ? buttonStyles.primary : buttonStyles.secondary} mt-8 w-full`
  if (plan.action === 'link' && plan.href) {
    return (
      <SiteLink href={plan.href} className={style}>
        {plan.buttonText}
      </SiteLink>
    )
  }
  return (
    <PurchaseButton planKey={plan.planKey} className={style} messages={messages}>
      {plan.buttonText}
    </PurchaseButton>
  )
}

function PlanCard({
  plan,
  popularBadge,
  messages,
}: {
  plan: Plan
  popularBadge: string | null
  messages: PurchaseMessages
}) {
  const headingId = `plan-${plan.planKey}`
  return (
    <li
      aria-labelledby={headingId}
      className={`relative flex flex-col rounded-3xl border bg-space-900 p-8 ${plan.isPopular ? 'border-violet-400/70 shadow-[0_0_40px_rgba(154,107,255,0.25)] lg:-my-4 lg:py-12' : 'border-white/10'}`}
    >
      <span
        aria-hidden="true"
        className={`absolute inset-x-8 top-0 h-1 rounded-b-full bg-gradient-to-r ${ACCENTS[plan.accentColor]}`}
      />
      {plan.isPopular && popularBadge ? (
        <p className="absolute -top-3.5 left-1/2 -translate-x-1/2 rounded-full bg-violet-600 px-4 py-1 text-xs font-semibold uppercase tracking-wide text-white">
          {popularBadge}
        </p>
      ) : null}
      <h3 id={headingId} className="text-xl font-semibold text-white">
        {plan.title}
      </h3>
      <p className="mt-4 flex items-baseline gap-1">
        <span className="text-4xl font-bold tracking-tight text-white">{plan.priceLabel}</span>
        {plan.pricePeriod ? <span className="text-ink-300">{plan.pricePeriod}</span> : null}
      </p>
      <p className="mt-3 text-ink-300">{plan.description}</p>
      <ul className="mt-6 flex-1 space-y-3">
        {plan.features.map((feature) => (
          <li key={feature} className="check-item text-sm text-ink-100">
            {feature}
          </li>
        ))}
      </ul>
      <PlanButton plan={plan} messages={messages} />
    </li>
  )
}

/**
 * Plan cards with their buttons: a section of any page, and the body of /pricing. Without the `pricingPage` (its
 * badge and purchase messages) there is nothing to buy with, so the section is left out.
 */
export function PricingSection({ section, headingId }: { section: PricingSectionData; headingId: string }) {
  const messages = section.purchaseMessages
  if (!messages) return null
  return (
    <IntroducedSection section={section} headingId={headingId}>
      <ul className="mx-auto mt-16 grid max-w-md gap-8 lg:max-w-none lg:grid-cols-3 lg:items-center">
        {(section.plans ?? [])
          .filter((plan) => plan !== null)
          .map((plan) => (
            <PlanCard key={plan._id} plan={plan} popularBadge={section.popularBadge} messages={messages} />
          ))}
      </ul>
      {section.footnote ? <p className="mt-10 text-center text-sm text-ink-400">{section.footnote}</p> : null}
    </IntroducedSection>
  )
}
