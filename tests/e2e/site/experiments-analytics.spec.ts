import { expect, test } from '@playwright/test'
import { ENROLMENT_COOKIE } from '@/lib/experiments/cookies'
import { goalsIn, recordAnalytics, waitForHydration } from '../helpers'

/**
 * The analytics side of an experiment: every pageview and goal carries the experiment and variant the visitor is in,
 * read from the cookie the proxy sets when it assigns them (tests/e2e/hosted/experiments.spec.ts runs the assignment
 * itself against content with a running experiment; this build's bundled content runs none). Without the cookie, no
 * such property is sent.
 */
test('pageviews and goals carry the experiment and variant of the visitor, and nothing without one', async ({
  page,
  context,
  baseURL,
}) => {
  const events = await recordAnalytics(page)
  await context.addCookies([{ name: ENROLMENT_COOKIE, value: 'experiment-hero~b', url: baseURL }])
  await page.goto('/features')
  const getStarted = page.getByRole('banner').getByRole('link', { name: 'Get Started' })
  await waitForHydration(getStarted)
  await getStarted.click()
  await expect(page).toHaveURL('/pricing')
  await expect.poll(() => goalsIn(events)).toEqual(['Get Started'])
  await expect.poll(() => events.filter((event) => event.n === 'pageview').length).toBe(2)
  for (const event of events.filter((entry) => entry.n !== 'engagement'))
    expect(event, event.n).toMatchObject({ p: { experiment: 'experiment-hero', variant: 'b' } })

  // Out of the experiment: the same events without its properties.
  await context.clearCookies({ name: ENROLMENT_COOKIE })
  events.length = 0
  await page.reload()
  await expect.poll(() => events.filter((event) => event.n === 'pageview').length).toBe(1)
  expect(events[0].p?.experiment).toBeUndefined()
})

/**
 * A cookie of the same name that the proxy never wrote (a sibling subdomain may set one for the whole domain) is not
 * an experiment: the page works, and its pageview carries no experiment. (Decoding `a%E0` threw in the analytics
 * start, and the error page replaced every page.)
 */
test('a malformed experiment cookie sends no experiment and breaks no page', async ({ page, context, baseURL }) => {
  const events = await recordAnalytics(page)
  await context.addCookies([{ name: ENROLMENT_COOKIE, value: 'a%E0~b', url: baseURL }])
  await page.goto('/features')
  await expect.poll(() => events.filter((event) => event.n === 'pageview').length).toBe(1)
  expect(events[0].p?.experiment).toBeUndefined()
  const getStarted = page.getByRole('banner').getByRole('link', { name: 'Get Started' })
  await waitForHydration(getStarted)
  await getStarted.click()
  await expect(page).toHaveURL('/pricing')
  await expect.poll(() => goalsIn(events)).toEqual(['Get Started'])
})
