import { auth } from '@clerk/nextjs/server'
import type { Metadata } from 'next'
import { headers } from 'next/headers'
import { redirect } from 'next/navigation'
import { connection } from 'next/server'
import { AuthCard } from '@/components/auth/AuthCard'
import { PageHeader } from '@/components/layout/PageHeader'
import { TrialStarter } from '@/components/trial/TrialStarter'
import { clerkConfig } from '@/lib/auth/config'
import { signUpPathFor } from '@/lib/auth/redirect'
import { getFreeTrial } from '@/lib/sanity/content/trial'
import { pageMetadata } from '@/lib/seo/metadata'
import { TRIAL_PATH } from '@/lib/site/routes'

export async function generateMetadata(): Promise<Metadata> {
  const trial = await getFreeTrial()
  return pageMetadata(trial.seo, { title: trial.page.heading, path: TRIAL_PATH, indexable: false })
}

/**
 * Where every free-trial link leads. Signed out (or without Clerk keys): to the sign-up form, which comes back here
 * once the account exists and its email is verified. Signed in: from a link of the site (the browser's
 * `Sec-Fetch-Site: same-origin`, the sign-up form's return included), the trial starts on the page without a second
 * click and without a card, then the confirmation; from anywhere else it waits for the visitor's press. Rendered per
 * request: it depends on the session and on where the visitor came from.
 */
export default async function TrialPage() {
  await connection()
  const userId = clerkConfig().configured ? (await auth()).userId : null
  if (!userId) redirect(signUpPathFor(TRIAL_PATH))
  const [trial, requestHeaders] = await Promise.all([getFreeTrial(), headers()])
  return (
    <div className="pb-8">
      <PageHeader title={trial.page.heading} />
      <AuthCard>
        <TrialStarter
          startAtOnce={requestHeaders.get('sec-fetch-site') === 'same-origin'}
          content={{
            trialDays: trial.trialDays,
            page: trial.page,
            refusals: trial.refusals,
            includes: trial.includes,
            contactLimit: trial.contactLimit,
          }}
        />
      </AuthCard>
    </div>
  )
}
