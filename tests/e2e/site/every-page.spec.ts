import { type Page, expect, test } from '@playwright/test'
import { axeViolations, watchForViolations } from '../helpers'
import { htmlErrors } from '../../support/htmlValidity'
import { BARE_NEXT_KB, NOT_FOUND_PATH, countJavaScript, javaScriptBudget } from '../javascriptBudget'
import { PUBLIC_PATHS, UNLISTED_PATHS } from '../../support/sitePages'
import { TYPEFACE } from '@/components/layout/typeface'

/**
 * One visit per page for every page-level check: the HTML the server sends is valid (html-validate:
 * tests/support/htmlValidity.ts), the Content-Security-Policy lets the page load everything it
 * needs, one h1 and the landmarks, no axe violation, the JavaScript it downloads within its type's budget, and its
 * text set in weights the typeface carries (a weight outside them would be drawn in the nearest one). On a
 * phone (@mobile), one visit per page: nothing scrolls sideways.
 */
const PAGES = [...PUBLIC_PATHS, ...UNLISTED_PATHS, '/auth', '/studio', NOT_FOUND_PATH]

for (const path of PAGES) {
  // The Studio is an app of its own: no site header or footer, and its JavaScript is the Studio's.
  const budget = path === '/studio' ? null : javaScriptBudget(path)
  const checks = budget ? `, at most ${budget.kilobytes} KB of JavaScript (${budget.type})` : ''
  test(`${path}: valid HTML, no CSP violation, one h1, landmarks, no axe violation${checks}`, async ({ page }) => {
    // Checks in one visit: the page settles (network idle, so every script has arrived), then axe reads all of it.
    test.setTimeout(60_000)
    const violations = await watchForViolations(page)
    const javaScript = countJavaScript(page)
    const response = await page.goto(path, { waitUntil: 'networkidle' })
    expect(await htmlErrors(await response!.text()), 'the HTML validator’s errors').toEqual([])
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1)
    await expect(page.getByRole('main')).toHaveCount(1)
    if (budget) {
      await expect(page.getByRole('banner')).toHaveCount(1)
      await expect(page.getByRole('contentinfo')).toHaveCount(1)
      const kilobytes = await javaScript.total()
      expect(kilobytes).toBeGreaterThan(BARE_NEXT_KB / 2) // measured at all: Next's runtime alone is larger
      expect(kilobytes, `bare Next + ${budget.overBareKb} KB`).toBeLessThanOrEqual(budget.kilobytes)
      expect(await typefaceWeights(page)).toEqual(`${TYPEFACE.weights.min} ${TYPEFACE.weights.max}`)
      const outside = (await textWeights(page)).filter(
        (weight) => weight < TYPEFACE.weights.min || weight > TYPEFACE.weights.max,
      )
      expect(outside, 'text in weights the typeface does not carry').toEqual([])
    }
    expect(violations).toEqual([])
    expect(await axeViolations(page)).toEqual([])
  })
}

/** The weight range the page's typeface declares: the @font-face of the first family in next/font's variable. */
function typefaceWeights(page: Page) {
  return page.evaluate(() => {
    const stack = getComputedStyle(document.body).getPropertyValue('--font-inter')
    const family = stack
      .split(',')[0]
      .trim()
      .replace(/^['"]|['"]$/g, '')
    return [...document.fonts].find((face) => face.family === family)?.weight
  })
}

/** The computed weight of every element that holds text of its own. */
function textWeights(page: Page) {
  return page.evaluate(() =>
    [...document.body.querySelectorAll('*')]
      .filter((element) =>
        [...element.childNodes].some((node) => node.nodeType === Node.TEXT_NODE && node.textContent?.trim()),
      )
      .map((element) => Number(getComputedStyle(element).fontWeight)),
  )
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
