import { ClerkProvider } from '@clerk/nextjs'
import { AuthCard } from '@/components/auth/AuthCard'
import type { AccountSession } from '@/lib/account/sessions'
import { AUTH_PATH } from '@/lib/site/routes'
import { DeleteAccount } from './security/DeleteAccount'
import { ExportButton } from './security/ExportButton'
import { PasswordForm } from './security/PasswordForm'
import { SessionList } from './security/SessionList'
import { ClerkTwoStepSection } from './twoStep/ClerkTwoStep'
import type { AccountSecurityWords } from './twoStep/words'

/**
 * /account's security sections, below the plan: two-step verification (changed through Clerk's Frontend API, which
 * only clerk-js speaks), the password, the signed-in devices, the data export and the deletion (through the site's
 * own routes and Clerk's Backend API). Every one of them is a sensitive action that the server lets through only
 * after a recent verification; clerk-js, inside the one ClerkProvider here, runs the "Confirm it's you" step for all.
 */
export function AccountSecurity({
  words,
  publishableKey,
  sessions,
}: {
  words: AccountSecurityWords
  publishableKey: string
  /** Null when Clerk could not list them. */
  sessions: AccountSession[] | null
}) {
  const formWords = {
    reverifyWords: words.reverify,
    genericError: words.genericError,
    loadingLabel: words.loadingLabel,
  }
  return (
    <div className="pb-8">
      <AuthCard>
        <div className="space-y-10">
          <ClerkProvider publishableKey={publishableKey} signInUrl={AUTH_PATH} signUpUrl={AUTH_PATH}>
            <ClerkTwoStepSection words={words} />
            <div className="border-t border-white/10 pt-8">
              <PasswordForm words={words.password} {...formWords} />
            </div>
            <div className="border-t border-white/10 pt-8">
              <SessionList
                sessions={sessions}
                words={words.sessions}
                unavailableText={words.unavailableText}
                {...formWords}
              />
            </div>
            <section aria-labelledby="account-data" className="space-y-4 border-t border-white/10 pt-8">
              <h2 id="account-data" className="text-lg font-semibold text-white">
                {words.privacy.heading}
              </h2>
              <p className="text-ink-300">{words.privacy.exportText}</p>
              <ExportButton
                label={words.privacy.exportLabel}
                tooManyText={words.privacy.exportTooMany}
                failedText={words.privacy.exportFailed}
                {...formWords}
              />
            </section>
            <div className="border-t border-white/10 pt-8">
              <DeleteAccount words={words.deletion} {...formWords} />
            </div>
          </ClerkProvider>
        </div>
      </AuthCard>
    </div>
  )
}
