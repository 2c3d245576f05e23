import { z } from 'zod'
import { CONTACT_LIMITS, HONEYPOT_FIELD } from './limits'
import type { ContactField, ContactValues } from './state'

export { CONTACT_LIMITS, HONEYPOT_FIELD }

/** The content's message for each kind of problem (see the contact page's "Form messages"). */
export type ContactProblem =
  | 'nameRequired'
  | 'nameTooLong'
  | 'emailRequired'
  | 'emailInvalid'
  | 'messageRequired'
  | 'messageTooLong'
  | 'tooManyMessages'
  | 'failed'

const text = (value: FormDataEntryValue | null) => (typeof value === 'string' ? value : '')

/** The three fields as typed (files and missing fields read as empty), to validate and to give back. */
export function readContactValues(form: FormData): ContactValues {
  return { name: text(form.get('name')), email: text(form.get('email')), message: text(form.get('message')) }
}

export function isHoneypotFilled(form: FormData): boolean {
  return text(form.get(HONEYPOT_FIELD)).trim() !== ''
}

const schema = z.object({
  name: z.string().trim().min(1, 'nameRequired').max(CONTACT_LIMITS.name, 'nameTooLong'),
  email: z
    .string()
    .trim()
    .min(1, 'emailRequired')
    .max(CONTACT_LIMITS.email, 'emailInvalid')
    .pipe(z.email('emailInvalid')),
  message: z.string().trim().min(1, 'messageRequired').max(CONTACT_LIMITS.message, 'messageTooLong'),
})

export type ContactMessage = z.infer<typeof schema>

export type ContactValidation =
  { ok: true; data: ContactMessage } | { ok: false; problems: Partial<Record<ContactField, ContactProblem>> }

/** Required fields, an email address of a real shape, and the length limits; values are trimmed. */
export function validateContact(values: ContactValues): ContactValidation {
  const result = schema.safeParse(values)
  if (result.success) return { ok: true, data: result.data }
  const problems: Partial<Record<ContactField, ContactProblem>> = {}
  for (const issue of result.error.issues) {
    const field = issue.path[0] as ContactField
    problems[field] ??= issue.message as ContactProblem
  }
  return { ok: false, problems }
}
