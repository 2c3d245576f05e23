import { expect, test } from '@playwright/test'
import { pageTitle, seedDocument, seedText } from '../../support/seedContent'

test('/features shows the six feature cards and the solar system', async ({ page }) => {
  await page.goto('/features')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(seedText('featuresPage', 'title'))
  const titles = await page.locator('main li h2').allTextContents()
  const features = seedDocument<{ features: { _ref: string }[] }>('featuresPage').features
  expect(titles).toEqual(features.map((feature) => seedText(feature._ref, 'title')))
  expect(titles).toHaveLength(6)
  await expect(page.locator('main [data-orbit]')).toHaveCount(3)
  await expect(page).toHaveTitle(pageTitle('featuresPage'))
})

test('/pricing shows the title, the pricing section, and the way to the free trial its intro promises', async ({
  page,
}) => {
  await page.goto('/pricing')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(seedText('pricingPage', 'title'))
  await expect(page.locator('#pricing li[aria-labelledby]')).toHaveCount(3)
  await expect(page).toHaveTitle(pageTitle('pricingPage'))
  const [callToAction] = seedDocument<{ sections: { primaryLink: { label: string } }[] }>('pricingPage').sections
  await expect(page.getByRole('main').getByRole('link', { name: callToAction.primaryLink.label })).toHaveAttribute(
    'href',
    '/trial',
  )
})

test('an unknown path answers 404 with the not-found page and logs the path', async ({ page }) => {
  const errors: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text())
  })
  const response = await page.goto('/no/such/page')
  expect(response?.status()).toBe(404)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('404')
  await expect(page.getByText(seedText('notFoundPage', 'heading'))).toBeVisible()
  // The tab says it too, with the company's name like every page.
  await expect(page).toHaveTitle(
    `${seedText('notFoundPage', 'documentTitle')} | ${seedText('siteSettings', 'companyName')}`,
  )
  await expect
    .poll(() => errors.find((text) => text.includes('/no/such/page')))
    .toContain('404 Error: User attempted to access non-existent route')
  await page.getByRole('link', { name: 'Return to Home' }).click()
  await expect(page).toHaveURL('/')
})

test('/studio explains how to connect a Sanity project when none is configured', async ({ page }) => {
  const response = await page.goto('/studio')
  expect(response?.status()).toBe(200)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Connect a Sanity project to edit this site')
  await expect(page.getByText('npm run seed:import')).toBeVisible()
})
