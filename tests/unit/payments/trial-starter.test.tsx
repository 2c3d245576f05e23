// @vitest-environment jsdom
import { cleanup, render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { TrialStarter } from '@/components/trial/TrialStarter'
import { trackGoal } from '@/lib/analytics/tracker'
import { freeTrialQuery } from '@/lib/sanity/content/trial'
import { queryEmbedded } from '@/lib/sanity/embedded'
import type { FreeTrialQueryResult } from '@/sanity/types'

vi.mock('@/lib/analytics/tracker', () => ({ trackGoal: vi.fn() }))
vi.mock('next/link', () => ({
  default: ({ href, children, ...rest }: { href: string; children: React.ReactNode }) => (
    <a href={href} {...rest}>
      {children}
    </a>
  ),
}))

/** /trial's island with the seed's words, against answers of POST /api/trial. */
/** How long to wait for the answer to show (a busy machine renders slowly; the wait ends as soon as it shows). */
const WAIT = { timeout: 5000 }
let trial: NonNullable<FreeTrialQueryResult>
beforeAll(async () => {
  trial = (await queryEmbedded<FreeTrialQueryResult>(freeTrialQuery))!
})
afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
  vi.mocked(trackGoal).mockClear()
})

function answering(...answers: { status: number; body: unknown }[]) {
  const fetch = vi.fn(async () => {
    const { status, body } = answers.length > 1 ? answers.shift()! : answers[0]
    return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })
  })
  vi.stubGlobal('fetch', fetch)
  return fetch
}
const show = ({ startAtOnce = true } = {}) =>
  render(
    <TrialStarter
      startAtOnce={startAtOnce}
      content={{
        trialDays: trial.trialDays,
        page: trial.page,
        refusals: trial.refusals,
        includes: trial.includes,
        contactLimit: trial.contactLimit,
      }}
    />,
  )

describe('the trial page’s island', () => {
  it('starts the trial at once, confirms it with its end date and contents, and counts the goal', async () => {
    const fetch = answering({ status: 200, body: { trial: { planKey: 'basic', endsAt: '2026-12-10T01:00:00.000Z' } } })
    show()
    expect(screen.getByRole('status').textContent).toBe(trial.page.startingText)
    const heading = await screen.findByRole('heading', { name: trial.page.startedHeading }, WAIT)
    // Focus moves to the confirmation, for keyboard and screen reader users.
    await waitFor(() => expect(document.activeElement).toBe(heading), WAIT)
    expect(screen.getByText(trial.page.endsOnText.replace('{date}', 'December 10, 2026'))).toBeTruthy()
    expect(screen.getByText('Up to 100 contacts')).toBeTruthy()
    for (const item of trial.includes) expect(screen.getByText(item)).toBeTruthy()
    expect(screen.getByRole('link', { name: trial.page.accountLinkLabel }).getAttribute('href')).toBe('/account')
    expect(fetch).toHaveBeenCalledExactlyOnceWith('/api/trial', expect.objectContaining({ method: 'POST', body: '{}' }))
    expect(trackGoal).toHaveBeenCalledExactlyOnceWith('Trial Started', { plan: 'basic' })
  })

  it('opened from elsewhere, offers the trial and starts it only when the visitor presses the button', async () => {
    const fetch = answering({ status: 200, body: { trial: { planKey: 'basic', endsAt: '2026-12-10T01:00:00.000Z' } } })
    show({ startAtOnce: false })
    expect(screen.getByText(trial.page.confirmText.replace('{days}', '14'))).toBeTruthy()
    expect(screen.getByRole('heading', { name: trial.page.includesHeading })).toBeTruthy()
    for (const item of trial.includes) expect(screen.getByText(item)).toBeTruthy()
    // Nothing is asked of the server until the press (the effects of the first render have run by now).
    expect(fetch).not.toHaveBeenCalled()
    await userEvent.click(screen.getByRole('button', { name: trial.page.startLabel }))
    const heading = await screen.findByRole('heading', { name: trial.page.startedHeading }, WAIT)
    await waitFor(() => expect(document.activeElement).toBe(heading), WAIT)
    expect(fetch).toHaveBeenCalledExactlyOnceWith('/api/trial', expect.objectContaining({ method: 'POST' }))
    expect(trackGoal).toHaveBeenCalledExactlyOnceWith('Trial Started', { plan: 'basic' })
  })

  it('a trial already running (reload, second tab) is confirmed but not counted again', async () => {
    answering({ status: 200, body: { trial: { endsAt: '2026-12-10T01:00:00.000Z', alreadyRunning: true } } })
    show()
    await screen.findByRole('heading', { name: trial.page.startedHeading }, WAIT)
    expect(trackGoal).not.toHaveBeenCalled()
  })

  it('says why no trial starts, with the way on', async () => {
    answering({ status: 409, body: { reason: 'trial-used' } })
    show()
    await screen.findByRole('heading', { name: trial.refusals.alreadyUsedText }, WAIT)
    expect(screen.getByRole('link', { name: trial.refusals.plansLinkLabel }).getAttribute('href')).toBe('/pricing')
    cleanup()
    answering({ status: 409, body: { reason: 'has-plan' } })
    show()
    await screen.findByRole('heading', { name: trial.refusals.hasPlanText }, WAIT)
    expect(screen.getByRole('link', { name: trial.page.accountLinkLabel }).getAttribute('href')).toBe('/account')
    expect(trackGoal).not.toHaveBeenCalled()
  })

  it('a failure offers Try Again, which asks once more', async () => {
    const fetch = answering(
      { status: 502, body: { error: 'The trial could not be started. Please try again.' } },
      { status: 200, body: { trial: { endsAt: '2026-12-10T01:00:00.000Z' } } },
    )
    show()
    await screen.findByRole('heading', { name: trial.refusals.failedText }, WAIT)
    await userEvent.setup().click(screen.getByRole('button', { name: trial.refusals.retryLabel }))
    await screen.findByRole('heading', { name: trial.page.startedHeading }, WAIT)
    expect(fetch).toHaveBeenCalledTimes(2)
  })
})
