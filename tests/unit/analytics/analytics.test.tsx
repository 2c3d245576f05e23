// @vitest-environment jsdom
import { act, cleanup, render } from '@testing-library/react'
import { StrictMode } from 'react'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { Analytics } from '@/components/analytics/Analytics'
import { analyticsConfig, type AnalyticsConfig } from '@/lib/analytics/config'
import { GOALS } from '@/lib/analytics/goals'
import { trackGoal } from '@/lib/analytics/tracker'

describe('configuration', () => {
  it('is off without a Plausible domain, whatever else is set', () => {
    expect(analyticsConfig({})).toBeNull()
    expect(analyticsConfig({ NEXT_PUBLIC_PLAUSIBLE_ENDPOINT: 'https://stats.persistly.ai/api/event' })).toBeNull()
  })

  it('uses Plausible’s own endpoint unless one is configured, and counts localhost only for a local endpoint', () => {
    expect(analyticsConfig({ NEXT_PUBLIC_PLAUSIBLE_DOMAIN: 'persistly.ai' })).toEqual({
      domain: 'persistly.ai',
      captureOnLocalhost: false,
    })
    expect(
      analyticsConfig({
        NEXT_PUBLIC_PLAUSIBLE_DOMAIN: 'persistly.ai',
        NEXT_PUBLIC_PLAUSIBLE_ENDPOINT: 'https://stats.persistly.ai/api/event',
      }),
    ).toEqual({ domain: 'persistly.ai', endpoint: 'https://stats.persistly.ai/api/event', captureOnLocalhost: false })
    expect(
      analyticsConfig({
        NEXT_PUBLIC_PLAUSIBLE_DOMAIN: 'persistly.test',
        NEXT_PUBLIC_PLAUSIBLE_ENDPOINT: 'http://127.0.0.1:3190/api/event',
      })?.captureOnLocalhost,
    ).toBe(true)
  })

  it('names the six goals the pages count', () => {
    expect(GOALS).toEqual({
      getStarted: 'Get Started',
      checkoutStarted: 'Checkout Started',
      purchase: 'Purchase',
      signupCompleted: 'Signup Completed',
      trialStarted: 'Trial Started',
      contactMessageSent: 'Contact Message Sent',
    })
  })
})

/**
 * The island with Plausible's real tracker (it can start once per page, so these steps share one page);
 * `fetch` is stubbed to record what would be sent to the endpoint.
 */
describe('the analytics island, configured', () => {
  type Sent = { url: string; body: { n: string; u: string; d: string; p?: unknown } }
  const sent: Sent[] = []
  const config: AnalyticsConfig = {
    domain: 'persistly.test',
    endpoint: 'http://127.0.0.1:3190/api/event',
    captureOnLocalhost: true,
  }
  const pageviews = () => sent.filter(({ body }) => body.n === 'pageview').map(({ body }) => new URL(body.u).pathname)
  const goals = () => sent.map(({ body }) => body.n).filter((name) => name !== 'pageview' && name !== 'engagement')

  beforeAll(() => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init: RequestInit) => {
        sent.push({ url, body: JSON.parse(String(init.body)) })
        return new Response(null, { status: 202 })
      }),
    )
    // jsdom has no ResizeObserver; the tracker uses it for scroll depth.
    vi.stubGlobal(
      'ResizeObserver',
      class {
        observe() {}
        disconnect() {}
      },
    )
  })
  afterAll(() => {
    cleanup()
    vi.unstubAllGlobals()
  })

  it('sends exactly one pageview on load, although React Strict Mode runs the effect twice; a goal sent before the tracker started follows it', () => {
    // As /payment-success's Purchase goal, whose island's effect runs before the layout's.
    trackGoal(GOALS.purchase, { plan: 'pro' })
    expect(sent).toEqual([])
    render(
      <StrictMode>
        <Analytics config={config} />
      </StrictMode>,
    )
    expect(pageviews()).toEqual(['/'])
    expect(sent[0]).toMatchObject({ url: config.endpoint, body: { n: 'pageview', d: 'persistly.test' } })
    expect(sent.slice(1).map(({ body }) => body)).toMatchObject([{ n: 'Purchase', p: { plan: 'pro' } }])
  })

  it('does not start again when the island mounts again', () => {
    render(<Analytics config={config} />)
    expect(pageviews()).toEqual(['/'])
  })

  it('sends one pageview per client-side route change, none for a hash or query change on the same page', async () => {
    await act(async () => {
      window.history.pushState(null, '', '/features')
      window.history.pushState(null, '', '/features#faq')
      window.history.pushState(null, '', '/features?plan=pro')
      window.history.pushState(null, '', '/pricing')
      window.history.back()
      await new Promise((resolve) => window.addEventListener('popstate', resolve, { once: true }))
    })
    expect(pageviews()).toEqual(['/', '/features', '/pricing', '/features'])
  })

  it('sends the goal of an element marked data-goal when it (or something inside it) is pressed, and goals from code', async () => {
    const link = document.createElement('a')
    link.href = '#pricing'
    link.dataset.goal = GOALS.getStarted
    link.innerHTML = '<span>label</span>'
    document.body.append(link)
    await act(async () => {
      link.querySelector('span')!.click()
      document.body.click() // not a goal
      trackGoal(GOALS.contactMessageSent)
    })
    expect(goals()).toEqual(['Purchase', 'Get Started', 'Contact Message Sent'])
  })
})
