import { createRateLimiter, type RateLimiter } from '@/lib/security/rateLimit'
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
 * address where nothing in front of the site overwrites it: README, "Contact messages") still cannot flood
 * the inbox. 100 in 10 minutes leaves room for a busy day and bounds what a flood can add.
 */
export const CONTACT_INBOX_RATE_LIMIT = { limit: 100, windowMs: 10 * 60_000 } as const

export type InboxCap = {
  /** Counts a message about to be stored; false when the window's allowance is used up. */
  take(): boolean
  /** Whether to log a refusal: true at most once per window, so a flood does not flood the log too. */
  refusalLogDue(): boolean
}

export function createInboxCap({
  limit,
  windowMs,
  now = Date.now,
}: {
  limit: number
  windowMs: number
  now?: () => number
}): InboxCap {
  const limiter = createRateLimiter({ limit, windowMs, now })
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

/** The limits of this server process (see lib/security/rateLimit.ts: per instance, in memory). */
export const contactRateLimiter: RateLimiter = createRateLimiter(CONTACT_RATE_LIMIT)
export const contactInboxCap: InboxCap = createInboxCap(CONTACT_INBOX_RATE_LIMIT)

export type SubmitContext = {
  messages: ContactMessages
  inbox: ContactInbox
  limiter: RateLimiter
  inboxCap: InboxCap
  /** Who is sending, for the rate limit: `clientKey()` of lib/security/rateLimit.ts. */
  clientKey: string
  /** Makes the stored record; `newSubmission` in production. */
  createSubmission: (message: ContactMessage) => ContactSubmission
  log?: Pick<Console, 'error' | 'warn'>
}

/**
 * Handles one submission of the contact form: validates it, turns spam away cheaply, stores it, and says
 * what the form shows next. Whatever goes wrong, the visitor's text comes back so nothing typed is lost.
 */
export async function submitContact(form: FormData, context: SubmitContext): Promise<ContactFormState> {
  const { messages, log = console } = context
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

  if (!context.limiter.take(context.clientKey)) {
    log.warn(
      `[contact] Too many messages from ${JSON.stringify(context.clientKey)} (${CONTACT_RATE_LIMIT.limit} per ${CONTACT_RATE_LIMIT.windowMs / 60_000} min): turned away.`,
    )
    return { status: 'failed', values, message: messages.tooManyMessages }
  }

  const submission = context.createSubmission(validation.data)
  const sent: ContactFormState = { status: 'sent', values: EMPTY_VALUES, message: messages.success, id: submission.id }
  // A bot filled the field people cannot see: answer as if it worked, keep nothing.
  if (isHoneypotFilled(form)) return sent

  // After the client's own limit, so messages it refuses do not use up everybody's allowance.
  if (!context.inboxCap.take()) {
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
