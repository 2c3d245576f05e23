import { answerTrialRequest } from '@/lib/payments/trialRequest'

export const dynamic = 'force-dynamic'

/** Starts the signed-in user's card-free free trial (lib/payments/trialRequest.ts). */
export const POST = answerTrialRequest
