import { auth } from '@clerk/nextjs/server'
import type { Metadata } from 'next'
import { PurchaseConfirmation } from '@/components/account/PurchaseConfirmation'
import { clerkConfig } from '@/lib/auth/config'
import { confirmCheckout } from '@/lib/payments/confirmation'
import { getStripe } from '@/lib/payments/stripe'
import { getPaymentSuccessPage } from '@/lib/sanity/content/account'
import { getPlanByLookupKey, getPurchaseConfirmationTexts } from '@/lib/sanity/content/pricing'
import { pageMetadata } from '@/lib/seo/metadata'

/** Where checkout returns the buyer. Kept out of search engines. */
export async function generateMetadata(): Promise<Metadata> {
  const page = await getPaymentSuccessPage()
  return pageMetadata(page.seo, { title: page.heading, path: '/payment-success', indexable: false })
}

async function signedInUser(): Promise<string | null> {
  if (!clerkConfig().configured) return null
  try {
    return (await auth()).userId
  } catch (error) {
    console.warn('[payments] /payment-success could not read the session:', (error as Error).message)
    return null
  }
}

/**
 * Checks the Checkout Session named by ?session_id= on the server (so the page is dynamic): only a paid
 * session of the signed-in buyer gets the thank-you and the plan's name; anything else the honest
 * "could not confirm" text. Fulfilment itself is the webhook's.
 */
export default async function PaymentSuccessPage({ searchParams }: PageProps<'/payment-success'>) {
  const { session_id: sessionParam } = await searchParams
  const sessionId = typeof sessionParam === 'string' ? sessionParam : undefined
  const [page, texts, userId] = await Promise.all([
    getPaymentSuccessPage(),
    getPurchaseConfirmationTexts(),
    sessionId ? signedInUser() : null,
  ])
  const result = await confirmCheckout(sessionId ? getStripe() : null, sessionId, userId)
  if (!result.confirmed) {
    if (sessionId) console.info(`[payments] /payment-success did not confirm ${sessionId}: ${result.reason}`)
    return <PurchaseConfirmation page={page} texts={texts} confirmed={false} />
  }
  const plan = result.lookupKey ? await getPlanByLookupKey(result.lookupKey) : null
  return <PurchaseConfirmation page={page} texts={texts} confirmed planTitle={plan?.title ?? null} />
}
