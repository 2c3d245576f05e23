import { expect, test } from '@playwright/test'
import { expectSectionBelowHeader, waitForHydration } from '../helpers'

test('the landing page shows its sections in order', async ({ page }) => {
  await page.goto('/')
  const order = await page
    .locator('main > section')
    .evaluateAll((sections) => sections.map((section) => section.id || section.getAttribute('aria-labelledby')))
  expect(order).toEqual(['hero', 'features', 'how-it-works', 'pricing', 'faq', 'cta-heading'])
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Follow up with every prospect for a whole year')
})

test.describe('hero', () => {
  test('Get Started scrolls to pricing', async ({ page }) => {
    await page.goto('/')
    await page.locator('#hero').getByRole('link', { name: 'Get Started' }).click()
    await expectSectionBelowHeader(page, 'pricing')
  })

  test('See How It Works scrolls to how it works', async ({ page }) => {
    await page.goto('/')
    await page.locator('#hero').getByRole('link', { name: 'See How It Works' }).click()
    await expectSectionBelowHeader(page, 'how-it-works')
  })

  test('shows the three headline statistics', async ({ page }) => {
    await page.goto('/')
    const stats = await page
      .locator('#hero dl > div')
      .evaluateAll((pairs) =>
        pairs.map((pair) => `${pair.querySelector('dd')?.textContent} ${pair.querySelector('dt')?.textContent}`),
      )
    expect(stats).toEqual(['365 days of follow-up', '8x increase in email list', '10x ROI increase'])
  })
})

test('decorations: 100 twinkling stars in the hero, 50 around the solar system, orbits of 15, 20 and 10 seconds', async ({
  page,
}) => {
  await page.goto('/')
  // One zero-length stroke ("M x y h0") per star, gathered in a few paths.
  const starsIn = (section: string) =>
    page
      .locator(`#${section} [data-twinkle-group] path`)
      .evaluateAll((paths) => paths.reduce((sum, path) => sum + (path.getAttribute('d')?.match(/M/g)?.length ?? 0), 0))
  expect(await starsIn('hero')).toBe(100)
  expect(await starsIn('how-it-works')).toBe(50)
  // The stars twinkle in groups: each group is one layer whose opacity alone is animated (the compositor's work).
  const groups = await page
    .locator('#hero [data-twinkle-group]')
    .evaluateAll((layers) => layers.map((layer) => getComputedStyle(layer).animationName))
  expect(groups).toEqual(['twinkle', 'twinkle', 'twinkle'])
  const periods = await page
    .locator('#how-it-works [data-orbit-path]')
    .evaluateAll((orbits) => orbits.map((orbit) => getComputedStyle(orbit).animationDuration))
  expect(periods).toEqual(['15s', '20s', '10s'])
})

test.describe('with reduced motion', () => {
  test.use({ reducedMotion: 'reduce' })

  test('the decorations stand still and section links jump without animating', async ({ page }) => {
    await page.goto('/')
    const animated = await page
      .locator('[data-twinkle-group], [data-orbit-path]')
      .evaluateAll(
        (elements) => elements.filter((element) => getComputedStyle(element).animationName !== 'none').length,
      )
    expect(animated).toBe(0)
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'FAQ', exact: true }).click()
    // No smooth scrolling: the section is in place at once.
    const top = await page.evaluate(() => Math.round(document.getElementById('faq')!.getBoundingClientRect().top))
    expect(Math.abs(top - 64)).toBeLessThanOrEqual(2)
  })
})

test('how it works shows the four numbered steps', async ({ page }) => {
  await page.goto('/')
  const steps = page.locator('#how-it-works ol > li')
  await expect(steps).toHaveCount(4)
  await expect(steps.nth(0)).toContainText('01')
  await expect(steps.nth(0)).toContainText('Set Up Your Campaign')
  await expect(steps.nth(3)).toContainText('04')
  await expect(steps.nth(3)).toContainText('Track and Optimise Results')
})

