/**
 * The form's limits and field names, shared by the server's validation and the form itself. Kept free of
 * zod so the browser bundle does not load it (zod probes for `new Function`, which the site's
 * Content-Security-Policy forbids, and would be dead weight there anyway).
 */

/** Upper limits, generous for people and small enough to keep spam and storage cheap. */
export const CONTACT_LIMITS = {
  name: 200,
  /** The longest address SMTP can deliver to (RFC 5321). */
  email: 254,
  message: 5000,
} as const

/**
 * The hidden field people never see or fill in, but form-filling bots do. A filled one is answered like a
 * success, so the bot learns nothing, and the message is stored nowhere. (No autofill fills a "website".)
 */
export const HONEYPOT_FIELD = 'website'
