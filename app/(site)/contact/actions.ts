'use server'

import { headers } from 'next/headers'
import { contactInbox, newSubmission } from '@/lib/contact/inbox'
import type { ContactFormState } from '@/lib/contact/state'
import { contactInboxCap, contactNetworkLimiters, contactRateLimiter, submitContact } from '@/lib/contact/submit'
import { requestClientKey } from '@/lib/security/requestClient'
import { getContactPage } from '@/lib/sanity/content/account'

/**
 * The contact form's server action. With JavaScript the form calls it in place; without, the browser
 * posts the form and the page is rendered again with the state it returns.
 */
export async function sendContactMessage(_previous: ContactFormState, form: FormData): Promise<ContactFormState> {
  // Typed as the form sends it; what a hand-made request decodes to is submitContact's to refuse.
  const [page, requestHeaders] = await Promise.all([getContactPage(), headers()])
  return submitContact(form, {
    messages: page.messages,
    inbox: contactInbox(),
    limiter: contactRateLimiter,
    networkLimiters: contactNetworkLimiters,
    inboxCap: contactInboxCap,
    clientKey: requestClientKey(requestHeaders),
    createSubmission: (message) => newSubmission(message),
  })
}
