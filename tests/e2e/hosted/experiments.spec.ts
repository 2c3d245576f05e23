import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test'
import { chooseWinnerActions, startActions } from '@/lib/experiments/actions'
import { callWebhook } from '../helpers'
import { contentLakeEditor } from '../../support/hostedSanity'
import { seedDocument } from '../../support/seedContent'

/**
 * An A/B experiment on the home page's hero, against the Content Lake stand-in (docs/experiments.md): started with
 * the Studio's Start transaction, served by the proxy to two visitors as two variants, each kept on reload and across
 * pages; a crawler gets the control; no response crosses variants; Choose winner's transaction publishes the winner,
 * which every visitor then gets. The home page and the experiment are put back afterwards.
 */
type Hero = { _key: string; _type: 'heroSection'; heading: string; text: string }
const home = seedDocument<{ _id: string; _type: string; sections: Hero[] }>('homePage')
const seedHero = home.sections[0]
const EXPERIMENT_ID = 'experiment-e2e-home-hero'
const VARIANT_HEADING = 'Outreach that follows up for a whole year'
const variantHero = { ...seedHero, _key: 'variant-b-hero', heading: VARIANT_HEADING }
const BROWSER_UA = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Safari/537.36'

const experiment = {
  _id: EXPERIMENT_ID,
  _type: 'experiment',
  name: 'Hero heading',
  hypothesis: 'Naming the year of follow-ups gets more trials.',
  target: { page: { _type: 'reference', _ref: home._id }, sectionKey: seedHero._key },
  variants: [
    { _key: 'control', _type: 'variant', variantId: 'control', label: 'As it is', weight: 50 },
    { _key: 'b', _type: 'variant', variantId: 'b', label: 'A year', weight: 50, content: [variantHero] },
  ],
  goal: 'Trial Started',
  state: 'draft' as const,
}

/** Tells the site what changed, as the publish webhook does (the stand-in's own call is tested in publish.spec.ts). */
async function published(request: APIRequestContext, ...documents: { _id: string; _type: string }[]) {
  for (const document of documents) expect((await callWebhook(request, { ...document, slug: null })).status()).toBe(200)
}

async function putBack(request: APIRequestContext) {
  const editor = contentLakeEditor()
  await editor.delete(EXPERIMENT_ID).catch(() => undefined)
  await editor.delete(`drafts.${EXPERIMENT_ID}`).catch(() => undefined)
  await editor.createOrReplace(home)
  await published(request, { _id: EXPERIMENT_ID, _type: 'experiment' }, home)
}

const heading = (page: Page) => page.getByRole('heading', { level: 1 })

/** A new visitor (a browser of their own, no cookies) and the home page's heading they get. */
async function newVisitor(browser: Browser) {
  const context = await browser.newContext({ userAgent: BROWSER_UA })
  const page = await context.newPage()
  const response = await page.goto('/')
  const variant = (await heading(page).textContent())?.includes(VARIANT_HEADING) ? 'b' : 'control'
  return { context, page, variant, cacheControl: response?.headers()['cache-control'] }
}

/** Starts the experiment with the Studio's transaction, and tells the site. */
async function startExperiment(request: APIRequestContext) {
  const editor = contentLakeEditor()
  await editor.createOrReplace(experiment)
  await editor.action(startActions(EXPERIMENT_ID, new Date()))
  await published(request, { _id: EXPERIMENT_ID, _type: 'experiment' })
}

test.afterEach(({ request }) => putBack(request))

