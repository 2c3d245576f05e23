import { expect, test } from '@playwright/test'
import { expectSectionBelowHeader, scrollY, waitForHydration } from '../helpers'

const SECTION_LINKS = [
  ['Features', 'features'],
  ['How It Works', 'how-it-works'],
  ['Pricing', 'pricing'],
  ['FAQ', 'faq'],
] as const

const mainNav = (page: import('@playwright/test').Page) => page.getByRole('navigation', { name: 'Main' })

test.describe('header on the landing page', () => {
  for (const [label, id] of SECTION_LINKS) {
    test(`${label} scrolls smoothly to #${id}, just below the header`, async ({ page }) => {
      await page.goto('/')
      await mainNav(page).getByRole('link', { name: label, exact: true }).click()
      await expectSectionBelowHeader(page, id)
      await expect(page).toHaveURL(`/#${id}`)
    })
  }

  test('from the keyboard, a section link moves focus to the section’s heading, and Tab goes on inside it', async ({
    page,
  }) => {
    await page.goto('/')
    const faqLink = mainNav(page).getByRole('link', { name: 'FAQ', exact: true })
    await waitForHydration(faqLink)
    await faqLink.focus()
    await page.keyboard.press('Enter')
    await expectSectionBelowHeader(page, 'faq')
    await expect(page.locator('#faq').getByRole('heading', { level: 2 })).toBeFocused()
    await page.keyboard.press('Tab')
    await expect(page.locator('#faq summary').first()).toBeFocused()
    // Still at the FAQ: moving on did not jump back up the page.
    await expectSectionBelowHeader(page, 'faq')
  })

  test('the header stays fixed at the top while scrolling', async ({ page }) => {
    await page.goto('/')
    await page.mouse.wheel(0, 2500)
    await expect.poll(() => scrollY(page)).toBeGreaterThan(1000)
    const box = await page.getByRole('banner').boundingBox()
    expect(box?.y).toBe(0)
    expect(box?.height).toBe(64)
  })

  test('Sign In goes to /auth', async ({ page }) => {
    await page.goto('/')
    await expect(page.getByRole('banner').getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/auth')
  })
})

test.describe('header on other pages', () => {
  test('a section link opens the landing page at that section', async ({ page }) => {
    await page.goto('/features')
    await mainNav(page).getByRole('link', { name: 'FAQ', exact: true }).click()
    await expect(page).toHaveURL('/#faq')
    await expectSectionBelowHeader(page, 'faq')
  })

  test('Get Started goes to /pricing from another page', async ({ page }) => {
    await page.goto('/features')
    await page.getByRole('banner').getByRole('link', { name: 'Get Started' }).click()
    await expect(page).toHaveURL('/pricing')
    await expect(page.getByRole('heading', { level: 1, name: 'Pricing Plans' })).toBeVisible()
  })

  test('Get Started scrolls to the pricing section when already on /pricing', async ({ page }) => {
    await page.goto('/pricing')
    const getStarted = page.getByRole('banner').getByRole('link', { name: 'Get Started' })
    await waitForHydration(getStarted)
    await getStarted.click()
    await expectSectionBelowHeader(page, 'pricing')
    await expect(page).toHaveURL('/pricing#pricing')
  })
})

test('each route change starts at the top of the page', async ({ page }) => {
  await page.goto('/')
  await page.mouse.wheel(0, 100_000)
  await expect.poll(() => scrollY(page)).toBeGreaterThan(2000)
  await page.getByRole('contentinfo').getByRole('link', { name: 'Features' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Features' })).toBeVisible()
  await expect.poll(() => scrollY(page)).toBe(0)
})

test('the footer links to every page of the site', async ({ page }) => {
  await page.goto('/')
  const hrefs = await page
    .getByRole('contentinfo')
    .getByRole('navigation')
    .getByRole('link')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href')))
  expect(hrefs.sort()).toEqual(
    [
      '/features',
      '/pricing',
      '/testimonials',
      '/case-studies',
      '/api',
      '/blog',
      '/email-templates',
      '/cold-outreach-guide',
      '/documentation',
      '/support',
      '/about',
      '/careers',
      '/privacy',
      '/terms',
      '/contact',
    ].sort(),
  )
})

test.describe('mobile menu @mobile', () => {
  test('opens, and closes after a choice', async ({ page }) => {
    await page.goto('/')
    const toggle = page.getByRole('button', { name: 'Open menu' })
    await waitForHydration(toggle)
    await expect(toggle).toHaveAttribute('aria-expanded', 'false')
    await expect(mainNav(page)).toBeHidden()
    await toggle.click()
    await expect(page.getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true')
    await mainNav(page).getByRole('link', { name: 'Pricing', exact: true }).click()
    await expect(page.locator('#mobile-menu')).toHaveCount(0)
    await expect(page.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false')
    await expectSectionBelowHeader(page, 'pricing')
    // The link chosen is gone with the menu: focus is at the section, not lost.
    await expect(page.locator('#pricing').getByRole('heading', { level: 2 }).first()).toBeFocused()
  })

  test('works from the keyboard and closes with Escape', async ({ page }) => {
    await page.goto('/features')
    await waitForHydration(page.getByRole('button', { name: 'Open menu' }))
    await page.getByRole('button', { name: 'Open menu' }).focus()
    await page.keyboard.press('Enter')
    await expect(mainNav(page)).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(page.locator('#mobile-menu')).toHaveCount(0)
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeFocused()
  })

  test('closes after navigating to another page', async ({ page }) => {
    await page.goto('/features')
    await waitForHydration(page.getByRole('button', { name: 'Open menu' }))
    await page.getByRole('button', { name: 'Open menu' }).click()
    await page.locator('#mobile-menu').getByRole('link', { name: 'Get Started' }).click()
    await expect(page).toHaveURL('/pricing')
    await expect(page.locator('#mobile-menu')).toHaveCount(0)
  })
})
