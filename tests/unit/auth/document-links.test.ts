import { describe, expect, it } from 'vitest'
import { loadsAsDocument } from '@/components/navigation/SiteLink'

/**
 * Links to the pages with Clerk's browser code, and to /trial (which sends a signed-out visitor to sign up), load a
 * new document: only then does the page's own policy, which allows Clerk's scripts, apply (the browser tests in
 * tests/e2e/configured/auth-configured.spec.ts follow each way there).
 */
describe('which links load a new document', () => {
  it.each(['/auth', '/auth?redirect_url=%2Fpricing', '/account', '/account#account-choose-plan', '/trial'])(
    '%s does',
    (href) => expect(loadsAsDocument(href)).toBe(true),
  )

  it.each(['/', '/pricing', '/#pricing', '#faq', '/authors', '/trial-terms', '/accounting', '/blog/auth'])(
    '%s goes through the client router',
    (href) => expect(loadsAsDocument(href)).toBe(false),
  )
})
