import { expect, test, type Page, type Response } from '@playwright/test'
import { stegaClean } from '@sanity/client/stega'
import { createPreviewSecret } from '@sanity/preview-url-secret/create-secret'
import { axeViolations } from '../helpers'
import { EVERY_SECTION_PATH, PUBLIC_PATHS } from '../../support/sitePages'
import { signedInStudio, studioActions, typeUntilSent } from '../studioHelpers'
import { CONTENT_LAKE_API_HOST, HOSTED_TOKENS, contentLakeEditor } from '../../support/hostedSanity'
import { seedText } from '../../support/seedContent'

/**
 * Previewing drafts on the hosted-Sanity server (tests/support/hostedSanity.ts): Presentation's preview secrets,
 * draft mode per browser, stega only in visible text, and the Studio's Presentation tool framing the site.
 * Works on the Basic plan (the content-lake specs edit Pro); one test at a time, they share its draft.
 */
test.describe.configure({ mode: 'serial' })

const BASIC = 'pricingPlan-basic'
const PUBLISHED_PRICE = '$2,999'
const DRAFT_PRICE = '$2,499'
const DRAFT_AMOUNT = 2499

/** A secret as the Studio's Presentation tool creates it (its own library, through the same API). */
const newSecret = async () =>
  (await createPreviewSecret(contentLakeEditor(), 'sanity/presentation', '/studio', 'p-stand-in-editor')).secret

const enablePath = (secret: string | null, pathname = '/pricing') =>
  `/api/draft-mode/enable?${new URLSearchParams({
    ...(secret === null ? {} : { 'sanity-preview-secret': secret }),
    'sanity-preview-pathname': pathname,
  })}`

/** Whether a text carries stega's invisible characters. */
const hasStega = (text: string) => stegaClean(text) !== text

const basicCard = (page: Page) => page.getByRole('listitem', { name: 'Basic' })

test.beforeEach(async () => {
  const editor = contentLakeEditor()
  const published = await editor.getDocument(BASIC)
  expect(published?.priceLabel).toBe(PUBLISHED_PRICE)
  await editor.createOrReplace({
    ...published!,
    _id: `drafts.${BASIC}`,
    priceLabel: DRAFT_PRICE,
    annualPriceUsd: DRAFT_AMOUNT,
  })
})
test.afterAll(() => contentLakeEditor().delete(`drafts.${BASIC}`))

test('a valid secret shows the draft price to that browser only, until it leaves draft mode', async ({
  page,
  browser,
}) => {
  const response = await page.goto(enablePath(await newSecret()))
  expect(new URL(page.url()).pathname).toBe('/pricing')
  await expect(basicCard(page)).toContainText(DRAFT_PRICE)
  expect(response?.headers()['cache-control']).not.toContain('s-maxage')

  // Another visitor, at the same moment: the published price, from the public cache the preview never wrote to.
  const visitor = await browser.newPage()
  await visitor.goto('/pricing')
  await expect(basicCard(visitor)).toContainText(PUBLISHED_PRICE)
  await expect(basicCard(visitor)).not.toContainText(DRAFT_PRICE)
  await visitor.close()

  // The banner says so, from the content, and leads out on the same page.
  const banner = page.getByRole('complementary', { name: /previewing drafts/ })
  await expect(banner).toBeVisible()
  await banner.getByRole('link').click()
  await expect(page).toHaveURL(/\/pricing$/)
  await expect(basicCard(page)).toContainText(PUBLISHED_PRICE)
  await expect(page.getByRole('complementary', { name: /previewing drafts/ })).toHaveCount(0)
  expect((await page.context().cookies()).map((cookie) => cookie.name)).not.toContain('__prerender_bypass')
})

test('a wrong, expired or missing secret is refused, with no draft-mode cookie', async ({ request }) => {
  const expired = await newSecret()
  const [secretId] = await contentLakeEditor().fetch<string[]>(
    '*[_type == "sanity.previewUrlSecret" && secret == $secret]._id',
    { secret: expired },
  )
  const backdated = await request.post(`${CONTENT_LAKE_API_HOST}/v1/stand-in/backdate`, {
    headers: { authorization: `Bearer ${HOSTED_TOKENS.write}` },
    data: { id: secretId, seconds: 3601 },
  })
  expect(backdated.status()).toBe(200)

  for (const secret of [`${await newSecret()}-wrong`, expired, null, '']) {
    const refused = await request.get(enablePath(secret), { maxRedirects: 0 })
    expect(refused.status(), String(secret)).toBe(401)
    expect(refused.headers()['set-cookie'], String(secret)).toBeUndefined()
  }
  // The valid one, for contrast: a redirect to the page, with the cookie.
  const accepted = await request.get(enablePath(await newSecret()), { maxRedirects: 0 })
  expect(accepted.status()).toBe(307)
  expect(accepted.headers()['location']).toMatch(/^(http:\/\/localhost:\d+)?\/pricing/)
  expect(accepted.headers()['set-cookie']).toContain('__prerender_bypass=')
})

