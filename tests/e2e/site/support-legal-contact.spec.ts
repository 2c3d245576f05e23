import { expect, test } from '@playwright/test'
import { waitForHydration } from '../helpers'
import { blockTexts, pageTitle, readableDate, seedDocument } from '../../support/seedContent'

type Link = { label: string; href: string }
type Body = Parameters<typeof blockTexts>[0]
type LegalPage = { title: string; lastUpdated: string; lastUpdatedLabel: string; body: Body }

const support = seedDocument<{
  title: string
  channels: { title: string; contact: Link }[]
  knowledgeBase: { title: string; links: Link[] }
  community: { title: string; button: Link }
}>('supportPage')
const contactPage = seedDocument<{
  title: string
  form: Record<string, string>
  messages: Record<string, string>
}>('contactPage')
const { contact } = seedDocument<{ contact: { email: string; phone: string; address: string } }>('siteSettings')
const privacy = seedDocument<LegalPage>('legalPage-privacy')
const terms = seedDocument<LegalPage>('legalPage-terms')
const paymentSuccess = seedDocument<{ homeLink: Link; supportLink: Link; unconfirmed: { heading: string } }>(
  'paymentSuccessPage',
)
/** The id a heading's anchor gets: its words, lower case, joined by hyphens. */
const anchorOf = (heading: string) =>
  heading
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
/** The first words of each bullet point of a legal text. */
const bulletOpenings = (body: Body) =>
  body
    .filter((block) => (block as { listItem?: string }).listItem)
    .map((block) =>
      (block.children ?? [])
        .map((child) => child.text)
        .join('')
        .slice(0, 20),
    )

test('/support shows the phone and email cards, the knowledge base and the community forum', async ({ page }) => {
  const response = await page.goto('/support')
  expect(response?.status()).toBe(200)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(support.title)
  const main = page.getByRole('main')
  for (const channel of support.channels) {
    await expect(main.getByRole('heading', { level: 2, name: channel.title })).toBeVisible()
    await expect(main.getByRole('link', { name: channel.contact.label })).toHaveAttribute('href', channel.contact.href)
  }

  const knowledgeBase = main.getByRole('region', { name: support.knowledgeBase.title })
  await expect(knowledgeBase.getByRole('listitem')).toHaveText(support.knowledgeBase.links.map((link) => link.label))
  for (const link of support.knowledgeBase.links) {
    await expect(knowledgeBase.getByRole('link', { name: link.label })).toHaveAttribute('href', link.href)
  }

  const community = main.getByRole('region', { name: support.community.title })
  await community.getByRole('link', { name: support.community.button.label }).click()
  await expect(page).toHaveURL(support.community.button.href)
})

test('/privacy: title, last-updated date, the sections as anchored h2s, at a readable width', async ({ page }) => {
  const response = await page.goto('/privacy')
  expect(response?.status()).toBe(200)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(privacy.title)
  await expect(page).toHaveTitle(pageTitle('legalPage-privacy'))
  await expect(page.getByText(`${privacy.lastUpdatedLabel} ${readableDate(privacy.lastUpdated)}`)).toBeVisible()
  await expect(page.locator('main time')).toHaveAttribute('datetime', privacy.lastUpdated)
  const headings = blockTexts(privacy.body, 'h2')
  await expect(page.locator('main h2')).toHaveText(headings)
  for (const heading of headings) await expect(page.locator(`main h2#${anchorOf(heading)}`)).toHaveText(heading)
  for (const opening of bulletOpenings(privacy.body)) {
    await expect(page.getByRole('main').getByRole('listitem').filter({ hasText: opening })).toBeVisible()
  }
  const paragraph = await page.locator('main article p').nth(2).boundingBox()
  expect(paragraph!.width).toBeLessThanOrEqual(768)
})

test('/terms: title, last-updated date and its sections in order', async ({ page }) => {
  const response = await page.goto('/terms')
  expect(response?.status()).toBe(200)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(terms.title)
  await expect(page.locator('main time')).toHaveText(readableDate(terms.lastUpdated))
  const headings = blockTexts(terms.body, 'h2')
  await expect(page.locator('main h2')).toHaveText(headings)
  await expect(page.locator(`main h2#${anchorOf(headings[2])}`)).toBeVisible()
  for (const opening of bulletOpenings(terms.body)) {
    await expect(page.getByRole('main').getByRole('listitem').filter({ hasText: opening })).toBeVisible()
  }
  // The terms link to the privacy policy.
  await page.getByRole('main').locator('article a[href="/privacy"]').first().click()
  await expect(page).toHaveURL('/privacy')
})

test('an unknown single-segment page answers 404', async ({ page }) => {
  for (const path of ['/no-such-legal-page', '/privacy-policy']) {
    const response = await page.goto(path)
    expect(response?.status(), path).toBe(404)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('404')
  }
})

test('/contact shows the email, phone and office address and the message form', async ({ page }) => {
  const response = await page.goto('/contact')
  expect(response?.status()).toBe(200)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(contactPage.title)
  const main = page.getByRole('main')
  await expect(main.getByRole('link', { name: contact.email })).toHaveAttribute('href', `mailto:${contact.email}`)
  await expect(main.getByRole('link', { name: contact.phone })).toHaveAttribute(
    'href',
    `tel:${contact.phone.replace(/[^+\d]/g, '')}`,
  )
  for (const line of contact.address.split('\n')) await expect(main.locator('address')).toContainText(line)

  const { form: labels } = contactPage
  const form = main.getByRole('form', { name: labels.heading })
  await expect(form.getByLabel(labels.nameLabel, { exact: true })).toBeVisible()
  await expect(form.getByLabel(labels.emailLabel, { exact: true })).toHaveAttribute('type', 'email')
  await expect(form.getByLabel(labels.messageLabel, { exact: true })).toHaveAttribute('rows', '4')
  const send = form.getByRole('button', { name: labels.submitLabel })
  await expect(send).toBeVisible()
  await expect(send).toBeEnabled()
})

test('/contact: pressing Enter in a field sends the form to the server, which answers in the page', async ({
  page,
}) => {
  await page.goto('/contact')
  const form = page.getByRole('form', { name: contactPage.form.heading })
  const email = form.getByLabel(contactPage.form.emailLabel, { exact: true })
  await waitForHydration(email)
  const posted = page.waitForRequest(
    (request) => request.method() === 'POST' && new URL(request.url()).pathname === '/contact',
  )
  await email.fill('not-an-address')
  await email.press('Enter')
  await posted
  await expect(email).toHaveAccessibleDescription(contactPage.messages.emailInvalid)
  await expect(email).toHaveValue('not-an-address')
  await expect(page).toHaveURL('/contact')
})

test('/payment-success without a checkout session does not pretend, is not indexed, and leads home or to support', async ({
  page,
}) => {
  const response = await page.goto('/payment-success')
  expect(response?.status()).toBe(200)
  const { heading } = paymentSuccess.unconfirmed
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading)
  // The tab says the same as the page, never "Purchase Confirmed".
  await expect(page).toHaveTitle(new RegExp(`^${heading}`))
  await expect(page.getByText(seedDocument<{ text: string }>('paymentSuccessPage').text)).toHaveCount(0)
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/)
  const main = page.getByRole('main')
  await expect(main.getByRole('link', { name: paymentSuccess.homeLink.label })).toHaveAttribute('href', '/')
  await main.getByRole('link', { name: paymentSuccess.supportLink.label }).click()
  await expect(page).toHaveURL('/contact')
})
