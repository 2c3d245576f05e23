import 'server-only'
import { readSignedInRequest } from '@/lib/auth/signedInRequest'
import { env } from '@/lib/env/server'
import { jsonError, jsonResponse } from '@/lib/http/json'
import { logValue } from '@/lib/log/requestValue'
import { billingPortalLimit, createBillingPortalSession } from './billingPortal'
import { buyerOf } from './clerkUsers'
import { getStripe, stripeConfig, warnAboutStripeConfig } from './stripe'

const UNAVAILABLE = 'Billing is not available right now.'

/**
 * POST /api/billing-portal, "Manage billing": from the site's own pages (/account, or a plan button when the buyer
 * already has a plan); answers { url } of the signed-in buyer's Stripe Customer Portal, which returns to /account.
 * The customer is the one fulfilment recorded on the buyer's Clerk user, never one the browser names: the request
 * has no body. `?flow=payment-method` ("Add a payment method" during the free trial) opens only the portal's form
 * for a card. Limited per person (`billingPortalLimit`, ./billingPortal.ts).
 */
export async function answerBillingPortalRequest(request: Request): Promise<Response> {
  const read = await readSignedInRequest(request, { logName: '[payments] billing portal', limit: billingPortalLimit })
  if (read.response) return read.response
  const { userId } = read
  const flow = new URL(request.url).searchParams.get('flow')
  if (flow !== null && flow !== 'payment-method') return jsonError(400, 'The only flow is "payment-method".')

  const config = stripeConfig()
  const stripe = getStripe(config)
  if (!stripe) {
    warnAboutStripeConfig('checkout', config)
    return jsonError(503, UNAVAILABLE)
  }
  let customerId: string | null
  try {
    customerId = (await buyerOf(userId)).customerId
  } catch (error) {
    console.error(`[payments] billing portal for ${logValue(userId)}: Clerk failed (${(error as Error).message}).`)
    return jsonError(503, UNAVAILABLE)
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
