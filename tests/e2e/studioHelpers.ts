import { expect, type Locator, type Page, type Request } from '@playwright/test'
import { HOSTED_PROJECT_ID, HOSTED_TOKENS } from '../support/hostedSanity'
import {
  PRO,
  reportPublishFigure,
  reportPublishSteps,
  webhookDeliveries,
  whenPriceShown,
  type PlanPrice,
} from '../support/standInConsistency'

/** The embedded Studio of the hosted-Sanity test server (tests/support/hostedSanity.ts), driven like an editor. */

/**
 * Watches a Studio page for what would break it under the site's real headers: Content-Security-Policy
 * violations and uncaught errors. Requests to anything but the site and the stand-in (Sanity's CDN, version
 * checks) are cut off, as on a machine without Internet access.
 */
export async function watchStudio(page: Page) {
  const problems: string[] = []
  page.on('pageerror', (error) => problems.push(`uncaught: ${error.message}`))
  page.on('console', (message) => {
    if (/Content.Security.Policy/i.test(message.text())) problems.push(`csp: ${message.text()}`)
  })
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      console.error(`Content-Security-Policy violation: ${event.violatedDirective} ${event.blockedURI}`)
    })
  })
  // A pattern, not a function: Playwright matches it itself, so the Studio's own requests (hundreds: its listeners
  // reconnect) are not each held for a round trip to this test process, which slowed the Studio down.
  await page.route(/^(?!https?:\/\/([a-z0-9-]+\.)?localhost(:\d+)?\/)/, (route) => route.abort('internetdisconnected'))
  return problems
}

/**
 * A Studio page watched as watchStudio does, and signed in: its own session store holds the token it then sends as
 * `Authorization: Bearer`. Resolves with the problems seen so far (CSP violations, uncaught errors).
 */
export async function signedInStudio(page: Page) {
  const problems = await watchStudio(page)
  await page.addInitScript(
    ({ key, token }) => window.localStorage.setItem(key, JSON.stringify({ token, time: new Date().toISOString() })),
    { key: `__studio_auth_token_${HOSTED_PROJECT_ID}`, token: HOSTED_TOKENS.studio },
  )
  return problems
}

export type StudioAction = { actionType: string; publishedId: string }

/** The actions the Studio sends to the Actions API from now on (edits, publishing). */
export function studioActions(page: Page): StudioAction[] {
  const actions: StudioAction[] = []
  page.on('request', (request: Request) => {
    if (request.method() === 'POST' && /\/data\/actions\/production/.test(request.url()))
      actions.push(...(request.postDataJSON() as { actions: StudioAction[] }).actions)
  })
  return actions
}

/** The publishes among the actions the Studio sent. */
export const publishActions = (actions: StudioAction[]) =>
  actions.filter((action) => action.actionType === 'sanity.action.document.publish')

/** Types into a Studio field and waits until the Studio sends the edit to the Content Lake. */
export async function typeUntilSent(field: Locator, value: string, actions: StudioAction[]) {
  const before = actions.length
  await field.fill(value)
  await expect.poll(() => actions.length, { timeout: 30_000 }).toBeGreaterThan(before)
}

/**
 * Waits until the Studio has saved every edit: its status bar no longer says "Saving...", as a marketer sees it before
 * pressing Publish. Publish pressed while an edit is still on its way waits for it (the Studio schedules the publish);
 * on CI's slower machine that path twice left a new document unpublished past 30 s, for a reason not found here.
 */
export async function untilSaved(page: Page) {
  await expect(page.getByText('Saving...', { exact: true })).toHaveCount(0, { timeout: 60_000 })
}

/**
 * Opens a document as a marketer does, from the Studio's structure (on screen already): `trail` names the links to
 * click in order, from the group to the document (a RegExp for a document's title). The first click waits for the
 * Studio to have booted (`timeout`).
 */
export async function openFromStructure(page: Page, trail: (string | RegExp)[], { timeout = 60_000 } = {}) {
  for (const [index, name] of trail.entries()) {
    const link = page.getByRole('link', { name, exact: typeof name === 'string' }).first()
    await link.click(index === 0 ? { timeout } : {})
  }
}

