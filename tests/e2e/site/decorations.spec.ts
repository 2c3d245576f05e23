import { expect, test, type Locator, type Page } from '@playwright/test'
import { seedDocument } from '../../support/seedContent'

const { labels } = seedDocument<{ labels: { pauseAnimation: string } }>('siteSettings')

/** Pages with decorations: the hero's stars and the solar system (landing), the solar system alone (features). */
const DECORATED_PAGES = ['/', '/features']

/** The decorated regions of a page, each with its pause switch, and the switches themselves. */
const decoratedRegions = (page: Page) => page.locator('[data-decorated]')
const pauseSwitch = (scope: Page | Locator) => scope.getByRole('checkbox', { name: labels.pauseAnimation })

/** The play states of the decorations' animations in a region, each once (of those the browser renders). */
const playStates = (region: Locator) =>
  region
    .locator('[data-twinkle-group], [data-orbit-path]')
    .evaluateAll((elements) => [
      ...new Set(elements.flatMap((element) => element.getAnimations().map((animation) => animation.playState))),
    ])

/** What every running animation on the page changes, and where it stands in its timeline. */
const runningAnimations = (page: Page) =>
  page.evaluate(() =>
    document
      .getAnimations()
      .filter((animation) => animation.playState === 'running')
      .map((animation) => ({
        name: animation instanceof CSSAnimation ? animation.animationName : animation.id,
        properties: [
          ...new Set(
            (animation.effect as KeyframeEffect)
              .getKeyframes()
              .flatMap((frame) => Object.keys(frame))
              .filter((key) => !['offset', 'computedOffset', 'easing', 'composite'].includes(key)),
          ),
        ],
        time: Number(animation.currentTime),
      })),
  )

/**
 * Whether the browser renders an element that `content-visibility: auto` may skip: it decides at a rendering update,
 * which on a busy machine can come after the load event, and nothing it skips is animated until then.
 * checkVisibility() reports that skipping with the `contentVisibilityAuto` option.
 */
const rendered = (element: Locator) => element.evaluate((node) => node.checkVisibility({ contentVisibilityAuto: true }))

test('decorations animate only what the compositor moves on its own: opacity and transform', async ({ page }) => {
  for (const path of DECORATED_PAGES) {
    await page.goto(path)
    await expect.poll(async () => (await runningAnimations(page)).length, path).toBeGreaterThan(0)
    const animations = await runningAnimations(page)
    for (const animation of animations) {
      const what = `${path}: ${animation.name} animates ${animation.properties.join(', ')}`
      expect(animation.properties.length, what).toBeGreaterThan(0)
      expect(['opacity', 'transform'], what).toEqual(expect.arrayContaining(animation.properties))
    }
  }
})

test('decorations off screen are not rendered, so not animated; scrolled back, they are', async ({ page }) => {
  await page.goto('/')
  // `content-visibility: auto`: the browser skips the style, layout and paint of what is off screen, its
  // animations included.
  const stars = page.locator('#hero [data-twinkle-group]').first()
  const orbits = page.locator('#how-it-works [data-orbit-path]').first()
  await expect.poll(() => rendered(stars)).toBe(true)
  await expect.poll(() => rendered(orbits)).toBe(false)

  await page.locator('#how-it-works [data-orbit]').first().scrollIntoViewIfNeeded()
  await expect.poll(() => rendered(orbits)).toBe(true)
  await expect.poll(() => rendered(stars)).toBe(false)

  await page.getByRole('contentinfo').scrollIntoViewIfNeeded()
  await expect.poll(() => rendered(orbits)).toBe(false)
})

test('each decoration has a pause switch: checked, its animations hold still; unchecked, they run again', async ({
  page,
}) => {
  for (const path of DECORATED_PAGES) {
    await page.goto(path)
    const regions = await decoratedRegions(page).all()
    expect(regions.length, path).toBeGreaterThan(0)
    await expect(pauseSwitch(page), path).toHaveCount(regions.length)
    // Each in turn, by keyboard: the switches before it, checked, have left it moving.
    for (const region of regions) {
      const toggle = pauseSwitch(region)
      await toggle.scrollIntoViewIfNeeded()
      await expect.poll(() => playStates(region), path).toEqual(['running'])
      await toggle.focus()
      await page.keyboard.press('Space')
      await expect(toggle).toBeChecked()
      await expect.poll(() => playStates(region), path).toEqual(['paused'])
    }
    // Each in turn, by pointer, moving again.
    for (const region of regions) {
      const toggle = pauseSwitch(region)
      await toggle.click()
      await expect(toggle).not.toBeChecked()
      await expect.poll(() => playStates(region), path).toEqual(['running'])
    }
  }
})

test.describe('with reduced motion', () => {
  test.use({ reducedMotion: 'reduce' })

  test('nothing on the page is animated', async ({ page }) => {
    for (const path of DECORATED_PAGES) {
      await page.goto(path)
      const decorations = page.locator('[data-twinkle-group], [data-orbit-path]')
      expect(await decorations.count(), path).toBeGreaterThan(0)
      // Each one on screen in turn: the browser starts the animations of what is off screen only once shown.
      for (const decoration of await decorations.all()) {
        await decoration.scrollIntoViewIfNeeded()
        await expect.poll(() => rendered(decoration), path).toBe(true)
        expect(await runningAnimations(page), path).toEqual([])
      }
      // Nothing to pause: no switch is shown.
      for (const toggle of await pauseSwitch(page).all()) await expect(toggle, path).toBeHidden()
    }
  })
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('the pause switch still holds the decorations still', async ({ page }) => {
    await page.goto('/')
    const hero = page.locator('#hero')
    await expect.poll(() => playStates(hero)).toEqual(['running'])
    await pauseSwitch(hero).check()
    await expect.poll(() => playStates(hero)).toEqual(['paused'])
  })
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('the landing page’s first screen is complete and visible', async ({ page }) => {
    await page.goto('/')
    const hero = page.locator('#hero')
    await expect(hero.getByRole('heading', { level: 1 })).toBeVisible()
    await expect(hero.getByRole('link', { name: 'Get Started' })).toBeVisible()
    await expect(hero.locator('dl > div')).toHaveCount(3)
    // Nothing starts transparent waiting for a script to fade it in.
    const transparent = await hero.locator('h1, p, a, dl').evaluateAll(
      (elements) =>
        elements.filter((element) => {
          for (let node: Element | null = element; node; node = node.parentElement)
            if (getComputedStyle(node).opacity === '0') return true
          return false
        }).length,
    )
    expect(transparent).toBe(0)
    await expect(page.getByRole('banner').getByRole('link', { name: 'Get Started' })).toBeVisible()
  })
})
