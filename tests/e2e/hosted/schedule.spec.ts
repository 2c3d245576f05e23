import { expect, test, type APIRequestContext, type Page } from '@playwright/test'
import { axeViolations, callWebhook } from '../helpers'
import { editProPriceInStudio, openFromStructure, publishActions, signedInStudio } from '../studioHelpers'
import { CONTENT_LAKE_API_HOST, contentLakeEditor, HOSTED_ORIGIN } from '../../support/hostedSanity'
import { configureStandIn, documentedWebhook, NEW_PRICE, PRO, SEED_PRICE } from '../../support/standInConsistency'

/**
 * Scheduled publishing, end to end: a marketer in the real Studio (against the Content Lake stand-in) changes the
 * Pro price, schedules the publish, is refused a time in the past and a second schedule at the same time, moves it
 * to a few seconds ahead in the Schedules tool, and /pricing shows the new price once the hosted server's scheduler
 * (its interval, every second here: SCHEDULE_TICK_SECONDS) has published it and the stand-in's webhook refreshed the
 * page. The clock is the machine's: the test waits for the page, never for a fixed time. And an unpublish, chosen in
 * the same dialog, cancelled in the tool.
 */

/** The browser's time zone: times are typed and shown in it, and stored in UTC. */
const TIME_ZONE = 'America/New_York'
test.use({ timezoneId: TIME_ZONE })

/** The Schedules tool's own view: the Studio around it (its navigation bar) is Sanity's. */
const TOOL_VIEW = '[data-testid="studio-layout"] > :last-child'

/**
 * Axe on a part of the Studio at rest: the pointer off the buttons it just pressed, and their colour transitions over
 * (axe read a button's colours half-way through its hover transition).
 */
async function axeAtRest(page: Page, within: string) {
  await page.mouse.move(0, 0)
  await expect
    .poll(() =>
      page.evaluate(
        () =>
          document
            .getAnimations()
            .filter((animation) => animation instanceof CSSTransition && animation.playState === 'running').length,
      ),
    )
    .toBe(0)
  return axeViolations(page, { within })
}

const pricing = async (request: APIRequestContext) => (await request.get('/pricing')).text()

/** A moment as a `datetime-local` field in TIME_ZONE holds it (YYYY-MM-DDTHH:MM:SS). */
function inTimeZone(date: Date): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-CA', {
      timeZone: TIME_ZONE,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    })
      .formatToParts(date)
      .map(({ type, value }) => [type, value]),
  )
  return `${parts.year}-${parts.month}-${parts.day}T${parts.hour}:${parts.minute}:${parts.second}`
}

/** A whole second, as the field holds it. */
const wholeSecond = (ms: number) => new Date(Math.floor(ms / 1000) * 1000)

const schedulesOfPro = () =>
  contentLakeEditor().fetch<
    { _id: string; at: string; status: string; kind: string; note: string | null; finishedAt: string | null }[]
  >('*[_type == "schedule" && documentId == $id] | order(_createdAt asc){ _id, at, status, kind, note, finishedAt }', {
    id: PRO._id,
  })

async function openScheduleDialog(page: Page) {
  await page.getByRole('button', { name: 'Open document actions' }).click()
  // Exactly: the Studio's own "Schedule publish" (Sanity's Scheduled drafts) is in the same menu.
  await page.getByRole('menuitem', { name: 'Schedule', exact: true }).click()
  return page.getByRole('dialog', { name: 'Schedule' })
}

/** The seed's price back, in the Content Lake and on /pricing; no schedule left. */
async function restore(request: APIRequestContext) {
  await configureStandIn(CONTENT_LAKE_API_HOST, { indexLagMs: 0, webhook: null })
  const editor = contentLakeEditor()
  await editor.delete({ query: '*[_type == "schedule"]' })
  await editor.delete(`drafts.${PRO._id}`)
  await editor.patch(PRO._id).set(SEED_PRICE).commit()
  expect((await callWebhook(request, PRO)).status()).toBe(200)
  await expect.poll(async () => (await pricing(request)).includes(NEW_PRICE.priceLabel)).toBe(false)
}

test.beforeEach(({ request }) => restore(request))
test.afterEach(({ request }) => restore(request))