/**
 * Creates a document as a marketer does, in a signed-in Studio: from the structure's list `trail` leads to (as
 * openFromStructure takes it), the list's own "create" button, named after the document `type` it creates; then types
 * `value` into the new document's `field` until the Studio sends it, which creates the draft. Resolves with the new
 * document's published id, as that first action names it.
 */
export async function createFromStructure(
  page: Page,
  {
    trail,
    type,
    field,
    value,
    actions,
  }: { trail: (string | RegExp)[]; type: string; field: string; value: string; actions: StudioAction[] },
) {
  await page.goto('/studio/structure')
  await openFromStructure(page, trail)
  await page.getByRole('link', { name: type, exact: true }).click()
  const before = actions.length
  await typeUntilSent(page.getByLabel(field, { exact: true }), value, actions)
  const createdId = actions[before]?.publishedId
  expect(createdId, `the new ${type}'s id`).toBeTruthy()
  return createdId
}

/**
 * A marketer's edit before publishing, in a signed-in Studio (`studio`: its address, on this test's server unless
 * told): opens the Pro plan, changes the price on its card from `from` to `to`, finds Publish disabled while the card's
 * price and the amount charged disagree (the field's validation says so), and changes the amount. Resolves with the
 * Publish button, enabled, and the actions the Studio sends from now on.
 */
export async function editProPriceInStudio(
  page: Page,
  { from, to }: { from: PlanPrice; to: PlanPrice },
  studio = '/studio',
) {
  const actions = studioActions(page)
  await page.goto(`${studio}/structure`)
  await openFromStructure(page, ['Pricing', 'Plans', /^Pro\b/])
  const price = page.getByLabel('Price', { exact: true })
  await expect(price).toHaveValue(from.priceLabel, { timeout: 60_000 })
  await typeUntilSent(price, to.priceLabel, actions)
  const publish = page.getByRole('button', { name: 'Publish', exact: true })
  const validation = page.getByText(/differs from the amount charged/)
  await expect(validation.first()).toBeAttached({ timeout: 60_000 })
  await expect(publish).toBeDisabled()
  await page.getByRole('tab', { name: 'Purchase' }).click()
  await typeUntilSent(page.getByLabel('Amount charged per year (USD)'), String(to.annualPriceUsd), actions)
  await page.getByRole('tab', { name: 'Card' }).click()
  await expect(validation).toHaveCount(0, { timeout: 60_000 })
  await untilSaved(page)
  await expect(publish).toBeEnabled({ timeout: 60_000 })
  return { publish, actions }
}

/**
 * Presses Publish (from editProPriceInStudio) and, while the click completes, polls a /pricing page until it shows
 * `price`. Measures from the moment the button receives the click (the page's own clock, the machine's), not from
 * the test's call: before dispatching it, Playwright checks the button is visible, stable and not covered, which
 * took 0.2–0.4 s on a loaded machine and is no part of what a marketer waits for. The run fails above the limit.
 * Also reports where the time went, from the webhook call the stand-in (`standIn`: its API host) made for the plan.
 */
export async function publishAndMeasure(
  page: Page,
  { publish, actions }: { publish: Locator; actions: StudioAction[] },
  {
    readPricing,
    price,
    where,
    standIn,
  }: { readPricing: () => Promise<string>; price: PlanPrice; where: string; standIn: string },
) {
  await page.evaluate(() => {
    const clicked = window as Window & { publishClickedAt?: number }
    document.addEventListener('click', () => (clicked.publishClickedAt = Date.now()), { capture: true, once: true })
  })
  const [, shownAt] = await Promise.all([publish.click(), whenPriceShown(readPricing, price)])
  const clickedAt = await page.evaluate(() => (window as Window & { publishClickedAt?: number }).publishClickedAt)
  expect(clickedAt, 'the Publish button received the click').toBeDefined()
  expect(publishActions(actions)).toHaveLength(1)
  const webhook = (await webhookDeliveries(standIn)).findLast((delivery) => delivery.documentId === PRO._id)
  expect(webhook?.status, 'the webhook call for the published plan').toBe(200)
  // The steps first: a run over the limit says where its time went.
  reportPublishSteps({
    'click → commit': webhook!.committedAt - clickedAt!,
    'commit → webhook answered': webhook!.ms,
    'answered → new price read': shownAt - (webhook!.committedAt + webhook!.ms),
  })
  reportPublishFigure(`Publish click → new price on ${where}`, shownAt - clickedAt!, { limited: true })
}
