import { logThrottled } from '@/lib/log/throttled'
import { rateLimiterFor } from '@/lib/security/limiters'
import { createRateLimiter, type RateLimiter } from '@/lib/security/rateLimit'
import {
  exhaustedNetwork,
  networkLimiters,
  type NetworkLimiters,
  type NetworkRateLimits,
} from '@/lib/security/networks'
import { RateLimitStoreUnreachable } from '@/lib/security/redisRateLimit'
import { EMPTY_VALUES, type ContactField, type ContactFormState } from './state'
import {
  CONTACT_LIMITS,
  isHoneypotFilled,
  readContactValues,
  validateContact,
  type ContactMessage,
  type ContactProblem,
} from './validation'
import type { ContactInbox, ContactSubmission } from './inbox'

/** The contact page's "Form messages" (Sanity): what the visitor reads after pressing send. */
export type ContactMessages = Record<ContactProblem | 'success', string>

/**
 * Messages a client may send before it has to wait: 5 in 10 minutes is plenty for a person (corrections
 * included: only messages that pass validation count) and stops a script from filling the inbox.
 */
export const CONTACT_RATE_LIMIT = { limit: 5, windowMs: 10 * 60_000 } as const

/**
 * Messages stored from all clients together: a client that can pass for many (many addresses, or a forged
 * address where nothing in front of the site overwrites it: docs/contact-and-analytics.md) still cannot flood
 * the inbox. 100 in 10 minutes leaves room for a busy day and bounds what a flood can add.
 */
export const CONTACT_INBOX_RATE_LIMIT = { limit: 100, windowMs: 10 * 60_000 } as const

/**
 * Messages from one IPv6 network wider than a host's /64, on top of each /64's own allowance: a client with a /56
 * (256 /64s) or a /48 (65,536) could otherwise use up the cap for all clients below and turn everyone else away.
 */
export const CONTACT_NETWORK_RATE_LIMITS = {
  56: { limit: 10, windowMs: 10 * 60_000 },
  48: { limit: 20, windowMs: 10 * 60_000 },
} as const satisfies NetworkRateLimits

/** The network limits counted in this process's memory (tests, and each instance without REDIS_URL). */
export const createNetworkLimiters = (): NetworkLimiters =>
  networkLimiters(CONTACT_NETWORK_RATE_LIMITS, (_, rule) => createRateLimiter(rule))

export type InboxCap = {
  /** Counts a message about to be stored; false when the window's allowance is used up. */
  take(): boolean | Promise<boolean>
  /** Whether to log a refusal: true at most once per window, so a flood does not flood the log too. */
  refusalLogDue(): boolean
}

export function createInboxCap({
  limit,
  windowMs,
  now = Date.now,
  limiter = createRateLimiter({ limit, windowMs, now }),
}: {
  limit: number
  windowMs: number
  now?: () => number
  /** Where the count is kept: this process's memory unless given (Redis, for all instances). */
  limiter?: RateLimiter
}): InboxCap {
  let loggedAt = -Infinity
  return {
    take: () => limiter.take('all'),
    refusalLogDue() {
      const time = now()
      if (time - loggedAt < windowMs) return false
      loggedAt = time
      return true
    },
  }
}

/**
 * The limits, for all instances (REDIS_URL) or this one. While Redis is down messages are refused (below):
 * counting per instance would let a flood through n times.
 */
export const contactRateLimiter: RateLimiter = rateLimiterFor('contact', CONTACT_RATE_LIMIT, 'throw')
export const contactNetworkLimiters: NetworkLimiters = networkLimiters(CONTACT_NETWORK_RATE_LIMITS, (prefix, rule) =>
  rateLimiterFor(`contact-${prefix}`, rule, 'throw'),
)
export const contactInboxCap: InboxCap = createInboxCap({
  ...CONTACT_INBOX_RATE_LIMIT,
  limiter: rateLimiterFor('contact-inbox', CONTACT_INBOX_RATE_LIMIT, 'throw'),
})

