import { CircleCheck } from 'lucide-react'
import Link from 'next/link'
import { PageHeader } from '@/components/layout/PageHeader'
import { buttonStyles } from '@/components/ui/styles'
import type { PaymentSuccessPageQueryResult } from '@/sanity/types'

type Confirmation = NonNullable<PaymentSuccessPageQueryResult>

/** The thank-you screen after checkout: check mark, heading, what happened, the email note and two ways on. */
export function PurchaseConfirmation({ page }: { page: Confirmation }) {
  return (
    <div className="pb-24">
      <div className="flex justify-center pt-16 sm:pt-20 -mb-10 sm:-mb-14">
        <span className="inline-flex size-20 items-center justify-center rounded-full bg-emerald-400/15 text-emerald-400 ring-1 ring-emerald-400/40">
          <CircleCheck aria-hidden="true" className="size-11" />
        </span>
      </div>
      <PageHeader title={page.heading} intro={page.text} />
      <div className="mx-auto max-w-2xl px-4 text-center sm:px-6">
        <p className="text-ink-400">{page.emailNote}</p>
        <div className="mt-10 flex flex-col justify-center gap-4 sm:flex-row">
          <Link href={page.homeLink.href} className={buttonStyles.primary}>
            {page.homeLink.label}
          </Link>
          <Link href={page.supportLink.href} className={buttonStyles.secondary}>
            {page.supportLink.label}
          </Link>
        </div>
      </div>
    </div>
  )
}
