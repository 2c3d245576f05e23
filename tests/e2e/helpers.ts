import AxeBuilder from '@axe-core/playwright'
import { encodeSignatureHeader, SIGNATURE_HEADER_NAME } from '@sanity/webhook'
import { expect, type APIRequestContext, type BrowserContext, type Locator, type Page } from '@playwright/test'
import { CONFIGURED, FRONTEND_API_HOST, signedInCookies } from '../support/clerkSessions'
import { E2E_REVALIDATE_SECRET, PLAUSIBLE_STAND_IN_ENDPOINT } from '../support/e2eSettings'

/** The fixed header's height: sections reached from the menu must start right below it. */
export const HEADER_OFFSET = 64

/** Waits until the section has scrolled to just below the header (smooth scrolling takes a moment). */
export async function expectSectionBelowHeader(page: Page, id: string) {
  await expect
    .poll(
      () =>
        page.evaluate((sectionId) => Math.round(document.getElementById(sectionId)!.getBoundingClientRect().top), id),
      {
        message: `#${id} should end up ${HEADER_OFFSET}px from the top`,
      },
    )
    .toBeGreaterThanOrEqual(HEADER_OFFSET - 2)
  await expect
    .poll(() =>
      page.evaluate((sectionId) => Math.round(document.getElementById(sectionId)!.getBoundingClientRect().top), id),
    )
    .toBeLessThanOrEqual(HEADER_OFFSET + 2)
}

export const scrollY = (page: Page) => page.evaluate(() => Math.round(window.scrollY))

/**
 * Waits until React has hydrated the element, so a test does not press a control before its
 * handlers exist (on a loaded 2-core machine that can take a moment after the page is visible).
 */
export async function waitForHydration(locator: Locator) {
  await expect
    .poll(() => locator.evaluate((element) => Object.keys(element).some((key) => key.startsWith('__reactProps'))), {
      message: 'the control should be hydrated',
    })
    .toBe(true)
}

/** A plan's purchase button on /pricing, once it can be pressed. */
export async function planButton(page: Page, plan: 'Basic' | 'Pro') {
  await page.goto('/pricing')
  const button = page.getByRole('listitem', { name: plan }).getByRole('button', { name: 'Get Started' })
  await waitForHydration(button)
  return button
}

/** Signs `userId` in on a Clerk-configured test server: the browser gets a valid session's cookies. */
export async function signIn(context: BrowserContext, userId: string, server = CONFIGURED) {
  await context.addCookies(signedInCookies(userId, server).map((cookie) => ({ ...cookie, url: server.origin })))
}

/**
 * Holds clerk-js (which would load from Clerk's servers) so a page with Clerk stays on its loading state. A
 * script that never arrives also holds the window's load event: navigate with `waitUntil: 'domcontentloaded'`.
 */
export async function holdClerkJs(page: Page) {
  await page.route(`https://${FRONTEND_API_HOST}/**`, () => {})
}

/**
 * Watches a page for clerk-js, held like `holdClerkJs`: whether the browser asked the key's Frontend API for it (a
 * request reaches the route only if no Content-Security-Policy blocked it), and what the policy refused meanwhile.
 */
export async function watchClerkJs(page: Page) {
  const requested: string[] = []
  await page.route(`https://${FRONTEND_API_HOST}/**`, (route) => {
    requested.push(route.request().url())
  })
  const violations: string[] = []
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text())
  })
  return { requested: () => requested.some((url) => url.includes('/npm/@clerk/clerk-js@')), violations }
}

/**
 * Holds the next request for `url` (a glob) until `release()`: a page that shows something and then loads another
 * document (the purchase button's toast, then /auth) can be checked before it leaves, without racing the load.
 */
export async function holdNextRequest(page: Page, url: string) {
  let release!: () => void
  const released = new Promise<void>((resolve) => (release = resolve))
  const requested = new Promise<void>((resolve) =>
    page.route(
      url,
      async (route) => {
        resolve()
        await released
        await route.continue()
      },
      { times: 1 },
    ),
  )
  return { requested, release }
}

/**
 * Every text the page's live regions (`role="status"`: the toasts) show, as they show it, across document loads:
 * what a page says just before it leaves for another (the purchase button's toast, then /auth) can be checked after
 * it has left. Call before the first visit.
 */
