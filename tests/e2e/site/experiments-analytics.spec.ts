import { expect, test } from '@playwright/test'
import { ENROLMENT_COOKIE } from '@/lib/experiments/cookies'
import { ENROLMENT_EVENT, FIRST_GOAL_PROPERTY } from '@/lib/experiments/tagging'
import { goalsIn, recordAnalytics, waitForHydration } from '../helpers'

/**
 * The analytics side of an experiment (docs/experiments.md, "What is counted"): every pageview and goal carries the
 * experiment and variant the browser is in, read from the cookie the proxy sets when it assigns them
 * (tests/e2e/hosted/experiments.spec.ts runs the assignment itself against content with a running experiment; this
 * build's bundled content runs none). The browser sends its enrolment once and marks its first goal of each name,
 * so that Plausible's counts are of browsers, each once. Without the cookie, no such property is sent.
 */
test('an enrolled browser: its enrolment once, every event tagged, its first goal of a name marked', async ({
  page,
  context,
  baseURL,
}) => {
  const events = await recordAnalytics(page)
  await context.addCookies([{ name: ENROLMENT_COOKIE, value: 'experiment-hero~b', url: baseURL }])
  const pressGetStarted = async () => {
    const getStarted = page.getByRole('banner').getByRole('link', { name: 'Get Started' })
    await waitForHydration(getStarted)
    await getStarted.click()
    await expect(page).toHaveURL('/pricing')
  }
  await page.goto('/features')
  await pressGetStarted()
  await expect.poll(() => goalsIn(events)).toEqual([ENROLMENT_EVENT, 'Get Started'])
  await expect.poll(() => events.filter((event) => event.n === 'pageview').length).toBe(2)
  for (const event of events.filter((entry) => entry.n !== 'engagement'))
    expect(event, event.n).toMatchObject({ p: { experiment: 'experiment-hero', variant: 'b' } })
  expect(events.find((event) => event.n === 'Get Started')?.p).toHaveProperty(FIRST_GOAL_PROPERTY, 'yes')
  expect(events.find((event) => event.n === 'pageview')?.p).not.toHaveProperty(FIRST_GOAL_PROPERTY)

  // Back another time (a new page load): no second enrolment, and a second press is not a second conversion.
  events.length = 0
  await page.goto('/features')
  await pressGetStarted()
  await expect.poll(() => goalsIn(events)).toEqual(['Get Started'])
  expect(events.find((event) => event.n === 'Get Started')?.p).toEqual({ experiment: 'experiment-hero', variant: 'b' })

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
