'use client'

import { useCallback, useEffect, useRef, useState } from 'react'
import { GOALS } from '@/lib/analytics/goals'
import { trackGoal } from '@/lib/analytics/tracker'
import { formatDate } from '@/lib/text/formatDate'
import { ACCOUNT_PATH, SINGLETON_PATHS } from '@/lib/site/routes'
import { buttonStyles } from '@/components/ui/styles'
import type { FreeTrialQueryResult } from '@/sanity/types'

type Content = Pick<NonNullable<FreeTrialQueryResult>, 'trialDays' | 'page' | 'refusals' | 'includes' | 'contactLimit'>

type State =
  | { step: 'offered' }
  | { step: 'starting' }
  | { step: 'started'; endsAt: string }
  | { step: 'refused'; reason: 'trial-used' | 'has-plan' }
  | { step: 'failed' }

/** What POST /api/trial answered, as the page needs it (anything unexpected is a failure to retry). */
async function requestTrial(): Promise<State | 'signed-out'> {
  try {
    const response = await fetch('/api/trial', {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    })
    if (response.status === 401) return 'signed-out'
    const data = (await response.json().catch(() => null)) as {
      trial?: { endsAt?: unknown; alreadyRunning?: unknown; planKey?: unknown }
      reason?: unknown
    } | null
    if (response.ok && typeof data?.trial?.endsAt === 'string') {
      // With the plan tried, as purchases carry the plan bought.
      if (data.trial.alreadyRunning !== true)
        trackGoal(GOALS.trialStarted, typeof data.trial.planKey === 'string' ? { plan: data.trial.planKey } : undefined)
      return { step: 'started', endsAt: data.trial.endsAt }
    }
    if (response.status === 409 && (data?.reason === 'trial-used' || data?.reason === 'has-plan'))
      return { step: 'refused', reason: data.reason }
    return { step: 'failed' }
  } catch {
    return { step: 'failed' }
  }
}

/**
 * /trial's island. Reached from a link or button of the site (`startAtOnce`: the click was the choice), it starts the
 * signed-in visitor's free trial as soon as the page is open; opened from elsewhere (another site's link, an email, a
 * typed address), it offers the trial and starts it on the visitor's press, so no other site can spend a person's one
 * trial for them. Then it confirms it (ends on…, what it includes, what happens at the end) with the way to /account,
 * or says why no trial starts. A retry, a reload or a second tab get the same trial back from the server.
 */
export function TrialStarter({ content, startAtOnce }: { content: Content; startAtOnce: boolean }) {
  const [state, setState] = useState<State>({ step: startAtOnce ? 'starting' : 'offered' })
  const requested = useRef(false)
  const heading = useRef<HTMLHeadingElement>(null)

  const start = useCallback(async () => {
    setState({ step: 'starting' })
    const answer = await requestTrial()
    // The session ended meanwhile: the page, loaded again, sends the visitor to sign up (or in) and back here.
    if (answer === 'signed-out') window.location.reload()
    else setState(answer)
  }, [])

  useEffect(() => {
    if (!startAtOnce || requested.current) return
    requested.current = true
    void start()
  }, [start, startAtOnce])

  useEffect(() => {
    if (state.step !== 'starting' && state.step !== 'offered') heading.current?.focus()
  }, [state.step])

  const { page, refusals } = content
  const includes = (
    <ul className="list-disc space-y-1 pl-5 text-ink-300">
      <li>{page.contactLimitText.replace('{contacts}', content.contactLimit.toLocaleString('en-US'))}</li>
      {content.includes.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ul>
  )
  if (state.step === 'offered') {
    return (
      <section aria-labelledby="trial-offered" className="space-y-5">
        <p className="text-ink-200">{page.confirmText.replace('{days}', String(content.trialDays))}</p>
        <h2 id="trial-offered" className="text-lg font-semibold text-white">
          {page.includesHeading}
        </h2>
        {includes}
        <p className="text-ink-300">{page.endText}</p>
        <button type="button" onClick={start} className={buttonStyles.primary}>
          {page.startLabel}
        </button>
      </section>
    )
  }
  if (state.step === 'starting') {
    return (
      <p role="status" className="text-center text-ink-300">
        {page.startingText}
      </p>
    )
  }
  if (state.step === 'started') {
    return (
      <section aria-labelledby="trial-started" className="space-y-5">
        <h2 id="trial-started" ref={heading} tabIndex={-1} className="text-2xl font-bold text-white outline-none">
          {page.startedHeading}
        </h2>
        <p className="text-ink-200">{page.endsOnText.replace('{date}', formatDate(state.endsAt))}</p>
        <h3 className="text-lg font-semibold text-white">{page.includesHeading}</h3>
        {includes}
        <p className="text-ink-300">{page.endText}</p>
        {/* Plain anchors here: /account runs Clerk's browser code, which only its own policy allows
            (components/navigation/SiteLink). */}
        <a href={ACCOUNT_PATH} className={buttonStyles.primary}>
          {page.accountLinkLabel}
        </a>
      </section>
    )
  }
  const [text, link] =
    state.step === 'failed'
      ? [refusals.failedText, null]
      : state.reason === 'has-plan'
        ? [refusals.hasPlanText, { href: ACCOUNT_PATH, label: page.accountLinkLabel }]
        : [refusals.alreadyUsedText, { href: SINGLETON_PATHS.pricingPage, label: refusals.plansLinkLabel }]
  return (
    <section aria-labelledby="trial-refused" className="space-y-5">
      <h2 id="trial-refused" ref={heading} tabIndex={-1} className="text-lg font-semibold text-white outline-none">
        {text}
      </h2>
      {link ? (
        <a href={link.href} className={buttonStyles.primary}>
          {link.label}
        </a>
      ) : (
        <button type="button" onClick={start} className={buttonStyles.primary}>
          {refusals.retryLabel}
        </button>
      )}
    </section>
  )
}
