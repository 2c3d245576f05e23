import { auth } from '@clerk/nextjs/server'
import type { Metadata } from 'next'
import { cache } from 'react'
import { PurchaseConfirmation } from '@/components/account/PurchaseConfirmation'
import { PurchaseGoal } from '@/components/account/PurchaseGoal'
import { clerkBackend } from '@/lib/auth/backend'
import { clerkConfig } from '@/lib/auth/config'
import { logValue } from '@/lib/log/requestValue'
import { confirmCheckout } from '@/lib/payments/confirmation'
import { getStripe } from '@/lib/payments/stripe'
import { getPaymentSuccessPage } from '@/lib/sanity/content/account'
import { getPlanByLookupKey, getPurchaseConfirmationTexts } from '@/lib/sanity/content/pricing'
import { pageMetadata } from '@/lib/seo/metadata'
import { PAYMENT_SUCCESS_PATH } from '@/lib/site/routes'

async function signedInUser(): Promise<string | null> {
  if (!clerkConfig().configured) return null
  try {
    return (await auth()).userId
  } catch (error) {
    console.warn('[payments] /payment-success could not read the session:', (error as Error).message)
    return null
  }
}

const sessionIdOf = (value: string | string[] | undefined) => (typeof value === 'string' ? value : undefined)

/**
 * Checks the Checkout Session named by ?session_id= on the server (so the page is dynamic): only a paid
 * session of the signed-in buyer is confirmed. Once per request: the title and the page both ask.
 */
const checkoutOutcome = cache(async (sessionId: string | undefined) => {
  const userId = sessionId ? await signedInUser() : null
  const stripe = sessionId ? getStripe() : null
  const clerk = clerkBackend()
  // Clerk's backend too: the return from the card saved to end the trial with a plan completes that change.
  const fulfilment = stripe && clerk ? { stripe, clerk, planForLookupKey: getPlanByLookupKey } : undefined
  const result = await confirmCheckout(stripe, sessionId, userId, undefined, fulfilment)
  if (!result.confirmed) {
    if (sessionId) console.info(`[payments] /payment-success did not confirm ${logValue(sessionId)}: ${result.reason}`)
    return { confirmed: false as const, trialPlan: result.trialPlan ?? false }
  }
  const plan = result.lookupKey ? await getPlanByLookupKey(result.lookupKey) : null
  return { confirmed: true as const, planTitle: plan?.title ?? null, planKey: result.planKey }
})

/** Where checkout returns the buyer. Kept out of search engines; the tab says what the page says. */
export async function generateMetadata({ searchParams }: PageProps<'/payment-success'>): Promise<Metadata> {
  const [page, texts, outcome] = await Promise.all([
    getPaymentSuccessPage(),
    getPurchaseConfirmationTexts(),
    searchParams.then(({ session_id }) => checkoutOutcome(sessionIdOf(session_id))),
  ])
  const path = PAYMENT_SUCCESS_PATH
  if (outcome.confirmed) return pageMetadata(page.seo, { title: page.heading, path, indexable: false })
  const unconfirmed = outcome.trialPlan ? texts.trialPlanUnconfirmed : texts.unconfirmed
  return pageMetadata({ description: unconfirmed.text }, { title: unconfirmed.heading, path, indexable: false })
}

/**
 * The thank-you and the plan's name for a confirmed purchase, counted as the Purchase goal; the honest "could not
 * confirm" text otherwise.
 */
export default async function PaymentSuccessPage({ searchParams }: PageProps<'/payment-success'>) {
  const { session_id } = await searchParams
  const [page, texts, outcome] = await Promise.all([
    getPaymentSuccessPage(),
    getPurchaseConfirmationTexts(),
    checkoutOutcome(sessionIdOf(session_id)),
  ])
  return outcome.confirmed ? (
    <>
      <PurchaseConfirmation page={page} texts={texts} confirmed planTitle={outcome.planTitle} />
      <PurchaseGoal planKey={outcome.planKey} />
    </>
  ) : (
    <PurchaseConfirmation page={page} texts={texts} confirmed={false} trialPlan={outcome.trialPlan} />
  )
}
