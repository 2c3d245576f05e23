import { z } from 'zod'
import { deleteAccount, DELETION_RATE_LIMIT } from '@/lib/account/deletion'
import { clearedSessionCookies } from '@/lib/auth/signOut'
import { requireUser } from '@/lib/auth/requireUser'
import { jsonError, jsonResponse } from '@/lib/http/json'
import { readJson } from '@/lib/http/readJson'
import { logValue } from '@/lib/log/requestValue'
import { getAccountSecurity } from '@/lib/sanity/content/accountSecurity'
import { rateLimiterFor } from '@/lib/security/limiters'
import { refuseCrossOrigin } from '@/lib/security/sameOrigin'

export const dynamic = 'force-dynamic'

const MAX_BODY_BYTES = 1024
const deletionSchema = z.object({ password: z.string().min(1).max(256), confirmation: z.string().max(100) })
const deletionLimiter = rateLimiterFor('account-deletion', DELETION_RATE_LIMIT, 'count-per-instance')

/**
 * Deletes the signed-in person's account: POST { password, confirmation } from /account, where `confirmation` is
 * the word the content asks them to type. 200 { farewell } once done, with Clerk's session cookies removed (the
 * browser then goes to the farewell page); 422 with Clerk's words for a wrong password; 502 { step } when a
 * service failed, nothing deleted if it was Stripe, and a retry finishes the job (lib/account/deletion.ts).
 */
export async function POST(request: Request) {
  const user = await requireUser()
  if (user.response) return user.response
  const crossOrigin = refuseCrossOrigin(request, '[account] deletion')
  if (crossOrigin) return crossOrigin
  const read = await readJson(request, MAX_BODY_BYTES)
  if (read.response) return read.response
  const parsed = deletionSchema.safeParse(read.body)
  if (!parsed.success) return jsonError(400, 'Send {"password": "…", "confirmation": "…"}.')
  const { deletion } = await getAccountSecurity()
  if (parsed.data.confirmation.trim() !== deletion.confirmWord)
    return jsonError(400, `Type ${deletion.confirmWord} to confirm.`)
  if (!(await deletionLimiter.take(user.userId))) {
    const retryAfterSeconds = Math.ceil((await deletionLimiter.retryAfterMs(user.userId)) / 1000)
    return jsonError(429, 'Too many attempts.', { 'Retry-After': String(retryAfterSeconds) })
  }
  const outcome = await deleteAccount(user.userId, parsed.data.password)
  if (outcome.status === 'refused') return jsonResponse(422, outcome)
  if (outcome.status === 'failed') {
    console.error(`[account] deletion of ${logValue(user.userId)} stopped at ${outcome.step}; a retry continues.`)
    return jsonResponse(502, outcome)
  }
  const response = jsonResponse(200, { ...outcome, farewell: deletion.farewellPath })
  for (const cookie of clearedSessionCookies(request)) response.headers.append('Set-Cookie', cookie)
  return response
}