test('public pages carry no stega characters and no preview code; draft pages only in visible text', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000)
  for (const path of PUBLIC_PATHS) {
    const html = await (await request.get(path)).text()
    expect(hasStega(html), path).toBe(false)
  }

  const scripts: string[] = []
  page.on('response', (response: Response) => {
    if (response.request().resourceType() === 'script') scripts.push(response.url())
  })
  await page.goto('/pricing', { waitUntil: 'networkidle' })
  const publicScripts = [...scripts]

  const draft = await page.goto(enablePath(await newSecret()), { waitUntil: 'networkidle' })
  const html = await draft!.text()
  // Visible text is encoded (the overlays read it): the check below can tell.
  expect(hasStega(await basicCard(page).innerText())).toBe(true)
  expect(hasStega(html)).toBe(true)
  // The draft page loaded code the public page did not: visual editing's.
  expect(scripts.filter((url) => !publicScripts.includes(url)).length).toBeGreaterThan(0)

  const head = html.slice(0, html.indexOf('</head>'))
  expect(head).toContain('<title>')
  expect(hasStega(head)).toBe(false)
  const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents()
  // The draft's amount, in structured data that carries plan names and descriptions, all without stega.
  expect(jsonLd.join('')).toContain(`"price":${DRAFT_AMOUNT}`)
  expect(jsonLd.join('')).toContain('Basic')
  expect(hasStega(jsonLd.join(''))).toBe(false)
  const hrefs = await page.locator('[href]').evaluateAll((elements) => elements.map((e) => e.getAttribute('href')))
  expect(hrefs.length).toBeGreaterThan(10)
  expect(hrefs.filter((href) => hasStega(href ?? ''))).toEqual([])
  const labels = await page
    .locator('[aria-label]')
    .evaluateAll((elements) => elements.map((e) => e.getAttribute('aria-label')))
  expect(labels.filter((label) => hasStega(label ?? ''))).toEqual([])
})

test('draft-mode pages may be framed by the Studio, public pages by nobody', async ({ page, request }) => {
  const publicPage = await request.get('/pricing')
  expect(publicPage.headers()['content-security-policy']).toContain("frame-ancestors 'none'")
  expect(publicPage.headers()['x-frame-options']).toBe('DENY')
  const draft = await page.goto(enablePath(await newSecret()))
  expect(draft?.headers()['content-security-policy']).toContain("frame-ancestors 'self'")
  expect(draft?.headers()['x-frame-options']).toBe('SAMEORIGIN')
})

test('a draft-mode page is accessible', async ({ page }) => {
  await page.goto(enablePath(await newSecret()), { waitUntil: 'networkidle' })
  await expect(page.getByRole('complementary', { name: /previewing drafts/ })).toBeVisible()
  expect(await axeViolations(page)).toEqual([])
})

