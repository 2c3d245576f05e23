import { contactSubmission } from './contactSubmission'

/** Documents the website writes (not content of the site): messages from the contact form. */
export const inboxTypes = [contactSubmission]
