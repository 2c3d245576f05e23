import { expect, type Locator, type Page, type Request } from '@playwright/test'
import { CONTENT_LAKE_API_HOST, contentLakeEditor, HOSTED_PROJECT_ID, HOSTED_TOKENS } from '../support/hostedSanity'

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
  const local = new RegExp(`^https?://([a-z0-9-]+\\.)?localhost(:\\d+)?/`)
  await page.route(
    (url) => !local.test(url.href),
    (route) => route.abort('internetdisconnected'),
  )
  return problems
}

/** Signs the Studio in: its own session store, the token it then sends as `Authorization: Bearer`. */
export async function signInToStudio(page: Page) {
  await page.addInitScript(
    ({ key, token }) => window.localStorage.setItem(key, JSON.stringify({ token, time: new Date().toISOString() })),
    { key: `__studio_auth_token_${HOSTED_PROJECT_ID}`, token: HOSTED_TOKENS.studio },
  )
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

/**
 * Types into a Studio field until the Studio sends the edit. It may still be connecting its listeners (the stand-in
 * ends them after a moment) and reset the field meanwhile.
 */
export async function typeUntilSent(field: Locator, value: string, actions: StudioAction[]) {
  const before = actions.length
  await expect(async () => {
    await field.fill(value)
    await expect.poll(() => actions.length, { timeout: 5_000 }).toBeGreaterThan(before)
  }).toPass({ timeout: 60_000 })
}

/** Opens the Pro plan in the Studio's structure (Pricing → Plans → Pro, by its address) and returns its Price field. */
export async function openProPlan(page: Page, origin = '') {
  await page.goto(`${origin}/studio/structure/pricing;pricingPlan;pricingPlan-pro`)
  return page.getByLabel('Price', { exact: true })
}

/**
 * Publishes a new price for the Pro plan with the Studio's own Publish button, as a marketer does (the price shown on
 * the card, and the amount charged, which must agree), and measures from the click to the price being on the page
 * `pricingPage` fetches. The button must then show the publish confirmed by the Studio's listener.
 */
export async function publishProPrice(
  page: Page,
  price: { label: string; amount: number },
  { pricingPage, apiHost = CONTENT_LAKE_API_HOST, origin = '' }: StudioPublish,
) {
  const field = await openProPlan(page, origin)
  await expect(field).not.toHaveValue('', { timeout: 120_000 })
  const actions = studioActions(page)
  await typeUntilSent(field, price.label, actions)
  await page.getByRole('tab', { name: 'Purchase' }).click()
  await typeUntilSent(page.getByLabel('Amount charged per year (USD)'), String(price.amount), actions)
  // Both edits are in the Content Lake's draft, and the Studio has nothing left to send.
  const editor = contentLakeEditor(apiHost)
  await expect
    .poll(async () => {
      const draft = await editor.getDocument('drafts.pricingPlan-pro')
      return [draft?.priceLabel, draft?.annualPriceUsd]
    })
    .toEqual([price.label, price.amount])
  const publish = page.getByRole('button', { name: 'Publish', exact: true })
  await expect(publish).toBeEnabled({ timeout: 30_000 })

  const clicked = Date.now()
  await publish.click()
  await expect
    .poll(async () => (await pricingPage()).includes(price.label), { intervals: [50], timeout: 15_000 })
    .toBe(true)
  const seconds = (Date.now() - clicked) / 1000
  expect(actions).toContainEqual(
    expect.objectContaining({ actionType: 'sanity.action.document.publish', publishedId: 'pricingPlan-pro' }),
  )
  // The Studio saw its own transaction come back through the listener: the draft is gone, nothing left to publish.
  await expect(page.getByRole('button', { name: /^Publish(ed)?$/ })).toBeDisabled({ timeout: 10_000 })
  return seconds
}

export type StudioPublish = {
  /** The page that shows the price, as a visitor gets it. */
  pricingPage: () => Promise<string>
  /** The Content Lake stand-in the Studio edits. */
  apiHost?: string
  /** The site whose Studio is used (default: the project's base URL). */
  origin?: string
}
