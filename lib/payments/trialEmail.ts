import { createHash } from 'node:crypto'

/**
 * Who had a free trial, by email (docs/payments.md, "One trial per person"): the address one mailbox receives under
 * every spelling a person could sign up with. Pure, so the rule is tested on its own.
 *
 * - case and surrounding spaces never matter (`Ada@X.com` is `ada@x.com`, as Clerk stores addresses);
 * - a sub-address is dropped, for every provider: `ada+1@x.com` and `ada+2@x.com` are `ada@x.com`. The `+tag` reaches
 *   the same mailbox at Gmail, Outlook, iCloud, Fastmail, Proton and most company mail servers; where `+` is part of
 *   a real mailbox name, two people may be counted as one, which costs the second a trial, never anyone their mail;
 * - at Gmail, dots in the name are ignored and `googlemail.com` is `gmail.com`: `a.da@googlemail.com` is
 *   `ada@gmail.com`. Other providers' dots are kept (they deliver to different mailboxes).
 *
 * A value that is not `name@domain` (or a quoted name, `"a+b"@x.com`) is only trimmed and lower-cased.
 */
export function trialEmailKey(email: string): string {
  const address = email.trim().toLowerCase()
  const at = address.lastIndexOf('@')
  if (at <= 0 || at === address.length - 1 || address.startsWith('"')) return address
  const domain = address.slice(at + 1).replace(/\.$/, '')
  let name = address.slice(0, at)
  const plus = name.indexOf('+')
  if (plus > 0) name = name.slice(0, plus)
  if (GMAIL_DOMAINS.has(domain)) return `${name.replaceAll('.', '')}@gmail.com`
  return `${name}@${domain}`
}

const GMAIL_DOMAINS = new Set(['gmail.com', 'googlemail.com'])

/**
 * The key trial subscriptions carry in their metadata (`trialEmail`): a SHA-256 of `trialEmailKey`, hex. A digest
 * rather than the address, so the record outlives the account's deletion (which redacts the Stripe customer) without
 * keeping the address readable, and it is safe to quote in a Stripe search query.
 */
export function trialEmailDigest(email: string): string {
  return createHash('sha256').update(trialEmailKey(email)).digest('hex')
}
