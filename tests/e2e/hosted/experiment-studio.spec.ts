import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test'
import { assignVariant, type WeightedVariant } from '@/lib/experiments/assignment'
import { VISITOR_COOKIE } from '@/lib/experiments/cookies'
import { callWebhook } from '../helpers'
import {
  createFromStructure,
  publishActions,
  signedInStudio,
  studioActions,
  typeUntilSent,
  untilSaved,
} from '../studioHelpers'
import { CONTENT_LAKE_API_HOST, contentLakeEditor, HOSTED_ORIGIN } from '../../support/hostedSanity'
import { seedDocument } from '../../support/seedContent'
import { configureStandIn, documentedWebhook, INDEX_LAG_MS } from '../../support/standInConsistency'

/**
 * A marketer sets up an A/B experiment on the home page's hero in the real Studio, against the Content Lake stand-in
 * (docs/marketers/experiments.md, "Set one up"): a new experiment document filled in through the form (the variant's hero
 * authored with the hero's own fields), published, then started with the Studio's Start action. The stand-in calls
 * the site's webhook as Sanity does, and two new visitors then get the two heroes on `/`. Their visitor ids are
 * chosen with the site's own assignment for the experiment the Studio created, so each is known to get a different
 * variant. The experiment is deleted afterwards.
 */
type Hero = { _key: string; heading: string; buttons: { _key: string; label: string }[] }
const home = seedDocument<{ _id: string; sections: Hero[] }>('homePage')
const seedHero = home.sections[0]
const NAME = 'Hero that names the year'
const VARIANT_HEADING = 'A year of follow-ups, written for you'
const VARIANT_TEXT = 'Every prospect hears from you until they answer, for twelve months.'
const SPLIT: WeightedVariant[] = [
  { variantId: 'control', weight: 50 },
  { variantId: 'b', weight: 50 },
]
const BROWSER_UA = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Safari/537.36'

/** The first visitor id (of the cookie's shape, 22 characters) that the assignment puts in `variantId`. */
function visitorIn(experimentId: string, variantId: string): string {
  for (let n = 0; n < 1_000; n++) {
    const visitorId = `e2e-studio-visitor-${String(n).padStart(3, '0')}`
    if (assignVariant(visitorId, experimentId, SPLIT) === variantId) return visitorId
  }
  throw new Error(`No visitor of the first 1,000 gets ${variantId}`)
}

/** A new visitor with the given id (their browser of their own) and the home page as they get it. */
async function visitorWithId(browser: Browser, visitorId: string) {
  const context = await browser.newContext({ userAgent: BROWSER_UA })
  await context.addCookies([{ name: VISITOR_COOKIE, value: visitorId, url: HOSTED_ORIGIN }])
  const page = await context.newPage()
  return { context, page }
}

const heading = (page: Page) => page.getByRole('heading', { level: 1 })

async function remove(request: APIRequestContext, id: string) {
  const editor = contentLakeEditor()
  await editor.delete(`drafts.${id}`)
  await editor.delete(id)
  expect((await callWebhook(request, { _type: 'experiment', _id: id, slug: null })).status()).toBe(200)
}

