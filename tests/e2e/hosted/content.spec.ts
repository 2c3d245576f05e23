import { expect, test } from '@playwright/test'
import { contactForm, marker, SUCCESS } from '../contactHelpers'
import { PUBLIC_PATHS } from '../../support/sitePages'
import { waitForHydration } from '../helpers'
import { openFromStructure, signedInStudio, studioActions, typeUntilSent, watchStudio } from '../studioHelpers'
import { CONTENT_LAKE_API_HOST, contentLakeEditor } from '../../support/hostedSanity'
import { MAIN_PORT } from '../../support/testServers'

/**
 * The site built and served with a Sanity project configured, every Sanity client on the Content Lake stand-in
 * (tests/support/hostedSanity.ts), which serves the seed dataset: the hosted content path, the contact inbox and
 * the embedded Studio, over the wire.
 */

/** The main test server: the embedded build, reading the same seed dataset with groq-js in-process. */
const EMBEDDED_ORIGIN = `http://localhost:${MAIN_PORT}`

/** What a visitor reads on a page: the HTML's text without scripts and styles, whitespace collapsed. */
function visibleText(html: string): string {
  return html
    .replace(/<(script|style|noscript|template)\b[\s\S]*?<\/\1>/gi, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&nbsp;|&#160;/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
}

test('every public page shows the same text as the embedded build', async ({ request }) => {
  test.setTimeout(120_000)
  expect(PUBLIC_PATHS).toEqual(expect.arrayContaining(['/', '/pricing', '/blog', '/privacy']))
  for (const path of PUBLIC_PATHS) {
    const [hosted, embedded] = await Promise.all([request.get(path), request.get(`${EMBEDDED_ORIGIN}${path}`)])
    expect(hosted.status(), path).toBe(200)
    expect(embedded.status(), path).toBe(200)
    const text = visibleText(await hosted.text())
    expect(text.length, path).toBeGreaterThan(100)
    expect(text, path).toBe(visibleText(await embedded.text()))
  }
})

test('search finds the same pages in the same order as the embedded build, ranked and marked alike', async ({
  request,
}) => {
  // A client of its own on the embedded server (which trusts one proxy hop): other tests' searches are not counted.
  const headers = { 'x-forwarded-for': '192.0.2.77' }
  const resultsOf = (html: string) =>
    visibleText(html.match(/<ol aria-labelledby="search-results-heading"[\s\S]*?<\/ol>/)?.[0] ?? '')
  for (const query of ['follow+up', 'email+templ', 'privacy', 'email&page=2']) {
    const path = `/search?q=${query}`
    const [hosted, embedded] = await Promise.all([
      request.get(path, { headers }),
      request.get(`${EMBEDDED_ORIGIN}${path}`, { headers }),
    ])
    const hostedHtml = await hosted.text()
    expect(hosted.status(), path).toBe(200)
    expect(resultsOf(hostedHtml).length, path).toBeGreaterThan(100)
    expect(hostedHtml.match(/<mark\b[^>]*>[^<]*<\/mark>/g), path).toEqual(
      (await embedded.text()).match(/<mark\b[^>]*>[^<]*<\/mark>/g),
    )
    expect(resultsOf(hostedHtml), path).toBe(resultsOf(await embedded.text()))
  }
})

test('a contact message becomes a contactSubmission document in the Content Lake', async ({ page }) => {
  const reference = marker()
  await page.goto('/contact')
  const form = contactForm(page)
  await waitForHydration(form.send)
  await form.name.fill('Hosted Visitor')
  await form.email.fill('hosted.visitor@example.com')
  await form.message.fill(`Please call me back. ${reference}`)
  await form.send.click()
  await expect(page.getByText(SUCCESS)).toBeVisible()

  const stored = await contentLakeEditor().fetch(
    '*[_type == "contactSubmission" && message match $reference]{ _id, name, email, message, handled }',
    { reference },
  )
  expect(stored).toEqual([
    {
      _id: expect.stringMatching(/^inbox\.[0-9a-f-]{36}$/),
      name: 'Hosted Visitor',
      email: 'hosted.visitor@example.com',
      message: `Please call me back. ${reference}`,
      handled: false,
    },
  ])
})

test('the Studio boots under the site’s headers and reaches Sanity’s sign-in screen', async ({ page }) => {
  test.setTimeout(90_000)
  const problems = await watchStudio(page)
  const response = await page.goto('/studio')
  expect(response?.headers()['content-security-policy']).toContain(CONTENT_LAKE_API_HOST)
  await expect(page.getByText('Choose login provider')).toBeVisible({ timeout: 60_000 })
  await expect(page.getByRole('link', { name: /E-mail \/ password/ })).toBeVisible()
  await expect(page.getByText('Schema errors')).toHaveCount(0)
  expect(problems).toEqual([])
})

test('signed in, the Studio lists the structure, opens the Pro plan and sends an edit to the Content Lake', async ({
  page,
}) => {
  test.setTimeout(180_000)
  const problems = await signedInStudio(page)
  await page.goto('/studio/structure')
  for (const item of ['Inbox', 'Site settings', 'Home page', 'Pricing', 'Legal'])
    await expect(page.getByRole('link', { name: item, exact: true }).first()).toBeVisible({ timeout: 60_000 })

  await openFromStructure(page, ['Pricing', 'Plans', /^Pro\b/])
  const price = page.getByLabel('Price', { exact: true })
  await expect(price).toHaveValue('$4,999', { timeout: 30_000 })

  const edits = studioActions(page)
  await typeUntilSent(price, '$4,998', edits)
  expect(edits).toContainEqual(
    expect.objectContaining({ actionType: 'sanity.action.document.edit', publishedId: 'pricingPlan-pro' }),
  )
  const editor = contentLakeEditor()
  await expect
    .poll(() => editor.getDocument('drafts.pricingPlan-pro').then((draft) => draft?.priceLabel))
    .toBe('$4,998')
  // The published plan, which the site shows, is untouched until publishing; the draft is discarded again.
  expect((await editor.getDocument('pricingPlan-pro'))?.priceLabel).toBe('$4,999')
  await editor.delete('drafts.pricingPlan-pro')
  expect(problems).toEqual([])
})
