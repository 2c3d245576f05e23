// @vitest-environment jsdom
import { act, cleanup, render } from '@testing-library/react'
import { StrictMode } from 'react'
import { afterAll, expect, it, vi } from 'vitest'
import { Analytics } from '@/components/analytics/Analytics'
import { analyticsConfig } from '@/lib/analytics/config'
import { GOALS } from '@/lib/analytics/goals'
import { analyticsStarted, trackGoal } from '@/lib/analytics/tracker'

afterAll(cleanup)

it('with nothing configured, the island makes no request and starts nothing, even when goals are pressed', async () => {
  const fetch = vi.fn(async () => new Response(null, { status: 202 }))
  vi.stubGlobal('fetch', fetch)

  render(
    <StrictMode>
      <Analytics config={analyticsConfig({})} />
    </StrictMode>,
  )
  const button = document.createElement('button')
  button.dataset.goal = GOALS.getStarted
  document.body.append(button)
  await act(async () => {
    button.click()
    trackGoal(GOALS.contactMessageSent)
    window.history.pushState(null, '', '/pricing')
    window.dispatchEvent(new Event('blur'))
  })

  expect(fetch).not.toHaveBeenCalled()
  expect(analyticsStarted()).toBe(false)
  expect((window as { plausible?: unknown }).plausible).toBeUndefined()
  vi.unstubAllGlobals()
})