test('the Studio’s Presentation tool shows the site in draft mode, connects, and previews an edit live', async ({
  page,
}) => {
  test.setTimeout(180_000)
  const problems = await signedInStudio(page)
  await page.goto('/studio/presentation?preview=%2Fpricing')
  await expect(page.getByRole('link', { name: 'Presentation', exact: true })).toBeVisible({ timeout: 60_000 })

  // The frame: /pricing in draft mode.
  const frame = page.frameLocator('iframe')
  const price = frame.getByRole('listitem', { name: 'Basic' }).getByText(DRAFT_PRICE)
  await expect(price).toBeVisible({ timeout: 60_000 })
  await expect(frame.getByRole('complementary', { name: /previewing drafts/ })).toBeVisible()
  // Connected to the page's visual editing: the overlays' switch is on and the page reported its documents
  // (read from the stega in its text).
  await expect(page.getByRole('switch', { name: 'Edit' }).or(page.getByRole('checkbox', { name: 'Edit' }))).toBeChecked(
    { timeout: 30_000 },
  )
  const onThisPage = page.getByRole('listbox', { name: 'Documents on this page' })
  // The Studio lists them once it has fetched each one (slow on a busy machine, like the connection above).
  await expect(onThisPage.locator(`a[href*="/pricingPlan/${BASIC}"]`)).toBeVisible({ timeout: 30_000 })

  // Click-to-edit: the price in the frame opens the plan's price field in the Studio, which knows where it is used.
  await price.click()
  const field = page.getByLabel('Price', { exact: true })
  await expect(field).toHaveValue(DRAFT_PRICE, { timeout: 30_000 })
  // The home page and /pricing show every plan; the campaign page's pricing section chose this one.
  await page.getByRole('button', { name: 'Used on 3 pages' }).click()
  await expect(page.getByText(/^Home page\s*\/$/)).toBeVisible()
  await expect(page.getByText(/^Pricing\s*\/pricing$/)).toBeVisible()
  await expect(
    page.getByText(new RegExp(`^${seedText('page-agencies', 'title')}\\s*${EVERY_SECTION_PATH}$`)),
  ).toBeVisible()

  // Live preview: the edit shows in the frame without reloading it.
  const pricingFrame = page.frames().find((candidate) => new URL(candidate.url()).pathname === '/pricing')!
  await pricingFrame.evaluate(() => Object.assign(window, { notReloaded: true }))
  const edits = studioActions(page)
  await typeUntilSent(field, '$2,777', edits)
  await expect(frame.getByRole('listitem', { name: 'Basic' })).toContainText('$2,777', { timeout: 30_000 })
  expect(await pricingFrame.evaluate(() => (window as { notReloaded?: boolean }).notReloaded)).toBe(true)
  // A draft: the published plan, and every visitor's page, are unchanged.
  expect((await contentLakeEditor().getDocument(BASIC))?.priceLabel).toBe(PUBLISHED_PRICE)

  expect(problems).toEqual([])
})

test('in Presentation, a marketer drags a section below the next one: the page’s draft has them swapped, the published page not', async ({
  page,
}) => {
  test.setTimeout(180_000)
  const campaign = 'page-agencies'
  const editor = contentLakeEditor()
  const published = (await editor.getDocument(campaign))!.sections as { _key: string; _type: string }[]
  const problems = await signedInStudio(page)
  // Tall enough that the preview shows both sections whole: a drag acts on what is on screen.
  await page.setViewportSize({ width: 1280, height: 3200 })
  try {
    await page.goto(`/studio/presentation?preview=${encodeURIComponent(EVERY_SECTION_PATH)}`)
    await expect(
      page.getByRole('switch', { name: 'Edit' }).or(page.getByRole('checkbox', { name: 'Edit' })),
    ).toBeChecked({ timeout: 60_000 })
    const frame = page.frameLocator('iframe')
    const sectionAt = (index: number) => frame.locator(`[data-sanity*="path=sections:${published[index]._key};"]`)
    await expect(sectionAt(1)).toBeVisible({ timeout: 60_000 })
    // The overlays are connected once the Studio lists the page among the documents on it: a drag before that selects
    // the section's text instead of moving it (slow on a busy machine).
    await expect(
      page.getByRole('listbox', { name: 'Documents on this page' }).locator(`a[href*="${campaign}"]`),
    ).toBeVisible({ timeout: 60_000 })

    // Pressed on the section itself (its padding, not a text inside it), then dropped where the next one ends (the
    // overlay places a section between two, never inside one).
    const dragged = (await sectionAt(1).boundingBox())!
    const next = (await sectionAt(2).boundingBox())!
    const start = { x: dragged.x + dragged.width / 2, y: dragged.y + 4 }
    await page.mouse.move(start.x, start.y)
    await page.mouse.move(start.x, start.y + 1)
    await page.mouse.down()
    await page.mouse.move(start.x, next.y + next.height - 4, { steps: 20 })
    await page.mouse.up()

    const order = (sections: { _key: string }[] | undefined) => sections?.map((section) => section._key)
    const swapped = [published[0], published[2], published[1], ...published.slice(3)]
    await expect
      .poll(async () => order((await editor.getDocument(`drafts.${campaign}`))?.sections), { timeout: 30_000 })
      .toEqual(order(swapped))
    // The preview shows the new order; the published page keeps the old one.
    await expect
      .poll(async () => (await sectionAt(2).boundingBox())!.y < (await sectionAt(1).boundingBox())!.y, {
        timeout: 30_000,
      })
      .toBe(true)
    expect(order((await editor.getDocument(campaign))!.sections)).toEqual(order(published))
    expect(problems).toEqual([])
  } finally {
    await editor.delete(`drafts.${campaign}`)
  }
})