test('a marketer creates an experiment on the home hero in the Studio and starts it: two visitors get the two heroes', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(240_000)
  const problems = await signedInStudio(page)
  const actions = studioActions(page)
  let createdId: string | undefined
  try {
    await configureStandIn(CONTENT_LAKE_API_HOST, {
      indexLagMs: INDEX_LAG_MS,
      webhook: documentedWebhook(HOSTED_ORIGIN),
    })
    createdId = await createFromStructure(page, {
      trail: ['Experiments'],
      type: 'Experiment',
      field: 'Name',
      value: NAME,
      actions,
    })
    await typeUntilSent(
      page.getByLabel('Hypothesis', { exact: true }),
      'Naming the year of follow-ups gets more visitors to start a trial.',
      actions,
    )

    // What it changes: the home page, found by its name, then its hero from the page's own list of sections.
    const before = actions.length
    const pageField = page.getByRole('combobox', { name: 'Page' })
    await pageField.pressSequentially('home')
    // Its results (not the structure's own "Home page" item): the list the field's input names.
    const results = page.locator(`[id="${await pageField.getAttribute('id')}-listbox"]`)
    await results.getByRole('option', { name: /Home page/ }).click()
    await expect.poll(() => actions.length, { timeout: 30_000 }).toBeGreaterThan(before)
    const section = page.getByLabel('Section', { exact: true })
    await expect(section).toBeEnabled({ timeout: 30_000 })
    const afterPage = actions.length
    await section.selectOption({ label: `1. hero: ${seedHero.heading}` })
    await expect.poll(() => actions.length, { timeout: 30_000 }).toBeGreaterThan(afterPage)

    // Variant b: a hero, written with the hero's own fields, in the variant's dialog.
    await page.getByRole('button', { name: 'b 50 %' }).click()
    const variant = page.getByRole('dialog').last()
    await typeUntilSent(variant.getByLabel('Label', { exact: true }), 'A year', actions)
    await variant.getByRole('button', { name: /^Add item/ }).click()
    await page.getByRole('menuitem', { name: 'Hero', exact: true }).click()
    const hero = page.getByRole('dialog').last()
    await typeUntilSent(hero.getByLabel('Heading', { exact: true }), VARIANT_HEADING, actions)
    await typeUntilSent(hero.getByLabel('Text', { exact: true }), VARIANT_TEXT, actions)
    // Closing the hero's dialog closes the variant's it was opened from.
    await hero.getByRole('button', { name: 'Close dialog' }).click()
    await expect(page.getByRole('dialog')).toHaveCount(0)

    // The goal, then Publish: a draft experiment, shown to nobody yet.
    const beforeGoal = actions.length
    await page.getByRole('radio', { name: 'Trial started' }).check()
    await expect.poll(() => actions.length, { timeout: 30_000 }).toBeGreaterThan(beforeGoal)
    // The experiment's own actions come first (Start, enabled once the form has no problem); Publish is in the menu
    // beside it.
    const start = page.getByRole('button', { name: 'Start', exact: true })
    await untilSaved(page)
    await expect(start).toBeEnabled({ timeout: 60_000 })
    await page.getByRole('button', { name: 'Open document actions' }).click()
    const publish = page.getByRole('menuitem', { name: /^Publish/ })
    await expect(publish).toBeEnabled({ timeout: 60_000 })
    await publish.click()
    // Two steps, so that a failure says which one: the Studio sends the publish, and the Content Lake commits it.
    const published = () => publishActions(actions)
    await expect.poll(() => published().length, { message: 'the Studio sent the publish', timeout: 30_000 }).toBe(1)
    await expect
      .poll(() => contentLakeEditor().getDocument(`drafts.${createdId}`), {
        message: 'the draft was published',
        timeout: 30_000,
      })
      .toBeUndefined()
    expect(await contentLakeEditor().getDocument(createdId!)).toMatchObject({
      name: NAME,
      state: 'draft',
      goal: 'Trial Started',
      target: { page: { _ref: home._id }, sectionKey: seedHero._key },
      variants: [
        { variantId: 'control', weight: 50 },
        { variantId: 'b', weight: 50, label: 'A year', content: [{ _type: 'heroSection', heading: VARIANT_HEADING }] },
      ],
    })

    // Start, the Studio's own action: the stand-in publishes it and calls the site's webhook.
    await expect(start).toBeEnabled({ timeout: 60_000 })
    await start.click()
    await expect(page.getByText(`“${NAME}” is running`)).toBeVisible({ timeout: 30_000 })
    expect(await contentLakeEditor().getDocument(createdId!)).toMatchObject({ state: 'running' })

    // Two new visitors, one known to get each variant, on the home page.
    const visitors = await Promise.all(
      [
        { variantId: 'control', expected: seedHero.heading },
        { variantId: 'b', expected: VARIANT_HEADING },
      ].map(async ({ variantId, expected }) => ({
        ...(await visitorWithId(browser, visitorIn(createdId!, variantId))),
        variantId,
        expected,
      })),
    )
    const b = visitors[1]
    // The webhook's refresh reaches the site within seconds of the Start.
    await expect
      .poll(
        async () =>
          (await (await b.context.request.get('/', { headers: { 'user-agent': BROWSER_UA } })).text()).includes(
            VARIANT_HEADING,
          ),
        {
          timeout: 30_000,
        },
      )
      .toBe(true)
    for (const { page: visitorPage, context, variantId, expected } of visitors) {
      await visitorPage.goto('/')
      await expect(heading(visitorPage)).toContainText(expected)
      const cookies = await context.cookies()
      expect(cookies.find((cookie) => cookie.name === 'persistly-experiment')?.value).toBe(`${createdId}~${variantId}`)
    }
    await expect(heading(visitors[0].page)).not.toContainText(VARIANT_HEADING)
    for (const { context } of visitors) await context.close()
    expect(problems).toEqual([])
  } finally {
    await configureStandIn(CONTENT_LAKE_API_HOST, { indexLagMs: 0, webhook: null })
    if (createdId) await remove(request, createdId)
  }
})

const LABEL_EXPERIMENT_ID = 'experiment-e2e-button-label'
const VARIANT_LABEL = 'Try a year of follow-ups free'
const seedLabel = seedHero.buttons[0].label

