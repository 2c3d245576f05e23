import { expect, test } from '@playwright/test'
import { axeViolations, watchForViolations } from '../helpers'
import { BARE_NEXT_KB, NOT_FOUND_PATH, countJavaScript, javaScriptBudget } from '../javascriptBudget'
import { PUBLIC_PATHS, UNLISTED_PATHS } from '../sitePages'

/**
 * One visit per page for every page-level check: the Content-Security-Policy lets the page load everything it
 * needs, one h1 and the landmarks, no axe violation, and the JavaScript it downloads within its type's budget. On a
 * phone (@mobile), one visit per page: nothing scrolls sideways.
 */
const PAGES = [...PUBLIC_PATHS, ...UNLISTED_PATHS, '/auth', '/studio', NOT_FOUND_PATH]

for (const path of PAGES) {
  // The Studio is an app of its own: no site header or footer, and its JavaScript is the Studio's.
  const budget = path === '/studio' ? null : javaScriptBudget(path)
  const checks = budget ? `, at most ${budget.kilobytes} KB of JavaScript (${budget.type})` : ''
  test(`${path}: no CSP violation, one h1, landmarks, no axe violation${checks}`, async ({ page }) => {
    // Checks in one visit: the page settles (network idle, so every script has arrived), then axe reads all of it.
    test.setTimeout(60_000)
    const violations = await watchForViolations(page)
    const javaScript = countJavaScript(page)
    await page.goto(path, { waitUntil: 'networkidle' })
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1)
    await expect(page.getByRole('main')).toHaveCount(1)
    if (budget) {
      await expect(page.getByRole('banner')).toHaveCount(1)
      await expect(page.getByRole('contentinfo')).toHaveCount(1)
      const kilobytes = await javaScript.total()
      expect(kilobytes).toBeGreaterThan(BARE_NEXT_KB / 2) // measured at all: Next's runtime alone is larger
      expect(kilobytes, `bare Next + ${budget.overBareKb} KB`).toBeLessThanOrEqual(budget.kilobytes)
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
