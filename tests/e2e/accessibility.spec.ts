import { expect, test } from '@playwright/test'
import { PUBLIC_PATHS, UNLISTED_PATHS } from './sitePages'
import { axeViolations } from './helpers'

const PAGES = [...PUBLIC_PATHS, ...UNLISTED_PATHS, '/a-page-that-does-not-exist', '/studio']

for (const path of PAGES) {
  test(`${path} has one h1, landmarks and no axe violations`, async ({ page }) => {
    await page.goto(path)
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1)
    await expect(page.getByRole('main')).toHaveCount(1)
    if (path !== '/studio') {
      await expect(page.getByRole('banner')).toHaveCount(1)
      await expect(page.getByRole('contentinfo')).toHaveCount(1)
    }
    expect(await axeViolations(page)).toEqual([])
  })
}

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