test('two visitors get the two variants of a running experiment and keep them; a crawler gets the control; Choose winner makes the winner everyone’s', async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000)
  const editor = contentLakeEditor()
  await startExperiment(request)

  // New visitors until one of each variant: a 50/50 split gives both within a few (30 tries fail once in 10⁹ runs).
  const visitors: Awaited<ReturnType<typeof newVisitor>>[] = []
  for (let tries = 0; tries < 30 && new Set(visitors.map((visitor) => visitor.variant)).size < 2; tries++) {
    const visitor = await newVisitor(browser)
    expect(visitor.cacheControl).toBe('private, no-store')
    if (visitors.some((seen) => seen.variant === visitor.variant)) await visitor.context.close()
    else visitors.push(visitor)
  }
  expect(visitors.map((visitor) => visitor.variant).sort()).toEqual(['b', 'control'])

  for (const { page, variant } of visitors) {
    const expected = variant === 'b' ? VARIANT_HEADING : seedHero.heading
    await expect(heading(page)).toContainText(expected)
    const cookies = await page.context().cookies()
    expect(cookies.find((cookie) => cookie.name === 'persistly-experiment')?.value).toBe(`${EXPERIMENT_ID}~${variant}`)
    expect(cookies.find((cookie) => cookie.name === 'persistly-visitor')?.httpOnly).toBe(true)
    // Reloaded, and back on / from another page (the client router's request goes through the proxy too).
    await page.reload()
    await expect(heading(page)).toContainText(expected)
    await page.getByRole('contentinfo').getByRole('link', { name: 'Pricing' }).click()
    await expect(page).toHaveURL('/pricing')
    await page.goBack()
    await expect(page).toHaveURL('/')
    await expect(heading(page)).toContainText(expected)
    await page.goto('/features')
    await page.goto('/')
    await expect(heading(page)).toContainText(expected)
  }

  // Turn by turn on one server, each visitor's response stays theirs: nothing cached crosses variants.
  for (let round = 0; round < 3; round++)
    for (const { page, variant } of visitors) {
      const response = await page.request.get('/', { headers: { 'user-agent': BROWSER_UA } })
      expect(response.headers()['cache-control']).toBe('private, no-store')
      expect((await response.text()).includes(VARIANT_HEADING)).toBe(variant === 'b')
    }

  // A search engine gets the control, and no cookie.
  const crawled = await request.get('/', {
    headers: { 'user-agent': 'Googlebot/2.1 (+http://www.google.com/bot.html)' },
  })
  expect(await crawled.text()).toContain(seedHero.heading)
  expect(await crawled.text()).not.toContain(VARIANT_HEADING)
  expect(crawled.headers()['set-cookie']).toBeUndefined()

  // Choose winner: b becomes the home page's hero, published, and the experiment ends.
  const running = await editor.getDocument(EXPERIMENT_ID)
  await editor.action(
    chooseWinnerActions({ ...experiment, state: running?.state, _id: EXPERIMENT_ID }, 'b', new Date()),
  )
  expect(await editor.getDocument(EXPERIMENT_ID)).toMatchObject({ state: 'stopped', winner: 'b' })
  await published(request, home, { _id: EXPERIMENT_ID, _type: 'experiment' })
  for (const { page } of visitors) {
    await page.reload()
    await expect(heading(page)).toContainText(VARIANT_HEADING)
  }
  // A new visitor too, from the page as published again: the same for everyone, cacheable, no cookie.
  const later = await newVisitor(browser)
  expect(later.variant).toBe('b')
  expect(later.cacheControl).not.toContain('private')
  expect(await later.context.cookies()).toEqual([])
  for (const { context } of [...visitors, later]) await context.close()
})

/**
 * The header's link to the home page makes Next prefetch it from every page: that is no visit, and enrols nobody (the
 * proxy answers it without a payload). The click then loads the page as a document, which enrols, and the visitor sees
 * their variant from the first paint: no other hero is ever shown to them.
 */
test('a prefetch of the page enrols nobody; the click’s document load does, and shows the visitor one hero only', async ({
  browser,
  request,
}) => {
  test.setTimeout(60_000)
  await startExperiment(request)
  const context = await browser.newContext({ userAgent: BROWSER_UA })
  const page = await context.newPage()
  // Every hero heading the page ever shows, recorded as the DOM changes.
  await page.addInitScript(
    ([headings]) => {
      const seen: string[] = ((window as unknown as { heroes: string[] }).heroes = [])
      new MutationObserver(() => {
        const text = document.querySelector('h1')?.textContent ?? ''
        for (const heading of headings) if (text.includes(heading) && seen.at(-1) !== heading) seen.push(heading)
      }).observe(document, { subtree: true, childList: true, characterData: true })
    },
    [[seedHero.heading, VARIANT_HEADING]],
  )
  const prefetch = page.waitForResponse(
    (response) =>
      new URL(response.url()).pathname === '/' && response.request().headers()['next-router-prefetch'] !== undefined,
  )
  await page.goto('/features')
  expect((await prefetch).status()).toBe(204)
  expect((await context.cookies()).filter((cookie) => cookie.name.startsWith('persistly-'))).toEqual([])

  await page.getByRole('banner').locator('a[href="/"]').first().click()
  await expect(page).toHaveURL('/')
  const enrolment = (await context.cookies()).find((cookie) => cookie.name === 'persistly-experiment')?.value
  expect(enrolment).toMatch(new RegExp(`^${EXPERIMENT_ID}~(control|b)$`))
  const shown = enrolment?.endsWith('~b') ? VARIANT_HEADING : seedHero.heading
  await expect(heading(page)).toContainText(shown)
  expect(await page.evaluate(() => (window as unknown as { heroes: string[] }).heroes)).toEqual([shown])
  await page.reload()
  await expect(heading(page)).toContainText(shown)
  await context.close()
})
