import { answerBillingPortalRequest } from '@/lib/payments/billingPortalRequest'

export const dynamic = 'force-dynamic'

/** "Manage billing": the signed-in buyer's Stripe Customer Portal (lib/payments/billingPortalRequest.ts). */
export const POST = answerBillingPortalRequest
