import 'server-only'
import { z } from 'zod'
import { clearedSessionCookies } from '@/lib/auth/signOut'
import { readSignedInRequest } from '@/lib/auth/signedInRequest'
import { jsonResponse } from '@/lib/http/json'
import { logValue } from '@/lib/log/requestValue'
import { getAccountSecurity } from '@/lib/sanity/content/accountSecurity'
import { deleteAccount } from './deletion'
import { passwordGuessLimiter } from './passwordGuesses'

const MAX_BODY_BYTES = 1024
const deletionSchema = z.object({ password: z.string().min(1).max(256), confirmation: z.string().max(100) })

/**
 * POST /api/account/delete: deletes the signed-in person's account. The body is { password, confirmation }, where
 * `confirmation` is the word the content asks them to type. 200 { farewell } once done, with Clerk's session cookies
 * removed (the browser then goes to the farewell page); 422 with Clerk's words for a wrong password; 502 { step } when
 * a service failed, nothing deleted if it was Stripe, and a retry finishes the job (./deletion.ts). The content is
 * read only for a signed-in request from this site: anyone else's is refused before it. Only after a recent
 * verification (Clerk's 403 reverification answer otherwise), and within the person's password guesses (429; 503
 * when they cannot be counted).
 */
export async function answerDeletionRequest(request: Request): Promise<Response> {
  let content: ReturnType<typeof getAccountSecurity> | undefined
  // Read once, for both the confirmation word and the farewell page.
  const deletionWords = async () => (await (content ??= getAccountSecurity())).deletion
  const read = await readSignedInRequest(request, {
    logName: '[account] deletion',
    body: async () => {
      const { confirmWord } = await deletionWords()
      return {
        // The confirmation is the word the content asks for: a request without it spends no attempt.
        schema: deletionSchema.refine(({ confirmation }) => confirmation.trim() === confirmWord),
        maxBytes: MAX_BODY_BYTES,
        invalidText: `Send {"password": "…", "confirmation": "${confirmWord}"}.`,
      }
    },
    reverify: true,
    // Shared with the password route and every instance; 503 while it cannot be read (./passwordGuesses.ts).
    limit: { limiter: passwordGuessLimiter, tooManyText: 'Too many attempts.' },
  })
  if (read.response) return read.response
  const { userId, data } = read
  const outcome = await deleteAccount(userId, data.password)
  if (outcome.status === 'refused') return jsonResponse(422, outcome)
  if (outcome.status === 'failed') {
    console.error(`[account] deletion of ${logValue(userId)} stopped at ${outcome.step}; a retry continues.`)
    return jsonResponse(502, outcome)
  }
  const response = jsonResponse(200, { ...outcome, farewell: (await deletionWords()).farewellPath })
  for (const cookie of clearedSessionCookies(request)) response.headers.append('Set-Cookie', cookie)
  return response
}
