import { ClerkProvider } from '@clerk/nextjs'
import type { Metadata } from 'next'
import { connection } from 'next/server'
import { AuthCard } from '@/components/auth/AuthCard'
import { AuthUnavailable } from '@/components/auth/AuthUnavailable'
import { ClerkAuthForm } from '@/components/auth/ClerkAuthForm'
import { PageHeader } from '@/components/layout/PageHeader'
import { clerkConfig, warnAboutClerkConfig } from '@/lib/auth/config'
import { AUTH_MODE_PARAM, safeRedirectPath } from '@/lib/auth/redirect'
import { AUTH_PATH, PURCHASE_PLAN_PARAM, REDIRECT_PARAM } from '@/lib/site/routes'
import { getAuthPage } from '@/lib/sanity/content/auth'
import { getPurchasablePlan } from '@/lib/sanity/content/pricing'
import { getSiteChrome } from '@/lib/sanity/content/site'
import { pageMetadata } from '@/lib/seo/metadata'
import { fillIn } from '@/lib/text/fillIn'

export async function generateMetadata(): Promise<Metadata> {
  const page = await getAuthPage()
  return pageMetadata(page.seo, { title: page.heading, path: AUTH_PATH, indexable: false })
}

/**
 * Sign in or sign up. Rendered per request: Clerk's keys are read from the run-time environment, and the
 * proxy has already sent signed-in visitors on. Clerk (provider and browser SDK) is loaded on this page
 * only; without keys the page says plainly that sign-in is unavailable and the server log says why.
 */
export default async function AuthPage({ searchParams }: PageProps<'/auth'>) {
  await connection()
  const [page, { settings }, params] = await Promise.all([getAuthPage(), getSiteChrome(), searchParams])
  const clerk = clerkConfig()
  warnAboutClerkConfig(clerk)
  const { seo: _seo, heading, purchaseReason, ...content } = page
  const redirectTo = safeRedirectPath(params[REDIRECT_PARAM])
  const plan = await purchasedPlan(params[PURCHASE_PLAN_PARAM])
  // `?mode=sign-up` (the free trial's links): the sign-up form first. Anything else: sign-in.
  const initialMode = params[AUTH_MODE_PARAM] === 'sign-up' ? 'sign-up' : 'sign-in'
  return (
    <>
      <PageHeader title={`${heading} — ${settings.appName}`} />
      <AuthCard>
        {clerk.configured ? (
          <ClerkProvider publishableKey={clerk.publishableKey} signInUrl={AUTH_PATH} signUpUrl={AUTH_PATH}>
            {plan && <p className="mb-6 text-sm text-slate-300">{fillIn(purchaseReason, { plan })}</p>}
            <ClerkAuthForm content={content} redirectTo={redirectTo} initialMode={initialMode} />
          </ClerkProvider>
        ) : (
          <AuthUnavailable content={content.unavailable} />
        )}
      </AuthCard>
    </>
  )
}

/** A plan key as the plans' buttons write it. */
const PLAN_KEY = /^[a-z0-9-]{1,40}$/

/**
 * The name of the plan a signed-out buyer chose (`?plan=`, set by its button), so the page says that signing in
 * continues that purchase; nothing for a key that is no plan on sale.
 */
async function purchasedPlan(key: string | string[] | undefined): Promise<string | null> {
  if (typeof key !== 'string' || !PLAN_KEY.test(key)) return null
  return (await getPurchasablePlan(key))?.title ?? null
}