test('an experiment on the hero’s main button label only: the Studio offers the field, refuses a label with line breaks, and the variant visitor gets the new label in the same hero', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(180_000)
  const editor = contentLakeEditor()
  const problems = await signedInStudio(page)
  const actions = studioActions(page)
  try {
    await configureStandIn(CONTENT_LAKE_API_HOST, {
      indexLagMs: INDEX_LAG_MS,
      webhook: documentedWebhook(HOSTED_ORIGIN),
    })
    // A draft experiment on the home hero, as far as the first test's form took it.
    await editor.createOrReplace({
      _id: `drafts.${LABEL_EXPERIMENT_ID}`,
      _type: 'experiment',
      name: 'Main button label',
      hypothesis: 'Naming the free year on the button gets more presses.',
      target: { _type: 'object', page: { _type: 'reference', _ref: home._id }, sectionKey: seedHero._key },
      variants: [
        { _key: 'control', _type: 'variant', variantId: 'control', label: 'As it is', weight: 50 },
        { _key: 'b', _type: 'variant', variantId: 'b', label: 'Free year', weight: 50 },
      ],
      goal: 'Get Started',
      state: 'draft',
    })
    await page.goto(`/studio/intent/edit/id=${LABEL_EXPERIMENT_ID};type=experiment`)

    // The field: the hero's texts by where they are and what they say now.
    const field = page.getByLabel('Field (optional)', { exact: true })
    await expect(field).toBeVisible({ timeout: 60_000 })
    const before = actions.length
    await field.selectOption({ label: `Buttons 1 › Label: “${seedLabel}”` })
    await expect.poll(() => actions.length, { timeout: 30_000 }).toBeGreaterThan(before)

    // Variant b gets a text, not a section; a label with a line break is refused, Start stays disabled.
    await page.getByRole('button', { name: 'b · Free year 50 %' }).click()
    const variant = page.getByRole('dialog').last()
    await expect(variant.getByRole('button', { name: /^Add item/ })).toHaveCount(0)
    const text = variant.getByLabel('Text', { exact: true })
    await typeUntilSent(text, 'Try a year\nof follow-ups', actions)
    const start = page.getByRole('button', { name: 'Start', exact: true })
    await expect(page.getByText(/has line breaks, but it replaces a single-line field/).first()).toBeAttached({
      timeout: 30_000,
    })
    await expect(start).toBeDisabled()
    await typeUntilSent(text, VARIANT_LABEL, actions)
    await variant.getByRole('button', { name: 'Close dialog' }).click()
    await expect(page.getByRole('dialog')).toHaveCount(0)
    await expect(page.getByText(/has line breaks/)).toHaveCount(0, { timeout: 30_000 })

    await expect(start).toBeEnabled({ timeout: 60_000 })
    await start.click()
    await expect(page.getByText('“Main button label” is running')).toBeVisible({ timeout: 30_000 })
    expect(await editor.getDocument(LABEL_EXPERIMENT_ID)).toMatchObject({
      state: 'running',
      target: { field: `buttons[_key=="${seedHero.buttons[0]._key}"].label` },
      variants: [{ variantId: 'control' }, { variantId: 'b', value: VARIANT_LABEL }],
    })

    const [control, b] = await Promise.all(
      ['control', 'b'].map((variantId) => visitorWithId(browser, visitorIn(LABEL_EXPERIMENT_ID, variantId))),
    )
    await expect
      .poll(
        async () =>
          (await (await b.context.request.get('/', { headers: { 'user-agent': BROWSER_UA } })).text()).includes(
            VARIANT_LABEL,
          ),
        { timeout: 30_000 },
      )
      .toBe(true)
    // The hero's main button: the first link of the page's content that counts a goal.
    const mainButton = (visitorPage: Page) => visitorPage.getByRole('main').locator('a[data-goal]').first()
    for (const [visitor, label] of [
      [control, seedLabel],
      [b, VARIANT_LABEL],
    ] as const) {
      await visitor.page.goto('/')
      // The same hero, heading and all, with its main button (the one that counts Get Started) named as the variant says.
      await expect(heading(visitor.page)).toContainText(seedHero.heading)
      await expect(mainButton(visitor.page)).toHaveText(label)
    }
    await expect(control.page.getByText(VARIANT_LABEL)).toHaveCount(0)
    for (const { context } of [control, b]) await context.close()
    expect(problems).toEqual([])
  } finally {
    await configureStandIn(CONTENT_LAKE_API_HOST, { indexLagMs: 0, webhook: null })
    await remove(request, LABEL_EXPERIMENT_ID)
  }
})
