import { answerRevalidateRequest } from '@/lib/revalidate/request'

/** Sanity's signed webhook after a publish refreshes the changed type's cache tag (lib/revalidate/request.ts). */
export const POST = answerRevalidateRequest
