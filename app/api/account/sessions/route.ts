import { answerSessionsRequest } from '@/lib/account/sessionsRequest'

export const dynamic = 'force-dynamic'

/** Signs out other browsers of the signed-in user, then back to /account (lib/account/sessionsRequest.ts). */
export const POST = answerSessionsRequest
