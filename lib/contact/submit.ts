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

/** The limiter of this server process (see lib/security/rateLimit.ts: per instance, in memory). */
export const contactRateLimiter: RateLimiter = createRateLimiter(CONTACT_RATE_LIMIT)

export type SubmitContext = {
  messages: ContactMessages
  inbox: ContactInbox
  limiter: RateLimiter
  /** Who is sending, for the rate limit (the client's IP address). */
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
      `[contact] Too many messages from one client (${CONTACT_RATE_LIMIT.limit} per ${CONTACT_RATE_LIMIT.windowMs / 60_000} min): turned away.`,
    )
    return { status: 'failed', values, message: messages.tooManyMessages }
  }

  const submission = context.createSubmission(validation.data)
  // A bot filled the field people cannot see: answer as if it worked, keep nothing.
  if (!isHoneypotFilled(form)) {
    try {
      await context.inbox.deliver(submission)
    } catch (error) {
      log.error(`[contact] A message could not be stored in the ${context.inbox.kind} inbox:`, error)
      return { status: 'failed', values, message: messages.failed }
    }
  }
  return { status: 'sent', values: EMPTY_VALUES, message: messages.success, id: submission.id }
}