export type SubmitContext = {
  messages: ContactMessages
  inbox: ContactInbox
  limiter: RateLimiter
  /** The limits of the wider IPv6 networks the client's /64 lies in. */
  networkLimiters: NetworkLimiters
  inboxCap: InboxCap
  /** Who is sending, for the rate limit: `clientKey()` of lib/security/trustedProxy.ts. */
  clientKey: string
  /** Makes the stored record; `newSubmission` in production. */
  createSubmission: (message: ContactMessage) => ContactSubmission
  log?: Pick<Console, 'error' | 'warn'>
}

/**
 * Handles one submission of the contact form: validates it, turns spam away cheaply, stores it, and says
 * what the form shows next. Whatever goes wrong, the visitor's text comes back so nothing typed is lost.
 * `submitted` is whatever the request's arguments decoded to: anything but a form reads as an empty one, which
 * every required field refuses.
 */
export async function submitContact(submitted: unknown, context: SubmitContext): Promise<ContactFormState> {
  const { messages, log = console } = context
  const form = submitted instanceof FormData ? submitted : new FormData()
  const values = readContactValues(form)
  const validation = validateContact(values)
  if (!validation.ok) {
    const errors = Object.fromEntries(
      Object.entries(validation.problems).map(([field, problem]) => [
        field,
        messages[problem].replaceAll('{max}', CONTACT_LIMITS[field as ContactField].toLocaleString('en-US')),
      ]),
    )
    return { status: 'invalid', values, errors }
  }

  try {
    return await storeWithinLimits(form, validation.data, values, context)
  } catch (error) {
    if (!(error instanceof RateLimitStoreUnreachable)) throw error
    log.error(`[contact] ${error.message}: message refused rather than let through unlimited.`)
    return { status: 'failed', values, message: messages.failed }
  }
}

/** The rest of a valid submission: the limits, the honeypot, the inbox. */
async function storeWithinLimits(
  form: FormData,
  message: ContactMessage,
  values: ContactFormState['values'],
  context: SubmitContext,
): Promise<ContactFormState> {
  const { messages, log = console } = context
  if (!(await context.limiter.take(context.clientKey))) {
    // A client past its limit can go on posting: logged once a minute.
    logThrottled(
      log,
      'warn',
      'contact-client-limit',
      `[contact] Too many messages from ${JSON.stringify(context.clientKey)} (${CONTACT_RATE_LIMIT.limit} per ${CONTACT_RATE_LIMIT.windowMs / 60_000} min): turned away.`,
    )
    return { status: 'failed', values, message: messages.tooManyMessages }
  }
  const network = await exhaustedNetwork(context.clientKey, context.networkLimiters)
  if (network) {
    const { limit, windowMs } = CONTACT_NETWORK_RATE_LIMITS[network.prefix]
    logThrottled(
      log,
      'warn',
      'contact-network-limit',
      `[contact] Too many messages from the network ${network.key} (${limit} per ${windowMs / 60_000} min): turned away.`,
    )
    return { status: 'failed', values, message: messages.tooManyMessages }
  }

  const submission = context.createSubmission(message)
  const sent: ContactFormState = { status: 'sent', values: EMPTY_VALUES, message: messages.success, id: submission.id }
  // A bot filled the field people cannot see: answer as if it worked, keep nothing.
  if (isHoneypotFilled(form)) return sent

  // After the client's own limit, so messages it refuses do not use up everybody's allowance.
  if (!(await context.inboxCap.take())) {
    if (context.inboxCap.refusalLogDue())
      log.warn(
        `[contact] ${CONTACT_INBOX_RATE_LIMIT.limit} messages from all clients in ${CONTACT_INBOX_RATE_LIMIT.windowMs / 60_000} min: turning messages away (logged once per window).`,
      )
    return { status: 'failed', values, message: messages.tooManyMessages }
  }
  try {
    await context.inbox.deliver(submission)
  } catch (error) {
    log.error(`[contact] A message could not be stored in the ${context.inbox.kind} inbox:`, error)
    return { status: 'failed', values, message: messages.failed }
  }
  return sent
}
