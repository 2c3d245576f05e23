import { answerPasswordRequest } from '@/lib/account/passwordRequest'

export const dynamic = 'force-dynamic'

/** Changes the signed-in user's password (lib/account/passwordRequest.ts). */
export const POST = answerPasswordRequest