test.describe('pricing cards', () => {
  test('show title, price per year, description, features and button; Most Popular on Pro', async ({ page }) => {
    await page.goto('/')
    const cards = page.locator('#pricing li[aria-labelledby]')
    await expect(cards).toHaveCount(3)
    const basic = page.getByRole('listitem', { name: 'Basic' })
    await expect(basic).toContainText('$2,999/year')
    await expect(basic).toContainText('Up to 5,000 contacts')
    const pro = page.getByRole('listitem', { name: 'Pro' })
    await expect(pro).toContainText('$4,999/year')
    await expect(pro).toContainText('Up to 25,000 contacts')
    await expect(pro).toContainText('Most Popular')
    await expect(page.locator('#pricing').getByText('Most Popular')).toHaveCount(1)
    await expect(page.getByRole('listitem', { name: 'Enterprise' })).toContainText('Unlimited contacts')
  })

  test('Enterprise goes to /contact', async ({ page }) => {
    await page.goto('/')
    await page.getByRole('listitem', { name: 'Enterprise' }).getByRole('link', { name: 'Contact Sales' }).click()
    await expect(page).toHaveURL('/contact')
  })

  test('Basic and Pro start the purchase: signed out (no Clerk here), the buyer is asked to sign in', async ({
    page,
  }) => {
    for (const plan of ['Basic', 'Pro']) {
      await page.goto('/pricing')
      const button = page.getByRole('listitem', { name: plan }).getByRole('button', { name: 'Get Started' })
      await expect(button).toBeEnabled()
      await waitForHydration(button)
      await button.click()
      await expect(page.getByText('Please sign in to make a purchase.')).toBeVisible()
      await expect(page).toHaveURL('/auth?redirect_url=%2Fpricing')
    }
  })
})

test.describe('FAQ', () => {
  test('eight questions, only one open at a time', async ({ page }) => {
    await page.goto('/')
    const faq = page.locator('#faq')
    const questions = faq.locator('summary')
    await expect(questions).toHaveCount(8)
    await expect(faq.locator('details[open]')).toHaveCount(0)

    await questions.nth(0).click()
    await expect(faq.locator('details').nth(0)).toHaveAttribute('open', '')
    await expect(faq.getByText('You launch a campaign once.')).toBeVisible()

    await questions.nth(6).click()
    await expect(faq.locator('details[open]')).toHaveCount(1)
    await expect(faq.locator('details').nth(6)).toHaveAttribute('open', '')
    await expect(faq.getByText('You launch a campaign once.')).toBeHidden()

    await questions.nth(6).click()
    await expect(faq.locator('details[open]')).toHaveCount(0)
  })

  test('works from the keyboard', async ({ page }) => {
    await page.goto('/')
    const first = page.locator('#faq summary').first()
    await first.focus()
    await page.keyboard.press('Enter')
    await expect(page.locator('#faq details').first()).toHaveAttribute('open', '')
    await page.keyboard.press('Tab')
    await expect(page.locator('#faq summary').nth(1)).toBeFocused()
    await page.keyboard.press('Space')
    await expect(page.locator('#faq details[open]')).toHaveCount(1)
    await expect(page.locator('#faq details').nth(1)).toHaveAttribute('open', '')
  })
})

test('the call to action offers a free trial and a demo', async ({ page }) => {
  await page.goto('/')
  const cta = page.locator('section[aria-labelledby="cta-heading"]')
  await expect(cta.getByRole('link', { name: 'Start Your Free Trial' })).toBeVisible()
  await expect(cta.getByRole('link', { name: 'Schedule a Demo' })).toHaveAttribute('href', '/contact')
  await expect(cta).toContainText('No credit card required. 14-day free trial.')
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('the content is visible in the server HTML and the hero buttons still reach their sections', async ({
    page,
  }) => {
    await page.goto('/')
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await expect(page.locator('#hero').getByText('Persistly writes personalised follow-ups')).toBeVisible()
    await expect(page.getByRole('heading', { name: 'Simple, Transparent Pricing' })).toBeVisible()
    await page.locator('#hero').getByRole('link', { name: 'Get Started' }).click()
    await expectSectionBelowHeader(page, 'pricing')
  })
})
