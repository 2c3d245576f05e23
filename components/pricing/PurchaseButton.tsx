'use client'

import { useEffect, useRef, useState } from 'react'
import { flushSync } from 'react-dom'
import { loadToast } from '@/components/feedback/toast'
import { GOALS } from '@/lib/analytics/goals'
import { trackGoal } from '@/lib/analytics/tracker'
import { openBillingPortal } from '@/components/pricing/openBillingPortal'
import { purchaseSignInPath } from '@/lib/site/routes'

export type PurchaseMessages = {
  signInTitle: string
  signInText: string
  processing: string
  errorTitle: string
  errorText: string
  noUrlText: string
  alreadySubscribedText: string
}

/** One toast for the purchase flow: each notice replaces the previous one. */
const TOAST_ID = 'purchase'

function Notice({ title, text }: { title: string; text: string }) {
  return (
    <span>
      <strong className="block font-semibold text-white">{title}</strong>
      {text}
    </span>
  )
}

/**
 * A plan sold online: posts its key to /api/checkout and follows the Stripe Checkout URL the server answers
 * with. Signed out (401): asks to sign in and goes to /auth, which names the plan and brings the buyer back to pricing. With a plan
 * already (409): says so and opens billing management instead. `endTrial`: the button of /account's choice during
 * the free trial, which says that the trial ends and the year is charged; any other plan button brings a buyer in the
 * trial there (the server answers with its address) rather than charging them.
 */
export function PurchaseButton({
  planKey,
  className,
  children,
  messages,
  endTrial,
}: {
  planKey: string
  className: string
  children: React.ReactNode
  messages: PurchaseMessages
  endTrial?: true
}) {
  const [busy, setBusy] = useState(false)
  const attempt = useRef<string | null>(null)

  // Back from Checkout with the browser's back button, the page may come from the back/forward cache as it
  // was left (busy, "Processing" on screen): make the button usable again.
  useEffect(() => {
    const restored = (event: PageTransitionEvent) => {
      if (!event.persisted) return
      void loadToast().then((toast) => toast.dismiss(TOAST_ID))
      attempt.current = null
      setBusy(false)
    }
    window.addEventListener('pageshow', restored)
    return () => window.removeEventListener('pageshow', restored)
  }, [])

  async function purchase() {
    if (busy) return
    setBusy(true)
    attempt.current ??= crypto.randomUUID()
    const toast = await loadToast()
    toast.loading(messages.processing, { id: TOAST_ID })
    const failed = (text: string) => {
      toast.error(<Notice title={messages.errorTitle} text={text} />, { id: TOAST_ID })
      attempt.current = null
      setBusy(false)
    }
    let response: Response
    try {
      response = await fetch('/api/checkout', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        // `endTrial` is left out when not set (JSON has no undefined); the cookies go by default (same origin).
        body: JSON.stringify({ planKey, attemptId: attempt.current, endTrial }),
      })
    } catch {
      return failed(messages.errorText)
    }
    if (response.status === 401) {
      // Drawn before the page starts to leave (the browser shows it until /auth paints): /auth loads as a new document,
      // as it runs Clerk's browser code, which only its own policy allows (components/navigation/SiteLink).
      flushSync(() => toast.error(<Notice title={messages.signInTitle} text={messages.signInText} />, { id: TOAST_ID }))
      attempt.current = null
      setBusy(false)
      window.location.assign(purchaseSignInPath(planKey))
      return
    }
    // The buyer already has a plan: a second subscription is refused (POST /api/checkout answers 409), and
    // changing or cancelling it is the billing portal's.
    if (response.status === 409) {
      toast.loading(messages.alreadySubscribedText, { id: TOAST_ID })
      if (!(await openBillingPortal())) failed(messages.errorText)
      return
    }
    if (!response.ok) return failed(messages.errorText)
    const data: unknown = await response.json().catch(() => null)
    const url = data && typeof data === 'object' && 'url' in data && typeof data.url === 'string' ? data.url : null
    if (!url || !/^https?:\/\//.test(url)) return failed(messages.noUrlText)
    // Checkout opens on Stripe's site. A plan chosen during the trial with a card on file is made at once instead, and
    // the answer is this site's /account: no checkout started.
    if (new URL(url).origin !== window.location.origin) trackGoal(GOALS.checkoutStarted, { plan: planKey })
    window.location.assign(url)
  }

  return (
    // A BusyButton's behaviour by hand (purchase() ignores a press while busy): this button is on nearly every page,
    // and the shared component's module would weigh on each page's JavaScript budget.
    <button type="button" className={className} onClick={purchase} aria-disabled={busy || undefined}>
      {children}
    </button>
  )
}
