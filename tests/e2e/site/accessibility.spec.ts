import { expect, test } from '@playwright/test'
import { axeViolations, waitForHydration } from '../helpers'
import { seedDocument } from '../../support/seedContent'

const { labels } = seedDocument<{ labels: { skipToContent: string } }>('siteSettings')

test('the skip link moves focus to the main content', async ({ page }) => {
  await page.goto('/features')
  await page.keyboard.press('Tab')
  const skip = page.getByRole('link', { name: labels.skipToContent })
  await expect(skip).toBeFocused()
  await expect(skip).toBeVisible()
  await page.keyboard.press('Enter')
  await expect(page.getByRole('main')).toBeFocused()
})

test('keyboard focus is visible on links and buttons', async ({ page }) => {
  await page.goto('/')
  await page.keyboard.press('Tab')
  await page.keyboard.press('Tab')
  const outline = await page.evaluate(() => {
    const style = getComputedStyle(document.activeElement!)
    return { style: style.outlineStyle, width: style.outlineWidth }
  })
  expect(outline.style).toBe('solid')
  expect(outline.width).toBe('3px')
})

test('the axe check fails on a page with violations: a picture without alt text, faint text', async ({ page }) => {
  await page.goto('/features')
  // Added after hydration: React would drop nodes it did not render when it hydrates the page.
  await waitForHydration(page.getByRole('main'))
  // Two violations a content edit could bring: a picture without alt text, grey text on white.
  await page.evaluate(() => {
    const main = document.querySelector('main')!
    const picture = Object.assign(document.createElement('img'), { src: '/icon.svg', id: 'no-alt' })
    const faint = Object.assign(document.createElement('p'), { textContent: 'Faint text', id: 'faint' })
    faint.style.cssText = 'color: #eee; background: #fff'
    main.append(picture, faint)
  })
  const violations = await axeViolations(page)
  expect(violations).toContainEqual(expect.stringMatching(/^image-alt: .*#no-alt/))
  expect(violations).toContainEqual(expect.stringMatching(/^color-contrast: .*#faint/))
})
