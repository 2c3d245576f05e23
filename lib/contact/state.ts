/**
 * What the contact form shows after a submission. Shared by the server action (which produces it) and the
 * form (which renders it, with or without JavaScript). Every text in it comes from the contact page's content.
 */
export type ContactField = 'name' | 'email' | 'message'

export type ContactValues = Record<ContactField, string>

export type ContactFormState =
  | { status: 'idle'; values: ContactValues }
  /** Some fields are not acceptable: a message per field, and what the visitor typed, to put back. */
  | { status: 'invalid'; values: ContactValues; errors: Partial<Record<ContactField, string>> }
  /** The message was received. `id` changes with every success, so the form can tell two apart. */
  | { status: 'sent'; values: ContactValues; message: string; id: string }
  /** It could not be delivered (storage failed, or too many messages from this visitor). Typed text is kept. */
  | { status: 'failed'; values: ContactValues; message: string }

export const EMPTY_VALUES: ContactValues = { name: '', email: '', message: '' }

export const INITIAL_CONTACT_STATE: ContactFormState = { status: 'idle', values: EMPTY_VALUES }
