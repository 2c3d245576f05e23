import { expect, test } from '@playwright/test'
import { axeViolations, watchForViolations } from '../helpers'
import { PUBLIC_PATHS, UNLISTED_PATHS } from '../sitePages'

/**
 * One visit per page for every page-level check: the Content-Security-Policy lets the page load everything it
 * needs, one h1 and the landmarks, and no axe violation. On a phone (@mobile), one visit per page: nothing scrolls
 * sideways.
 */
const PAGES = [...PUBLIC_PATHS, ...UNLISTED_PATHS, '/auth', '/studio', '/a-page-that-does-not-exist']

for (const path of PAGES) {
  test(`${path}: no CSP violation, one h1, landmarks, no axe violation`, async ({ page }) => {
    // Two checks in one visit: the page settles (network idle), then axe reads all of it.
    test.setTimeout(60_000)
    const violations = await watchForViolations(page)
    await page.goto(path, { waitUntil: 'networkidle' })
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1)
    await expect(page.getByRole('main')).toHaveCount(1)
    if (path !== '/studio') {
      await expect(page.getByRole('banner')).toHaveCount(1)
      await expect(page.getByRole('contentinfo')).toHaveCount(1)
    }
    expect(violations).toEqual([])
    expect(await axeViolations(page)).toEqual([])
  })
}

test('no page scrolls sideways on a phone @mobile', async ({ page }) => {
  test.setTimeout(120_000)
  for (const path of [...PUBLIC_PATHS, '/missing-page']) {
    await page.goto(path)
    // Every animation (the orbits turn) is held at an eighth of its run, where a rotating box is at its widest
    // (45°): it must not widen the page either.
    await page.evaluate(() =>
      document.getAnimations().forEach((animation) => {
        const duration = Number(animation.effect?.getTiming().duration) || 0
        animation.pause()
        animation.currentTime = duration / 8
      }),
    )
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    )
    expect(overflow, path).toBe(0)
  }
})
