import { expect, test, type Page } from '@playwright/test'
import { PLAUSIBLE_TEST_DOMAIN } from '../../support/e2eSettings'
import { actAsNewClient } from '../contactHelpers'
import { goalsIn, pageviewsIn, recordAnalytics, waitForHydration } from '../helpers'

/** Client-side navigation keeps the document: a mark set on `window` survives it (a full load would not). */
const markDocument = (page: Page) =>
  page.evaluate(() => ((window as { __sameDocument?: boolean }).__sameDocument = true))
const stillSameDocument = (page: Page) =>
  page.evaluate(() => (window as { __sameDocument?: boolean }).__sameDocument === true)

test('one pageview on the first load and exactly one per client-side route change', async ({ page }) => {
  const events = await recordAnalytics(page)
  await page.goto('/')
  await expect.poll(() => pageviewsIn(events)).toEqual(['/'])
  expect(events[0]).toMatchObject({ n: 'pageview', d: PLAUSIBLE_TEST_DOMAIN })
  const footer = page.getByRole('contentinfo')
  await waitForHydration(footer.getByRole('link', { name: 'Features' }))
  await markDocument(page)

  await footer.getByRole('link', { name: 'Features' }).click()
  await expect(page).toHaveURL('/features')
  await expect.poll(() => pageviewsIn(events)).toEqual(['/', '/features'])

  await footer.getByRole('link', { name: 'Pricing' }).click()
  await expect(page).toHaveURL('/pricing')
  await expect.poll(() => pageviewsIn(events)).toEqual(['/', '/features', '/pricing'])

  await page.goBack()
  await expect(page).toHaveURL('/features')
  await expect.poll(() => pageviewsIn(events)).toEqual(['/', '/features', '/pricing', '/features'])

  // A header section link from another page goes to the home page's section: a route change.
  await page.getByRole('banner').getByRole('link', { name: 'FAQ' }).click()
  await expect(page).toHaveURL('/#faq')
  await expect.poll(() => pageviewsIn(events)).toEqual(['/', '/features', '/pricing', '/features', '/'])

  // Moving within the page is not a new pageview.
  await page.getByRole('main').getByRole('link', { name: 'See How It Works' }).click()
  await expect(page).toHaveURL('/#how-it-works')
  expect(await stillSameDocument(page)).toBe(true)
  // The next route change is the sync point: events arrive in order, so a pageview for the section link would
  // show up before this one.
  await footer.getByRole('link', { name: 'Pricing' }).click()
  await expect(page).toHaveURL('/pricing')
  await expect.poll(() => pageviewsIn(events)).toEqual(['/', '/features', '/pricing', '/features', '/', '/pricing'])
  expect(events.every((event) => event.d === PLAUSIBLE_TEST_DOMAIN)).toBe(true)
})

test('Get Started in the header counts the goal, then the pricing page view', async ({ page }) => {
  const events = await recordAnalytics(page)
  await page.goto('/features')
  const getStarted = page.getByRole('banner').getByRole('link', { name: 'Get Started' })
  await waitForHydration(getStarted)
  await getStarted.click()
  await expect(page).toHaveURL('/pricing')
  await expect.poll(() => goalsIn(events)).toEqual(['Get Started'])
  await expect.poll(() => pageviewsIn(events)).toEqual(['/features', '/pricing'])
  expect(events.find((event) => event.n === 'Get Started')?.u).toMatch(/\/features$/)
})

test('Get Started in the hero counts the goal and scrolls to the plans', async ({ page }) => {
  const events = await recordAnalytics(page)
  await page.goto('/')
  await expect.poll(() => pageviewsIn(events)).toEqual(['/'])
  await page.getByRole('main').getByRole('link', { name: 'Get Started' }).click()
  await expect(page).toHaveURL('/#pricing')
  await expect.poll(() => goalsIn(events)).toEqual(['Get Started'])
  expect(pageviewsIn(events)).toEqual(['/'])
})

test('a sent contact message counts the goal; a refused one does not', async ({ page, context }) => {
  await actAsNewClient(context)
  const events = await recordAnalytics(page)
  await page.goto('/contact')
  const form = page.getByRole('form', { name: 'Send Us a Message' })
  const send = form.getByRole('button', { name: 'Send Message' })
  await waitForHydration(send)
  await send.click()
  await expect(form.getByLabel('Name', { exact: true })).toHaveAttribute('aria-invalid', 'true')
  expect(goalsIn(events)).toEqual([])

  await form.getByLabel('Name', { exact: true }).fill('Jane Cooper')
  await form.getByLabel('Email', { exact: true }).fill('jane@company.com')
  await form.getByLabel('Message', { exact: true }).fill('Counting this one.')
  await send.click()
  await expect.poll(() => goalsIn(events)).toEqual(['Contact Message Sent'])
  expect(pageviewsIn(events)).toEqual(['/contact'])
})
