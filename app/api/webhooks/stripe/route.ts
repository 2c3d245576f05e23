import { answerStripeWebhook } from '@/lib/payments/webhookRequest'

export const dynamic = 'force-dynamic'

/** Fulfilment: Stripe's signed events sync the buyer's plan to their Clerk user (lib/payments/webhookRequest.ts). */
export const POST = answerStripeWebhook