export async function recordStatusTexts(page: Page): Promise<string[]> {
  const texts: string[] = []
  await page.exposeFunction('recordStatusText', (text: string) => texts.push(text))
  await page.addInitScript(() => {
    const record = (window as unknown as { recordStatusText: (text: string) => void }).recordStatusText
    new MutationObserver(() => {
      for (const region of document.querySelectorAll('[role="status"]'))
        if (region.textContent) void record(region.textContent)
    }).observe(document, { subtree: true, childList: true, characterData: true })
  })
  return texts
}

/** An analytics event as the tracker sends it to Plausible. */
export type PlausibleEvent = { n: string; u: string; d: string; p?: Record<string, string> }

/**
 * The e2e build (`npm run build:e2e`) sends analytics to a loopback endpoint: this takes the events off the
 * wire in the browser (answering like Plausible), so a test counts exactly what its page sent.
 */
export async function recordAnalytics(page: Page): Promise<PlausibleEvent[]> {
  const events: PlausibleEvent[] = []
  await page.route(PLAUSIBLE_STAND_IN_ENDPOINT, async (route) => {
    events.push(JSON.parse(route.request().postData() ?? '{}'))
    await route.fulfill({ status: 202, headers: { 'access-control-allow-origin': '*' }, body: 'ok' })
  })
  return events
}

/** The pages counted among recorded analytics events, by path, in order. */
export const pageviewsIn = (events: PlausibleEvent[]) =>
  events.filter((event) => event.n === 'pageview').map((event) => new URL(event.u).pathname)

/** The goals (custom events) among recorded analytics events, by name. */
export const goalsIn = (events: PlausibleEvent[]) =>
  events.filter((event) => !['pageview', 'engagement'].includes(event.n)).map((event) => event.n)

/**
 * What axe finds on the page against WCAG 2.2 AA and best practices: "rule: elements", empty when clean. `within`:
 * only the part of the page that CSS selector picks (the site's own view inside the Studio, say).
 */
export async function axeViolations(page: Page, { within }: { within?: string } = {}): Promise<string[]> {
  // The decorations animate without end; held still, they leave the main thread to axe (several times faster on a
  // busy machine) and the DOM it checks is the same.
  await page.evaluate(() => document.getAnimations().forEach((animation) => animation.pause()))
  const builder = new AxeBuilder({ page })
  if (within) builder.include(within)
  const results = await builder
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
    // Every rule still runs; only the violations' nodes are collected (a sixth less time per page).
    .options({ resultTypes: ['violations'] })
    .analyze()
  return results.violations.map(
    (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
  )
}

/** The source of every script a page loaded, once the network is quiet. */
export async function scriptsOf(page: Page, path: string) {
  const scripts: { url: string; body: Promise<string> }[] = []
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') {
      scripts.push({ url: response.url(), body: response.text().catch(() => '') })
    }
  })
  await page.goto(path, { waitUntil: 'networkidle' })
  return Promise.all(scripts.map(async ({ url, body }) => ({ url, body: await body })))
}

/** Whether a loaded script is Clerk's (its browser SDK, or code bundled from @clerk/ packages). */
export const isClerk = ({ url, body }: { url: string; body: string }) =>
  url.includes(FRONTEND_API_HOST) || body.includes('@clerk/')

/** Sanity's webhook, as a test server receives it: the projection's JSON, signed with the webhook secret. */
export async function callWebhook(
  request: APIRequestContext,
  payload: unknown,
  { secret = E2E_REVALIDATE_SECRET, timestamp = Date.now(), signed = true } = {},
) {
  const body = typeof payload === 'string' ? payload : JSON.stringify(payload)
  const headers: Record<string, string> = { 'content-type': 'application/json' }
  if (signed) headers[SIGNATURE_HEADER_NAME] = await encodeSignatureHeader(body, timestamp, secret)
  // A Buffer goes out byte for byte (a string with a JSON content type may be re-encoded).
  return request.post('/api/revalidate', { data: Buffer.from(body), headers })
}

/** Records every Content-Security-Policy violation the page reports, and the console's CSP complaints. */
export async function watchForViolations(page: Page) {
  const reported: string[] = []
  await page.exposeFunction('__reportCspViolation', (text: string) => reported.push(text))
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      ;(window as unknown as { __reportCspViolation: (text: string) => void }).__reportCspViolation(
        `${event.effectiveDirective} blocked ${event.blockedURI || 'inline'} (${event.sourceFile}:${event.lineNumber})`,
      )
    })
  })
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to (load|execute|connect|apply|frame)/i.test(message.text()))
      reported.push(message.text())
  })
  return reported
}
