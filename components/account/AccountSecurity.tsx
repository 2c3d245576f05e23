import { ClerkProvider } from '@clerk/nextjs'
import { AuthCard } from '@/components/auth/AuthCard'
import { AUTH_PATH } from '@/lib/site/routes'
import { ClerkTwoStepSection } from './twoStep/ClerkTwoStep'
import type { AccountSecurityWords } from './twoStep/TwoStepSection'

/**
 * /account's security sections, below the plan: the only part of the page with Clerk's browser code (two-step
 * verification is changed through Clerk's Frontend API, which only clerk-js speaks).
 */
export function AccountSecurity({ words, publishableKey }: { words: AccountSecurityWords; publishableKey: string }) {
  return (
    <div className="pb-8">
      <AuthCard>
        <ClerkProvider publishableKey={publishableKey} signInUrl={AUTH_PATH} signUpUrl={AUTH_PATH}>
          <ClerkTwoStepSection words={words} />
        </ClerkProvider>
      </AuthCard>
    </div>
  )
}
