import { answerCheckoutRequest } from '@/lib/payments/checkoutRequest'

export const dynamic = 'force-dynamic'

/** Starts a purchase: a Stripe Checkout Session for the signed-in buyer (lib/payments/checkoutRequest.ts). */
export const POST = answerCheckoutRequest
