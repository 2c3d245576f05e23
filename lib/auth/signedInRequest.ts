import 'server-only'
import type { z } from 'zod'
import { jsonError } from '@/lib/http/json'
import { readJson } from '@/lib/http/readJson'
import { logValue } from '@/lib/log/requestValue'
import { logThrottled } from '@/lib/log/throttled'
import type { RateLimiter } from '@/lib/security/rateLimit'
import { RateLimitStoreUnreachable } from '@/lib/security/redisRateLimit'
import { refuseCrossOrigin } from '@/lib/security/sameOrigin'
import { requireUser } from './requireUser'
import { refuseWithoutRecentVerification } from './reverification'

type BodyRule<Schema extends z.ZodType> = {
  schema: Schema
  maxBytes: number
  /** The 400's message when the body is JSON but not what `schema` accepts. */
  invalidText: string
}

export type SignedInRequestRules<Schema extends z.ZodType> = {
  /** How the log names the request: "[payments] checkout", "[account] password". */
  logName: string
  /**
   * The JSON body the route takes, if it takes one; or a function giving it, for a rule made from content (the word
   * a form asks for): called only for a signed-in request from this site, so that no one else's request reads it.
   */
  body?: BodyRule<Schema> | (() => Promise<BodyRule<Schema>>)
  /**
   * A sensitive action: the session must have verified recently, with the person's strongest factor
   * (./reverification.ts); otherwise Clerk's reverification answer (403), which the page's "Confirm it's you" form
   * answers before the request is sent again.
   */
  reverify?: boolean
  /**
   * Counted per user once the request is well-formed (and re-verified); past it, 429 with `tooManyText` and
   * Retry-After. A limiter made to throw while its shared store cannot be read (`rateLimiterFor(…, 'throw')`) fails
   * closed: 503, nothing done.
   */
  limit?: { limiter: RateLimiter; tooManyText: string }
}

/** The answer while a shared allowance cannot be read: nothing was done. */
const UNAVAILABLE_TEXT = 'This cannot be done right now. Please try again in a few minutes.'

export type SignedInRequest<Data> = { userId: string; data: Data; response?: never } | { response: Response }

/**
 * What every route acting for the signed-in user checks, in one order: signed out (401) first, so that the page can
 * ask to sign in whatever else is wrong; then another site (403); then the body (415/413/400); then, for a sensitive
 * action, a recent verification (Clerk's 403 reverification answer); then the user's allowance (429, or 503 when a
 * shared allowance cannot be read). Answers the user and the parsed body, or the response to give.
 */
export async function readSignedInRequest<Schema extends z.ZodType = z.ZodUndefined>(
  request: Request,
  rules: SignedInRequestRules<Schema>,
): Promise<SignedInRequest<z.infer<Schema>>> {
  const user = await requireUser()
  if (user.response) return user
  const crossOrigin = refuseCrossOrigin(request, rules.logName)
  if (crossOrigin) return { response: crossOrigin }
  let data: z.infer<Schema> | undefined
  if (rules.body) {
    const body = typeof rules.body === 'function' ? await rules.body() : rules.body
    // Capped while it streams: a chunked body without Content-Length is never buffered whole.
    const read = await readJson(request, body.maxBytes)
    if (read.response) return read
    const parsed = body.schema.safeParse(read.body)
    if (!parsed.success) return { response: jsonError(400, body.invalidText) }
    data = parsed.data
  }
  if (rules.reverify) {
    const refused = await refuseWithoutRecentVerification(rules.logName)
    if (refused) return { response: refused }
  }
  if (rules.limit) {
    try {
      if (!(await rules.limit.limiter.take(user.userId))) {
        console.warn(`${rules.logName} refused for ${logValue(user.userId)}: too many requests recently.`)
        const retryAfterSeconds = Math.ceil((await rules.limit.limiter.retryAfterMs(user.userId)) / 1000)
        return { response: jsonError(429, rules.limit.tooManyText, { 'Retry-After': String(retryAfterSeconds) }) }
      }
    } catch (error) {
      if (!(error instanceof RateLimitStoreUnreachable)) throw error
      // Once a minute at most: every request fails alike while Redis is down.
      logThrottled(console, 'error', `${rules.logName} store`, `${rules.logName} refused: ${error.message}.`)
      return { response: jsonError(503, UNAVAILABLE_TEXT, { 'Retry-After': '60' }) }
    }
  }
  // Without a body rule, Schema is z.ZodUndefined and `data` its undefined.
  return { userId: user.userId, data: data as z.infer<Schema> }
}
