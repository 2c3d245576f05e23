import { readSignedInRequest } from '@/lib/auth/signedInRequest'
import { jsonError, jsonResponse } from '@/lib/http/json'
import { env } from '@/lib/env/server'
import { billingPortalLimit, createBillingPortalSession } from '@/lib/payments/billingPortal'
import { buyerOf } from '@/lib/payments/clerkUsers'
import { getStripe, stripeConfig, warnAboutStripeConfig } from '@/lib/payments/stripe'
import { logValue } from '@/lib/log/requestValue'

export const dynamic = 'force-dynamic'

/**
 * "Manage billing": POST from the site's own pages (/account, or a plan button when the buyer already has a
 * plan); answers { url } of the signed-in buyer's Stripe Customer Portal, which returns to /account. The
 * customer is the one fulfilment recorded on the buyer's Clerk user, never one the browser names: the request
 * has no body. `?flow=payment-method` ("Add a payment method" during the free trial) opens only the portal's form
 * for a card.
 */
export async function POST(request: Request) {
  const read = await readSignedInRequest(request, { logName: '[payments] billing portal', limit: billingPortalLimit })
  if (read.response) return read.response
  const { userId } = read
  const flow = new URL(request.url).searchParams.get('flow')
  if (flow !== null && flow !== 'payment-method') return jsonError(400, 'The only flow is "payment-method".')

  const config = stripeConfig()
  const stripe = getStripe(config)
  if (!stripe) {
    warnAboutStripeConfig('checkout', config)
    return jsonError(503, 'Billing is not available right now.')
  }
  let customerId: string | null
  try {
    customerId = (await buyerOf(userId)).customerId
  } catch (error) {
    console.error(`[payments] billing portal for ${logValue(userId)}: Clerk failed (${(error as Error).message}).`)
    return jsonError(503, 'Billing is not available right now.')
  }
  if (!customerId) return jsonError(409, 'There is no billing to manage before a first purchase.')
  try {
    const url = await createBillingPortalSession(stripe, customerId, env.NEXT_PUBLIC_SITE_URL, {
      paymentMethod: flow === 'payment-method',
    })
    return jsonResponse(200, { url })
  } catch (error) {
    console.error(`[payments] billing portal for ${logValue(userId)} failed:`, (error as Error).message)
    return jsonError(502, 'The billing portal could not be opened.')
  }
}
