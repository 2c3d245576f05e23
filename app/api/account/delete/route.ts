import { answerDeletionRequest } from '@/lib/account/deletionRequest'

export const dynamic = 'force-dynamic'

/** Deletes the signed-in person's account, all or nothing (lib/account/deletionRequest.ts). */
export const POST = answerDeletionRequest
