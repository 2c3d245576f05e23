import { expect, test, type Page } from '@playwright/test'

/** Pages with decorations: the hero's stars and the solar system (landing), the solar system alone (features). */
const DECORATED_PAGES = ['/', '/features']

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

test('decorations animate only what the compositor moves on its own: opacity and transform', async ({ page }) => {
  for (const path of DECORATED_PAGES) {
    await page.goto(path)
    const animations = await runningAnimations(page)
    expect(animations.length, path).toBeGreaterThan(0)
    for (const animation of animations)
      expect(['opacity', 'transform'], `${path}: ${animation.name}`).toEqual(
        expect.arrayContaining(animation.properties),
      )
  }
})

test('decorations stand still while off screen and move again when scrolled back', async ({ page }) => {
  await page.goto('/')
  const heroTime = () =>
    page.evaluate(() => Number(document.querySelector('#hero [data-twinkle-group]')!.getAnimations()[0].currentTime))
  // Visible: time passes.
  const shown = await heroTime()
  await expect.poll(heroTime).toBeGreaterThan(shown)

  await page.getByRole('contentinfo').scrollIntoViewIfNeeded()
  const offScreen = await heroTime()
  await page.waitForTimeout(750)
  expect(await heroTime()).toBe(offScreen)

  await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }))
  await expect.poll(heroTime).toBeGreaterThan(offScreen)
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
        expect(await runningAnimations(page), path).toEqual([])
      }
    }
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
