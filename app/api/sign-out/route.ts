import { answerSignOutRequest } from '@/lib/auth/signOutRequest'

export const dynamic = 'force-dynamic'

/** Signs out: the session revoked with Clerk, its cookies removed, then home (lib/auth/signOutRequest.ts). */
export const POST = answerSignOutRequest
