import 'server-only'
import { rateLimiterFor } from '@/lib/security/limiters'

/**
 * Guesses at a person's current password, wherever the site checks it (changing the password, deleting the account):
 * one allowance per person for both routes together, so that a script with a stolen session cannot guess twice as
 * often by alternating. Enough for typos, too few to guess with.
 */
export const PASSWORD_GUESS_LIMIT = { limit: 10, windowMs: 15 * 60_000 }

/**
 * Counted once for all instances in Redis with REDIS_URL (else in this process). While Redis cannot be read the
 * limiter throws and the routes answer 503 without checking the password: counting per instance would multiply the
 * allowance by the number of instances, so a guess is refused rather than let through uncounted.
 */
export const passwordGuessLimiter = rateLimiterFor('account-password-guesses', PASSWORD_GUESS_LIMIT, 'throw')
