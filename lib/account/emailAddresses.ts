import type { User } from '@clerk/nextjs/server'

/**
 * The addresses the person has proven to own. Clerk lists an address on the account as soon as it is added, before
 * its code is entered, and contact messages are found by the address they were sent from: only a verified address
 * may read them into an export or have them erased with the account.
 */
export function verifiedEmailAddresses(user: Pick<User, 'emailAddresses'>): string[] {
  return user.emailAddresses
    .filter((email) => email.verification?.status === 'verified')
    .map((email) => email.emailAddress)
}
