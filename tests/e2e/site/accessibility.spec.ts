import { expect, test } from '@playwright/test'

test('the skip link moves focus to the main content', async ({ page }) => {
  await page.goto('/features')
  await page.keyboard.press('Tab')
  const skip = page.getByRole('link', { name: 'Skip to main content' })
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