test('a marketer schedules a price change in the Studio, moves it a few seconds ahead, and /pricing shows it then', async ({
  page,
  request,
}) => {
  test.setTimeout(240_000)
  const problems = await signedInStudio(page)
  await configureStandIn(CONTENT_LAKE_API_HOST, { indexLagMs: 0, webhook: documentedWebhook(HOSTED_ORIGIN) })
  const { actions } = await editProPriceInStudio(page, { from: SEED_PRICE, to: NEW_PRICE })

  // A time in the past is refused, and nothing is saved.
  let dialog = await openScheduleDialog(page)
  await expect(dialog).toContainText('the draft as it is at that time')
  const when = dialog.getByLabel(`Date and time (${TIME_ZONE})`)
  await when.fill(inTimeZone(new Date(Date.now() - 10 * 60_000)))
  await dialog.getByRole('button', { name: 'Schedule publish' }).click()
  await expect(dialog.getByRole('alert')).toHaveText('That time has already passed: choose a later one.')
  expect(await schedulesOfPro()).toEqual([])
  expect(await axeAtRest(page, '[role="dialog"]')).toEqual([])

  // Tomorrow, typed in New York time, is stored in UTC.
  const tomorrow = wholeSecond(Date.now() + 24 * 3_600_000)
  await when.fill(inTimeZone(tomorrow))
  await dialog.getByRole('button', { name: 'Schedule publish' }).click()
  await expect(dialog).toBeHidden()
  await expect
    .poll(schedulesOfPro)
    .toEqual([expect.objectContaining({ at: tomorrow.toISOString(), status: 'scheduled', kind: 'publish' })])

  // A second publish of the same document at the same time is refused.
  dialog = await openScheduleDialog(page)
  await expect(dialog.getByRole('listitem')).toHaveCount(1)
  await dialog.getByLabel(`Date and time (${TIME_ZONE})`).fill(inTimeZone(tomorrow))
  await dialog.getByRole('button', { name: 'Schedule publish' }).click()
  await expect(dialog.getByRole('alert')).toHaveText(
    'This document is already scheduled to publish at that time: move or cancel that schedule instead.',
  )
  expect(await schedulesOfPro()).toHaveLength(1)
  await page.keyboard.press('Escape')

  // The Schedules tool lists it, links to the plan, and moves it to a few seconds from now.
  await page.goto('/studio/publishing-schedule')
  const entry = page.getByRole('list', { name: 'Coming up' }).getByRole('listitem', { name: /^Publish Pro\b/ })
  await expect(entry).toBeVisible({ timeout: 60_000 })
  await expect(entry.getByRole('link', { name: /^Pro\b/ })).toBeVisible()
  await entry.getByRole('button', { name: 'Move' }).click()
  expect(await axeAtRest(page, TOOL_VIEW)).toEqual([])
  const soon = wholeSecond(Date.now() + 8_000)
  await entry.getByLabel(`New date and time (${TIME_ZONE})`).fill(inTimeZone(soon))
  await entry.getByRole('button', { name: 'Save the new time' }).click()
  await expect.poll(async () => (await schedulesOfPro())[0]?.at).toBe(soon.toISOString())

  // The server's scheduler publishes it (not the Studio), and the webhook refreshes /pricing.
  await expect.poll(async () => (await pricing(request)).includes(NEW_PRICE.priceLabel), { timeout: 60_000 }).toBe(true)
  expect(publishActions(actions)).toEqual([])
  await expect.poll(schedulesOfPro).toEqual([expect.objectContaining({ status: 'done', note: null })])
  // At its time, not before (the scheduler's own record).
  expect(Date.parse((await schedulesOfPro())[0].finishedAt!)).toBeGreaterThanOrEqual(soon.getTime())
  await page.goto('/pricing')
  await expect(page.getByRole('listitem', { name: 'Pro' })).toContainText(NEW_PRICE.priceLabel)

  // The tool lists it as done.
  await page.goto('/studio/publishing-schedule')
  await expect(
    page.getByRole('list', { name: 'Recently run, refused or cancelled' }).getByRole('listitem').first(),
  ).toContainText('Done', { timeout: 60_000 })
  expect(await axeAtRest(page, TOOL_VIEW)).toEqual([])
  expect(problems).toEqual([])
})

test('a marketer schedules the Pro plan to come off the site, then cancels that in the Schedules tool', async ({
  page,
}) => {
  test.setTimeout(120_000)
  const problems = await signedInStudio(page)
  await page.goto('/studio/structure')
  await openFromStructure(page, ['Pricing', 'Plans', /^Pro\b/])
  await expect(page.getByLabel('Price', { exact: true })).toHaveValue(SEED_PRICE.priceLabel, { timeout: 60_000 })

  const dialog = await openScheduleDialog(page)
  await dialog.getByRole('radio', { name: 'Unpublish (take it off the site)' }).check()
  const inAnHour = wholeSecond(Date.now() + 3_600_000)
  await dialog.getByLabel(`Date and time (${TIME_ZONE})`).fill(inTimeZone(inAnHour))
  await dialog.getByRole('button', { name: 'Schedule unpublish' }).click()
  await expect(dialog).toBeHidden()
  await expect
    .poll(schedulesOfPro)
    .toEqual([expect.objectContaining({ at: inAnHour.toISOString(), status: 'scheduled', kind: 'unpublish' })])

  await page.goto('/studio/publishing-schedule')
  const entry = page.getByRole('list', { name: 'Coming up' }).getByRole('listitem', { name: /^Unpublish Pro\b/ })
  await entry.getByRole('button', { name: 'Cancel schedule' }).click({ timeout: 60_000 })
  await expect(page.getByText('Nothing is scheduled.')).toBeVisible()
  await expect(
    page.getByRole('list', { name: 'Recently run, refused or cancelled' }).getByRole('listitem').first(),
  ).toContainText('Cancelled')
  expect(await schedulesOfPro()).toEqual([expect.objectContaining({ kind: 'unpublish', status: 'cancelled' })])
  expect(await axeAtRest(page, TOOL_VIEW)).toEqual([])
  expect(problems).toEqual([])
})
