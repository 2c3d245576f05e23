import { auth } from '@clerk/nextjs/server'
import type { Metadata } from 'next'
import { redirect } from 'next/navigation'
import { connection } from 'next/server'
import { AccountOverview, type TrialSupport } from '@/components/account/AccountOverview'
import { AccountSecurity } from '@/components/account/AccountSecurity'
import { SignOutButton } from '@/components/account/SignOutButton'
import { AuthCard } from '@/components/auth/AuthCard'
import { AuthUnavailable } from '@/components/auth/AuthUnavailable'
import { PageHeader } from '@/components/layout/PageHeader'
import { buttonStyles } from '@/components/ui/styles'
import { clerkConfig } from '@/lib/auth/config'
import { ACCOUNT_PATH, SIGN_OUT_FAILED_PARAM, signInPathFor } from '@/lib/site/routes'
import { accountOf, type Account } from '@/lib/payments/clerkUsers'
import { getAuthPage } from '@/lib/sanity/content/auth'
import { getAccountPage } from '@/lib/sanity/content/account'
import { getAccountSecurity } from '@/lib/sanity/content/accountSecurity'
import { activeSessionsOf } from '@/lib/account/sessions'
import { getPricingPage, getPurchasablePlan } from '@/lib/sanity/content/pricing'
import { getFreeTrial } from '@/lib/sanity/content/trial'
import { pageMetadata } from '@/lib/seo/metadata'
import { logValue } from '@/lib/log/requestValue'

export async function generateMetadata(): Promise<Metadata> {
  const page = await getAccountPage()
  return pageMetadata(page.seo, { title: page.heading, path: ACCOUNT_PATH, indexable: false })
}

/**
 * The signed-in visitor's account, rendered per request (the proxy verifies the session; signed out, or without
 * Clerk keys, goes to /auth, which explains). The plan is read from the Clerk user as fulfilment last wrote it.
 * SIGN_OUT_FAILED_PARAM: the sign-out route could not end the session and came back here, said by its button.
 */
export default async function AccountPage({ searchParams }: PageProps<'/account'>) {
  await connection()
  const signOutFailed = (await searchParams)[SIGN_OUT_FAILED_PARAM] !== undefined
  const clerk = clerkConfig()
  const { userId, sessionId } = clerk.configured ? await auth() : { userId: null, sessionId: null }
  if (!clerk.configured || !userId) redirect(signInPathFor(ACCOUNT_PATH))
  const page = await getAccountPage()
  let account: Account
  try {
    account = await accountOf(userId)
  } catch (error) {
    // Clerk's Backend API did not answer: said plainly (the sign-in page's words for it), the reason in the log.
    console.error(`[auth] /account could not read user ${logValue(userId)} from Clerk:`, (error as Error).message)
    const { unavailable } = await getAuthPage()
    return (
      <>
        <PageHeader title={page.heading} />
        <AuthCard>
          <AuthUnavailable content={unavailable} />
          <div className="mt-6">
            <SignOutButton
              label={page.signOutLabel}
              className={buttonStyles.secondary}
              failedText={signOutFailed ? page.signOutFailedText : null}
            />
          </div>
        </AuthCard>
      </>
    )
  }
  const [plan, trialContent, pricing, security, sessions] = await Promise.all([
    account.plan?.key ? getPurchasablePlan(account.plan.key) : null,
    getFreeTrial(),
    getPricingPage(),
    getAccountSecurity(),
    activeSessionsOf(userId, sessionId).catch((error: Error) => {
      console.error(`[auth] /account could not list the sessions of ${logValue(userId)}:`, error.message)
      return null
    }),
  ])
  const trial: TrialSupport = {
    content: trialContent,
    plans: (pricing.section.plans ?? []).flatMap((card) =>
      card.action === 'checkout' && card.planKey
        ? [{ planKey: card.planKey, title: card.title, priceLabel: card.priceLabel, pricePeriod: card.pricePeriod }]
        : [],
    ),
    purchaseMessages: pricing.section.purchaseMessages,
  }
  return (
    <>
      <AccountOverview
        page={page}
        account={account}
        planTitle={plan?.title ?? account.plan?.key ?? null}
        trial={trial}
        signOutFailed={signOutFailed}
      />
      <AccountSecurity words={security} publishableKey={clerk.publishableKey} sessions={sessions} />
    </>
  )
}
