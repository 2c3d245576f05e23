import { expect, test } from '@playwright/test'
import { waitForHydration } from '../helpers'

test('/support shows the phone and email cards, the knowledge base and the community forum', async ({ page }) => {
  const response = await page.goto('/support')
  expect(response?.status()).toBe(200)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Support')
  const main = page.getByRole('main')
  await expect(main.getByRole('heading', { level: 2, name: '24/7 Phone Support' })).toBeVisible()
  await expect(main.getByRole('heading', { level: 2, name: 'Email Support' })).toBeVisible()
  await expect(main.getByRole('link', { name: '+1 (415) 555-0134' })).toHaveAttribute('href', 'tel:+14155550134')
  await expect(main.getByRole('link', { name: 'hello@persistly.ai' })).toHaveAttribute(
    'href',
    'mailto:hello@persistly.ai',
  )

  const knowledgeBase = main.getByRole('region', { name: 'Knowledge Base' })
  await expect(knowledgeBase.getByRole('listitem')).toHaveText([
    'Getting Started Guides',
    'API Documentation',
    'Best Practices',
    'Troubleshooting Tips',
  ])
  await expect(knowledgeBase.getByRole('link', { name: 'Getting Started Guides' })).toHaveAttribute(
    'href',
    '/documentation/getting-started',
  )
  await expect(knowledgeBase.getByRole('link', { name: 'API Documentation' })).toHaveAttribute('href', '/api')

  const community = main.getByRole('region', { name: 'Community Forum' })
  await community.getByRole('link', { name: 'Join Community' }).click()
  await expect(page).toHaveURL('/contact')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Contact')
})

test('/privacy: title, last-updated date, the sections as anchored h2s, at a readable width', async ({ page }) => {
  const response = await page.goto('/privacy')
  expect(response?.status()).toBe(200)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Privacy Policy')
  await expect(page).toHaveTitle('Privacy Policy | Persistly')
  await expect(page.getByText('Last updated April 19, 2025')).toBeVisible()
  await expect(page.locator('main time')).toHaveAttribute('datetime', '2025-04-19')
  const sections = page.locator('main h2')
  await expect(sections.first()).toHaveText('Our Commitment to Your Privacy')
  await expect(page.locator('main h2#data-security')).toHaveText('Data Security')
  await expect(page.locator('main h2#your-rights')).toHaveText('Your Rights')
  await expect(page.getByRole('main').getByRole('listitem').filter({ hasText: 'AES-256 at rest' })).toBeVisible()
  await expect(page.getByRole('main').getByRole('listitem').filter({ hasText: 'Export your data' })).toBeVisible()
  const paragraph = await page.locator('main article p').nth(2).boundingBox()
  expect(paragraph!.width).toBeLessThanOrEqual(768)
})

test('/terms: title, last-updated date and its four sections in order', async ({ page }) => {
  const response = await page.goto('/terms')
  expect(response?.status()).toBe(200)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Terms of Service')
  await expect(page.locator('main time')).toHaveText('April 19, 2025')
  await expect(page.locator('main h2')).toHaveText([
    'Terms Overview',
    'User Responsibilities',
    'Service Terms',
    'Updates and Modifications',
  ])
  await expect(page.locator('main h2#service-terms')).toBeVisible()
  await expect(page.getByRole('main').getByRole('listitem').filter({ hasText: 'Email sending quotas' })).toBeVisible()
  await page.getByRole('main').getByRole('link', { name: 'Privacy Policy' }).click()
  await expect(page).toHaveURL('/privacy')
})

test('an unknown single-segment page answers 404', async ({ page }) => {
  for (const path of ['/no-such-legal-page', '/privacy-policy']) {
    const response = await page.goto(path)
    expect(response?.status(), path).toBe(404)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('404')
  }
})

test('/contact shows the email, phone and San Francisco address and the message form', async ({ page }) => {
  const response = await page.goto('/contact')
  expect(response?.status()).toBe(200)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Contact')
  const main = page.getByRole('main')
  await expect(main.getByRole('link', { name: 'hello@persistly.ai' })).toHaveAttribute(
    'href',
    'mailto:hello@persistly.ai',
  )
  await expect(main.getByRole('link', { name: '+1 (415) 555-0134' })).toHaveAttribute('href', 'tel:+14155550134')
  await expect(main.locator('address')).toContainText('San Francisco')

  const form = main.getByRole('form', { name: 'Send Us a Message' })
  await expect(form.getByLabel('Name', { exact: true })).toBeVisible()
  await expect(form.getByLabel('Email', { exact: true })).toHaveAttribute('type', 'email')
  await expect(form.getByLabel('Message', { exact: true })).toHaveAttribute('rows', '4')
  const send = form.getByRole('button', { name: 'Send Message' })
  await expect(send).toBeVisible()
  await expect(send).toBeEnabled()
})

test('/contact: pressing Enter in a field sends the form to the server, which answers in the page', async ({
  page,
}) => {
  await page.goto('/contact')
  const form = page.getByRole('form', { name: 'Send Us a Message' })
  const email = form.getByLabel('Email', { exact: true })
  await waitForHydration(email)
  const posted = page.waitForRequest(
    (request) => request.method() === 'POST' && new URL(request.url()).pathname === '/contact',
  )
  await email.fill('not-an-address')
  await email.press('Enter')
  await posted
  await expect(email).toHaveAccessibleDescription('Please enter a valid email address, like name@company.com.')
  await expect(email).toHaveValue('not-an-address')
  await expect(page).toHaveURL('/contact')
})

test('/payment-success without a checkout session does not pretend, is not indexed, and leads home or to support', async ({
  page,
}) => {
  const response = await page.goto('/payment-success')
  expect(response?.status()).toBe(200)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('We Couldn’t Confirm Your Purchase')
  // The tab says the same as the page, never "Purchase Confirmed".
  await expect(page).toHaveTitle(/^We Couldn’t Confirm Your Purchase/)
  await expect(page.getByText('Your payment was successful', { exact: false })).toHaveCount(0)
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/)
  const main = page.getByRole('main')
  await expect(main.getByRole('link', { name: 'Return to Homepage' })).toHaveAttribute('href', '/')
  await main.getByRole('link', { name: 'Contact Support' }).click()
  await expect(page).toHaveURL('/contact')
})
